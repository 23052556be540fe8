import { decodeBase58 } from '../../core/base58';
import { NetworkNotFoundError } from '../../core/errors/connectionErrors';
import { formatUnits, parseUnits } from '../../core/format/parseUnits';
import type { Network } from '../../core/networks/network';
import type {
  AdapterCallContext,
  AdapterEventHandlers,
  AdapterFactory,
  AdapterOptions,
  Eip1193Provider,
} from '../ChainAdapter';
import { readRequest, request } from '../evm/evmCommon';
import { buildSolanaTransfer } from './buildSolanaTransfer';
import { checkSolanaAddress, createSolanaSigning } from './createSolanaSigning';
import type { SolanaAdapter } from './SolanaAdapterContract';
import { SOLANA_METHODS as M } from './SolanaWalletProvider';
import { createSolanaChainClient } from './solanaChainClient';
import { InvalidSolanaWalletAnswerError, SolanaMethodUnsupportedError } from './solanaErrors';
import { parseSolanaAccounts } from './solanaWire';

// The Solana adapter on @solana/web3.js 1.x: loaded lazily by `solanaAdapter()`
// (portico/adapters/solana). Wallet calls follow SolanaWalletProvider.ts; chain reads go through the
// adapter's own Connection per network. Solana wallets have no "current chain" to switch: the
// cluster is the kit's choice, remembered per wallet, and the adapter sends to that cluster.

export type { SolanaAdapter } from './SolanaAdapterContract';

/** Creates the Solana adapter. */
export function createSolanaAdapterImpl(options: AdapterOptions): SolanaAdapter {
  const chain = createSolanaChainClient(options);
  const solanaNetworks = options.networks.filter((network) => network.chainNamespace === 'solana');
  const clusters = new WeakMap<object, Network>();
  // Blockhash expiry of transactions this adapter built, so waitForTransaction can stop at expiry.
  const expiries = new Map<string, number>();

  const clusterOf = (provider: Eip1193Provider): Network => {
    const network = clusters.get(provider) ?? solanaNetworks[0];
    if (!network) throw new NetworkNotFoundError();
    return network;
  };
  const connection = async (context: AdapterCallContext, accounts: unknown) => ({
    accounts: parseSolanaAccounts(accounts),
    chainId: String(clusterOf(context.provider).id),
  });
  const signing = createSolanaSigning(chain);

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    library: '@solana/web3.js',
    async connect(context) {
      return connection(context, await request(context, M.requestAccounts));
    },
    async reconnect(context) {
      return connection(context, await readRequest(context, M.getAccounts));
    },
    async disconnect(context) {
      // Not every wallet knows the method; the kit forgets the session either way.
      await request(context, M.disconnect).catch(() => undefined);
      clusters.delete(context.provider);
    },
    async getAccounts(context) {
      return parseSolanaAccounts(await readRequest(context, M.getAccounts), { allowEmpty: true });
    },
    async getChainId(context) {
      return String(clusterOf(context.provider).id);
    },
    async switchNetwork({ provider, network }) {
      const known = solanaNetworks.find((item) => item.caipNetworkId === network.caipNetworkId);
      if (!known) throw new NetworkNotFoundError();
      clusters.set(provider, known);
    },
    ...signing,
    async sendTransaction(context) {
      const { transaction, lastValidBlockHeight } = await buildSolanaTransfer(
        chain.connection(context.network),
        context.request,
      );
      const signature = await adapter.signAndSendTransaction({
        ...context,
        address: context.request.from,
        transaction,
      });
      expiries.set(signature, lastValidBlockHeight);
      return signature;
    },
    async waitForTransaction({ network, hash }) {
      if (decodeBase58(hash)?.length !== 64)
        throw new InvalidSolanaWalletAnswerError('waitForTransaction', 'not a signature');
      const status = await chain.waitForSignature(network, hash, expiries.get(hash));
      expiries.delete(hash);
      return { status };
    },
    async estimateGas({ network, request }) {
      // The fee of exactly this transfer's message, in lamports (Solana has no gas; this is what the
      // sender pays the network). Rent of a token account it creates is a deposit, not part of it.
      const { transaction } = await buildSolanaTransfer(chain.connection(network), request);
      const { value } = await chain.connection(network).getFeeForMessage(transaction.compileMessage());
      return BigInt(value ?? 0);
    },
    async getBalance({ network, address }) {
      checkSolanaAddress(address);
      const lamports = await chain.getLamports(network, address);
      return {
        balance: formatUnits(lamports, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },
    getTokenBalances: ({ network, address }) => chain.getTokenBalances(network, address),
    parseUnits,
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    signTypedData: () => Promise.reject(new SolanaMethodUnsupportedError('signTypedData')),
    sendCalls: () => Promise.reject(new SolanaMethodUnsupportedError('wallet_sendCalls')),
    getCallsStatus: () => Promise.reject(new SolanaMethodUnsupportedError('wallet_getCallsStatus')),
    getCapabilities: async () => ({}),
    subscribe: subscribeSolana,
  };
  return adapter;
}

/** accountsChanged and disconnect; malformed payloads are ignored. Solana wallets report no chain. */
function subscribeSolana(provider: Eip1193Provider, handlers: AdapterEventHandlers): () => void {
  if (typeof provider.on !== 'function') return () => undefined;
  const onAccounts = (accounts: unknown) => {
    try {
      handlers.accountsChanged(parseSolanaAccounts(accounts, { allowEmpty: true }));
    } catch {
      // A malformed event changes nothing.
    }
  };
  const onDisconnect = (error?: unknown) => handlers.disconnect(error);
  provider.on('accountsChanged', onAccounts);
  provider.on('disconnect', onDisconnect);
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts);
    provider.removeListener?.('disconnect', onDisconnect);
  };
}

const createSolanaAdapter: AdapterFactory = createSolanaAdapterImpl;

export default createSolanaAdapter;
