import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { serializeError } from '../../core/errors/defineError';
import { checkSiwxUri } from '../../core/siwx/checkSiwxUri';
import { buildSiwxMessage } from '../../core/siwx/siwxText';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { RootState } from '../../store/createKitStore';
import { createDefaultSiwxMessage } from './createDefaultSiwxMessage';
import type { SiwxConfig } from './siwxConfig';
import { requireSiwxConfig } from './siwxConfig';
import { selectSiwxAccount } from './siwxSelectors';
import {
  type PreparedSiwxMessage,
  type SiwxState,
  siwxMessagePreparationFailed,
  siwxMessagePrepared,
  siwxMessagePreparing,
} from './siwxSlice';

/**
 * How long a prepared message is signed as shown. An older one is prepared again at Sign (a new nonce
 * and issue time, the rest unchanged): the reference API's nonces live 10 minutes
 * (sandbox/api/routes/sessionRoutes.ts), and half of that leaves a host's shorter-lived nonce some room
 * too. The wallet always shows the exact text it is asked to sign.
 */
export const SIWX_PREPARED_MAX_AGE_MS = 5 * 60_000;

type Account = { caipNetworkId: string; address: string };

const sameAccount = (a: Account, b: Account) =>
  a.caipNetworkId === b.caipNetworkId && a.address.toLowerCase() === b.address.toLowerCase();

/**
 * The message for `account`: a nonce and the fields from the config (default: EIP-4361 / SIWS), and
 * its text. A host's createMessage may name any URI: a message whose URI is not this page's http(s)
 * origin is refused here, so the wallet is never asked to sign it (a `javascript:` URI would be signed,
 * kept and shown back).
 */
export async function buildSiwxSignIn(
  config: SiwxConfig,
  account: Account,
  now = Date.now(),
): Promise<PreparedSiwxMessage> {
  const nonce = await config.getNonce(account);
  const data = await (config.createMessage ?? createDefaultSiwxMessage)({ ...account, nonce });
  checkSiwxUri(data, { origin: globalThis.location?.origin });
  return { ...account, data, message: buildSiwxMessage(data), preparedAt: now };
}

/** The prepared message when it is for `account` and younger than SIWX_PREPARED_MAX_AGE_MS; else undefined. */
export function usablePreparedMessage(
  state: SiwxState | undefined,
  account: Account,
  now: number,
): PreparedSiwxMessage | undefined {
  const prepared = state?.prepared;
  if (!prepared || !sameAccount(prepared, account)) return undefined;
  return now - prepared.preparedAt < SIWX_PREPARED_MAX_AGE_MS ? prepared : undefined;
}

/** What SIWXSignMessage shows of the message for the connected account. */
export type SiwxPreview = { state: 'ready'; message: string } | { state: 'preparing' } | { state: 'failed' };

/** The preview of the connected account's message: ready (its text), preparing, or failed. */
export function selectSiwxPreview(state: RootState): SiwxPreview {
  const account = selectSiwxAccount(state);
  const prepared = state.siwx?.prepared;
  if (account && prepared && sameAccount(prepared, account))
    return { state: 'ready', message: prepared.message };
  return state.siwx?.preparation === 'failed' ? { state: 'failed' } : { state: 'preparing' };
}

/**
 * Prepares the message Sign will ask the wallet to sign (when SIWXSignMessage opens, see
 * siwxListeners), so the view can show it before anything is signed. Nothing is asked again while a
 * usable one is kept or one is being prepared. A failure is kept as `preparation: 'failed'` (the view
 * says so; Sign then prepares the message itself) and rejects with the cause.
 */
export const prepareSiwxMessage = createKitAsyncThunk<PreparedSiwxMessage | undefined, void>(
  'siwx/prepare',
  async (_, { getState, dispatch, extra, rejectWithValue }) => {
    const account = selectSiwxAccount(getState());
    try {
      const config = requireSiwxConfig(extra.services);
      if (!account) throw new NoActiveCaipAddressError();
      const siwx = getState().siwx;
      if (siwx?.preparation === 'preparing') return undefined;
      const kept = usablePreparedMessage(siwx, account, Date.now());
      if (kept) return kept;
      dispatch(siwxMessagePreparing());
      const prepared = await buildSiwxSignIn(config, account);
      // The account changed, or Sign went ahead on its own message, while this was asked: not kept.
      const current = selectSiwxAccount(getState());
      if (!current || !sameAccount(current, account) || getState().siwx?.status === 'signing')
        return undefined;
      dispatch(siwxMessagePrepared(prepared));
      return prepared;
    } catch (error) {
      if (getState().siwx?.preparation === 'preparing') dispatch(siwxMessagePreparationFailed());
      return rejectWithValue(serializeError(error));
    }
  },
);
