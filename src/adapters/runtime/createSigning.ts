import { ChainAdapterNotFoundError } from '../../core/errors/connectionErrors';
import { TOAST } from '../../core/errors/toasts';
import type { Network } from '../../core/networks/network';
import { classifyRpcError } from '../../core/rpcErrors';
import { cachesSlice } from '../../store/slices/cachesSlice';
import type { ChainAdapter } from '../ChainAdapter';
import type { AdapterRuntime } from './AdapterRuntime';
import { type RuntimeContext, type RuntimeSession, withTimeout } from './createRuntimeContext';
import { InvalidGasPriceError } from './runtimeErrors';

// Wallet requests of the connected session (whatever connector holds it: the provider comes from
// the session) with EIP-1193 errors mapped to the catalogue and the SPEC §8 toasts.

/** The signing part of the runtime. */
export type Signing = Pick<
  AdapterRuntime,
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'waitForTransaction'
  | 'estimateGas'
  | 'getGasPrice'
  | 'sendCalls'
  | 'getCallsStatus'
  | 'getCapabilities'
>;

const requireNetwork = (network: Network | undefined) => {
  if (!network) throw new ChainAdapterNotFoundError();
  return network;
};

/** Creates the signing part of the runtime. */
export function createSigning(ctx: RuntimeContext): Signing {
  /** Runs a wallet request; a rejection shows the SPEC toast and the error is rethrown. */
  const signing = async <T>(run: (adapter: ChainAdapter, s: RuntimeSession) => Promise<T>) => {
    const s = ctx.session();
    const adapter = await ctx.loadAdapter(s.namespace);
    try {
      return await run(adapter, s);
    } catch (error) {
      if (classifyRpcError(error).kind === 'userRejected') {
        const smart = ctx.getState().chains.preferredAccountTypes[s.namespace] === 'smartAccount';
        ctx.deps.showNotification({
          message: smart ? TOAST.smartAccountUnsupported : TOAST.signatureDeclined,
          variant: 'error',
        });
      }
      throw error;
    }
  };

  /** Waits for `hash` to be mined on the session's network, then refreshes every balance. */
  const followTransaction = async (hash: string) => {
    try {
      const s = ctx.session();
      const adapter = await ctx.loadAdapter(s.namespace);
      await adapter.waitForTransaction({ network: requireNetwork(s.network), hash });
      await ctx.refreshAllBalances();
    } catch {
      // Disconnected, switched away or the receipt never came: the next refresh (poll, view) catches up.
    }
  };

  return {
    signMessage: (message) =>
      signing((adapter, s) => adapter.signMessage({ provider: s.provider, address: s.address, message })),
    signTypedData: (typedData) =>
      signing((adapter, s) => adapter.signTypedData({ provider: s.provider, address: s.address, typedData })),
    async sendTransaction(request) {
      const hash = await signing((adapter, s) =>
        adapter.sendTransaction({
          provider: s.provider,
          network: requireNetwork(s.network),
          request: { ...request, from: s.address },
        }),
      );
      // Balances follow every transaction the kit sends: once its receipt is seen, the native balance
      // and the token list are read again from their sources (the caches would hide the change).
      void followTransaction(hash);
      return hash;
    },
    async waitForTransaction(hash) {
      const s = ctx.session();
      const adapter = await ctx.loadAdapter(s.namespace);
      const result = await adapter.waitForTransaction({ network: requireNetwork(s.network), hash });
      ctx.dispatch(cachesSlice.actions.cacheCleared({ cache: 'balance' }));
      await ctx.refreshAllBalances().catch(() => undefined);
      return result;
    },
    async estimateGas(request) {
      const s = ctx.session();
      const adapter = await ctx.loadAdapter(s.namespace);
      return adapter.estimateGas({
        network: requireNetwork(s.network),
        request: { ...request, from: s.address },
      });
    },
    async getGasPrice() {
      // Read through the wallet, like the other session reads: wallets forward eth_* reads to their node.
      const price = await withTimeout(ctx.session().provider.request({ method: 'eth_gasPrice' }));
      if (typeof price !== 'string' || !/^0x[0-9a-f]+$/i.test(price)) throw new InvalidGasPriceError();
      return BigInt(price);
    },
    sendCalls: (calls, capabilities) =>
      signing((adapter, s) =>
        adapter.sendCalls({
          provider: s.provider,
          network: requireNetwork(s.network),
          from: s.address,
          calls,
          ...(capabilities ? { capabilities } : {}),
        }),
      ),
    getCallsStatus: (id) => signing((adapter, s) => adapter.getCallsStatus({ provider: s.provider, id })),
    getCapabilities: () =>
      signing((adapter, s) => adapter.getCapabilities({ provider: s.provider, address: s.address })),
  };
}
