import {
  BITCOIN_METHODS,
  type BitcoinWalletProvider,
  type SatsConnectProvider,
} from './BitcoinWalletProvider';
import {
  BitcoinWalletMethodMissingError,
  BitcoinWalletRequestError,
  InvalidBitcoinWalletAnswerError,
} from './bitcoinErrors';

// An injected sats-connect provider seen through the kit's request shape. As sats-connect does, it asks
// `getInfo` once before the first other request: a wallet that lists its methods there and lacks the
// one asked gets BitcoinWalletMethodMissingError without a prompt. Events: sats-connect's
// `accountChange` / `disconnect` are handed on as `accountsChanged` (no payload: the adapter reads the
// accounts again) and `disconnect`.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The `result` of a sats-connect envelope; its `error` as BitcoinWalletRequestError. */
function unwrap(method: string, envelope: unknown): unknown {
  if (!isObject(envelope)) throw new InvalidBitcoinWalletAnswerError(method, 'not a JSON-RPC response');
  if (isObject(envelope.error)) {
    const code = typeof envelope.error.code === 'number' ? envelope.error.code : -32603;
    if (code === -32601) throw new BitcoinWalletMethodMissingError(method);
    throw new BitcoinWalletRequestError(method, code, String(envelope.error.message ?? ''));
  }
  if (!('result' in envelope)) throw new InvalidBitcoinWalletAnswerError(method, 'no result');
  return envelope.result;
}

/** The request-shaped provider for an injected sats-connect provider. */
export function satsConnectProvider(injected: SatsConnectProvider): BitcoinWalletProvider {
  let methods: Promise<readonly string[] | undefined> | undefined;
  const listed = () => {
    methods ??= injected
      .request(BITCOIN_METHODS.getInfo, null)
      .then((envelope) => {
        const info = unwrap(BITCOIN_METHODS.getInfo, envelope);
        const list = isObject(info) ? info.methods : undefined;
        return Array.isArray(list) && list.every((m) => typeof m === 'string')
          ? (list as string[])
          : undefined;
      })
      .catch(() => undefined);
    return methods;
  };
  const removers = new Map<(...args: unknown[]) => void, (() => void)[]>();

  return {
    async request({ method, params }) {
      const known = await listed();
      if (method === BITCOIN_METHODS.getInfo) return { methods: known };
      if (known && !known.includes(method)) throw new BitcoinWalletMethodMissingError(method);
      return unwrap(method, await injected.request(method, params ?? null));
    },
    on(event, listener) {
      if (!injected.addListener || removers.has(listener)) return;
      const names =
        event === 'accountsChanged' ? ['accountChange'] : event === 'disconnect' ? ['disconnect'] : [];
      const offs = names.map((name) => injected.addListener?.(name, () => listener()) ?? (() => undefined));
      removers.set(listener, offs);
    },
    removeListener(_event, listener) {
      for (const off of removers.get(listener) ?? []) off();
      removers.delete(listener);
    },
  };
}
