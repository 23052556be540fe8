import { getBlockchainApi } from '../../api/getBlockchainApi';
import { serializeError } from '../../core/errors/defineError';
import { NameSuggestionsError, NamesForAddressError } from '../../core/errors/nameErrors';
import { isUserRejection } from '../../core/rpcErrors';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import { getTransactionService } from '../../store/services/transactionService';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { accountNameProblem, fullName, NAME_ZONE, nameLabel } from './accountNameRule';
import { parseNames, withNamesEndpoints } from './namesEndpoints';
import {
  AccountNameInvalidError,
  NoSigningWalletError,
  type RegisterNameReason,
  registerNameFailure,
  UnsupportedCoinTypeChainError,
} from './namesErrors';
import { selectNamesTarget } from './namesSelectors';
import {
  nameRegistrationFailed,
  nameRegistrationStarted,
  nameRegistrationSucceeded,
  nameSuggestionsReceived,
  nameSuggestionsRequested,
  namesForAddressReceived,
} from './namesSlice';

/** What `registerAccountName` resolves with; `success: false` on a network other than eip155 (SPEC §8). */
export interface RegisterNameResult {
  success: boolean;
  name?: string;
}

/** The largest chain id ENSIP-11 can encode: its coin type sets bit 31, so the id must fit below it. */
const MAX_COIN_TYPE_CHAIN_ID = 0x7fffffff;

/**
 * ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, 0x80000000 | chainId otherwise. A chain
 * id from 2^31 up (or not a positive whole number) throws `UnsupportedCoinTypeChainError`: the bitwise
 * OR would keep only its low 31 bits, which is another chain's coin type.
 */
export function coinTypeOf(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId > MAX_COIN_TYPE_CHAIN_ID)
    throw new UnsupportedCoinTypeChainError(chainId);
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0;
}

/** The time now, in whole seconds (SPEC §7: the registration message's timestamp is in seconds). */
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Asks the name service for free names like the typed label (SPEC §7 suggestions, fixed zone). A label
 * breaking the SPEC rule asks nothing. A failure is `Error fetching name suggestions`, kept in the state.
 */
export const fetchNameSuggestions = createKitAsyncThunk<string[], string>(
  'names/fetchSuggestions',
  async (typed, { dispatch, extra, rejectWithValue }) => {
    const label = nameLabel(typed);
    if (accountNameProblem(label)) return [];
    dispatch(nameSuggestionsRequested(label));
    try {
      const api = withNamesEndpoints(await getBlockchainApi(extra.services));
      const answer = await dispatch(
        api.endpoints.getNameSuggestions.initiate(
          { name: label, zone: NAME_ZONE },
          { subscribe: false, forceRefetch: true },
        ),
      );
      const names = answer.error ? undefined : parseNames(answer.data);
      if (!names) throw new NameSuggestionsError();
      dispatch(nameSuggestionsReceived({ label, names }));
      return names;
    } catch {
      const error = new NameSuggestionsError().toJSON();
      dispatch(nameSuggestionsReceived({ label, error }));
      return rejectWithValue(error);
    }
  },
);

/**
 * The names of an address (SPEC §7 reverse lookup; names are eip155 only, SPEC §9). RTK Query's cache
 * answers within SPEC §9's 5 min for an address with names; the first name is mirrored into the persisted ENS cache (SPEC §3
 * entry: address, ens, timestamp; under `@appkit/`). A failure is `Error fetching names for address`.
 */
export const fetchNamesForAddress = createKitAsyncThunk<string[], string>(
  'names/fetchForAddress',
  async (address, { dispatch, getState, extra, rejectWithValue }) => {
    try {
      const api = withNamesEndpoints(await getBlockchainApi(extra.services));
      const args = { address, sender: address };
      // An address without a name yet is asked again each time: that answer is the one about to change
      // (the visitor registers one), as the ENS cache of SPEC §3 keeps names, not their absence.
      const cached = api.endpoints.getNamesForAddress.select(args)(getState() as never).data;
      const forceRefetch = !cached || cached.length === 0;
      const answer = await dispatch(
        api.endpoints.getNamesForAddress.initiate(args, { subscribe: false, forceRefetch }),
      );
      const names = answer.error ? undefined : answer.data;
      if (!names) throw new NamesForAddressError();
      dispatch(namesForAddressReceived({ address, names }));
      if (names[0]) dispatch(cachesSlice.actions.cacheSet('ens', address, names[0], Date.now()));
      return names;
    } catch {
      return rejectWithValue(new NamesForAddressError().toJSON());
    }
  },
);

function reasonOf(cause: unknown): RegisterNameReason {
  if (isUserRejection(cause)) return 'declined';
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (code === 409) return 'taken';
  if (code === 401) return 'signature';
  return 'failed';
}

/**
 * Registers the typed label as `<label>.portico` for the active account (SPEC §4 name saving): checks
 * the SPEC §5 rule, opens RegisterAccountNameSuccess at once, has the wallet sign the SPEC §7 JSON
 * message (name, attributes, timestamp in seconds) and posts it. On success the account's profileName
 * is the new name at once (Account view, button, identity cache refreshed; the ENS cache written). On
 * failure it returns to RegisterAccountName with `Error registering name {x}` (data: name, reason).
 * On a network other than eip155 it resolves `{ success: false }` without asking anything (SPEC §8);
 * on an eip155 chain ENSIP-11 cannot encode (id from 2^31) it rejects with
 * `UnsupportedCoinTypeChainError` before anything is signed, the form saying the registration failed.
 */
export const registerAccountName = createKitAsyncThunk<RegisterNameResult, string>(
  'names/register',
  async (typed, { dispatch, getState, extra, rejectWithValue }) => {
    const label = nameLabel(typed);
    const problem = accountNameProblem(label);
    if (problem) {
      const error = new AccountNameInvalidError(label, problem).toJSON();
      dispatch(nameRegistrationFailed(error));
      return rejectWithValue(error);
    }
    const { namespace, network, address } = selectNamesTarget(getState());
    if (namespace !== 'eip155' || !address || typeof network?.id !== 'number') return { success: false };
    const name = fullName(label);
    let coinType: number;
    try {
      coinType = coinTypeOf(network.id);
    } catch (cause) {
      // Refused before anything is signed or sent: the form says the registration failed, and the
      // caller gets why (the chain id) in the rejection.
      dispatch(nameRegistrationFailed(registerNameFailure(name, 'failed')));
      return rejectWithValue(serializeError(cause));
    }
    dispatch(nameRegistrationStarted(name));
    dispatch(modalSlice.actions.pushed({ view: 'RegisterAccountNameSuccess' }));
    try {
      const wallet = getTransactionService(extra.services);
      if (!wallet?.signMessage) throw new NoSigningWalletError();
      const message = JSON.stringify({ name, attributes: {}, timestamp: nowSeconds() });
      const signature = await wallet.signMessage(message);
      const api = withNamesEndpoints(await getBlockchainApi(extra.services));
      const answer = await dispatch(
        api.endpoints.registerName.initiate({
          coin_type: coinType,
          address,
          message,
          signature,
        }),
      );
      if ('error' in answer && answer.error) throw answer.error;
    } catch (cause) {
      const error = registerNameFailure(name, reasonOf(cause));
      dispatch(nameRegistrationFailed(error));
      // Back to the form the Success view was opened from (or in its place when opened directly).
      const cameFromForm = getState().modal.history.some((e) => e.view === 'RegisterAccountName');
      dispatch(
        cameFromForm
          ? modalSlice.actions.wentBackTo({ view: 'RegisterAccountName' })
          : modalSlice.actions.replaced({ view: 'RegisterAccountName' }),
      );
      return rejectWithValue(error);
    }
    dispatch(nameRegistrationSucceeded({ name, address }));
    // The form is finished: "Name saved" takes its place, so Back leads to where the form was opened
    // from (Account), never into the form of a name already saved.
    const history = getState().modal.history;
    if (
      history.at(-1)?.view === 'RegisterAccountNameSuccess' &&
      history.at(-2)?.view === 'RegisterAccountName'
    ) {
      dispatch(modalSlice.actions.wentBackTo({ view: 'RegisterAccountName' }));
      dispatch(modalSlice.actions.replaced({ view: 'RegisterAccountNameSuccess' }));
    }
    dispatch(chainsSlice.actions.accountUpdated({ namespace, profileName: name }));
    dispatch(cachesSlice.actions.cacheSet('ens', address, name, Date.now()));
    // The identity cache held the account's old (empty) identity: cleared so the next read asks again.
    dispatch(cachesSlice.actions.cacheCleared({ cache: 'identity', key: address }));
    // So does the API client's own cache of that answer; a read served from it would put the old empty
    // name back on the account when the Account view opens. Invalidated, it is asked again.
    const api = withNamesEndpoints(await getBlockchainApi(extra.services));
    dispatch(api.util.invalidateTags([{ type: 'Identity', id: address.toLowerCase() }]));
    // The cached reverse lookup (5 min) gains the new name, so the next lookup does not drop it.
    dispatch(
      api.util.updateQueryData('getNamesForAddress', { address, sender: address }, (names) => {
        if (!names.includes(name)) names.push(name);
      }) as never, // a thunk of the api's own state type, which the kit's dispatch runs like any other
    );
    return { success: true, name };
  },
);
