import { getBlockchainApi } from '../../api/getBlockchainApi';
import { serializeError } from '../../core/errors/defineError';
import { ResolveNameError } from '../../core/errors/nameErrors';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import { isNameLike, isReceiverAddress, receiverProblem, toReceiverAddress } from './receiverAddress';
import { parseResolvedName, withSendEndpoints } from './sendEndpoints';
import { NameNotFoundError, SendReceiverInvalidError } from './sendErrors';
import { selectSendTarget } from './sendSelectors';
import { sendFailed, sendReceiverChanged, sendReceiverResolved, sendResolvingSet } from './sendSlice';

/**
 * Turns the typed receiver into an address: an address is taken as is; a name is resolved through
 * the name service (SPEC §7), and its name and avatar are kept for the form. An unknown name is
 * `NameNotFoundError`, a failed lookup `Error resolving name`, anything else `SendReceiverInvalidError`;
 * each leaves the rest of the form as it was.
 */
export const resolveReceiver = createKitAsyncThunk<string, string | undefined>(
  'send/resolveReceiver',
  async (typed, { dispatch, getState, extra, rejectWithValue }) => {
    if (typed !== undefined && typed !== getState().send?.receiverInput) dispatch(sendReceiverChanged(typed));
    // The answer is matched against what was typed when asked: a late one for older text is dropped.
    const asked = getState().send?.receiverInput ?? '';
    const input = asked.trim();
    const { namespace, network, account } = selectSendTarget(getState());
    const where = { ...(network ? { network } : {}), ...(account ? { sender: account } : {}) };
    const fail = (error: ReturnType<typeof serializeError>) => {
      dispatch(sendFailed(error));
      return rejectWithValue(error);
    };
    const problem = receiverProblem(namespace, input, where);
    if (!problem) {
      const address = toReceiverAddress(namespace, input);
      dispatch(sendReceiverResolved({ input: asked, address }));
      return address;
    }
    if (!isNameLike(input)) return fail(new SendReceiverInvalidError(problem).toJSON());
    dispatch(sendResolvingSet(true));
    try {
      const api = withSendEndpoints(await getBlockchainApi(extra.services));
      const answer = await dispatch(
        api.endpoints.resolveName.initiate(input.toLowerCase(), { subscribe: false }),
      );
      if (answer.error) {
        const notFound = (answer.error as { code?: unknown }).code === 404;
        return fail(notFound ? new NameNotFoundError(input).toJSON() : new ResolveNameError().toJSON());
      }
      const resolved = parseResolvedName(answer.data);
      if (!resolved || !isReceiverAddress(namespace, resolved.address, where))
        return fail(new ResolveNameError().toJSON());
      dispatch(
        sendReceiverResolved({
          input: asked,
          address: resolved.address,
          name: resolved.name,
          ...(resolved.avatar ? { avatar: resolved.avatar } : {}),
        }),
      );
      return resolved.address;
    } catch (cause) {
      return fail(serializeError(cause));
    } finally {
      dispatch(sendResolvingSet(false));
    }
  },
);
