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
import { COSMOS_SEND_FEE, cosmosDenom } from './buildCosmosTransfer';
import type { CosmosAdapter } from './CosmosAdapterContract';
import { COSMOS_METHODS as M } from './CosmosWalletProvider';
import { createCosmosChainClient } from './cosmosChainClient';
import { CosmosMethodUnsupportedError, InvalidCosmosWalletAnswerError } from './cosmosErrors';
import { adr036SignBytes, stdSignatureProblem } from './cosmosSignatures';
import { walletSignAmino, walletSignDirect } from './cosmosWalletSigning';
import { parseCosmosAccounts } from './parseCosmosAccounts';
import { sendCosmosTransfer } from './sendCosmosTransfer';
import { waitForCosmosTx } from './waitForCosmosTx';

// The Cosmos adapter, loaded lazily by `cosmosAdapter()` (portico/adapters/cosmos). Wallet calls follow
// CosmosWalletProvider.ts; chain reads and broadcasts go to the network's CometBFT RPC
// (cosmosChainClient.ts). No Cosmos SDK library: the send's protobuf is written by hand
// (cosmosProto.ts) and signatures are checked with @noble/curves, which the kit already has. A Keplr-
// style wallet holds one key for many chains; the chain is the kit's choice, remembered per wallet.

export type { CosmosAdapter } from './CosmosAdapterContract';

/** Creates the Cosmos adapter. */
export function createCosmosAdapterImpl(options: AdapterOptions): CosmosAdapter {
  const chain = createCosmosChainClient(options);
  const cosmosNetworks = options.networks.filter((network) => network.chainNamespace === 'cosmos');
  const chains = new WeakMap<object, Network>();
  // The public key of each account a wallet reported (base64), which a send's AuthInfo carries.
  const publicKeys = new Map<string, string>();

  const chainOf = (provider: Eip1193Provider): Network => {
    const network = chains.get(provider) ?? cosmosNetworks[0];
    if (!network) throw new NetworkNotFoundError();
    return network;
  };
  const accountsOf = (answer: unknown, method: string, allowEmpty = false) => {
    const accounts = parseCosmosAccounts(answer, method, allowEmpty);
    for (const account of accounts) publicKeys.set(account.address, account.pubkey);
    return accounts.map((account) => account.address);
  };
  const connection = async (context: AdapterCallContext, method: string, prompt: boolean) => {
    const network = chainOf(context.provider);
    const params = { chainId: String(network.id) };
    const answer = prompt
      ? await request(context, method, params)
      : await readRequestWith(context, method, params);
    return { accounts: accountsOf(answer, method), chainId: String(network.id) };
  };

  const adapter: CosmosAdapter = {
    namespace: 'cosmos',
    library: 'keplr',
    connect: (context) => connection(context, M.requestAccounts, true),
    reconnect: (context) => connection(context, M.getAccounts, false),
    async disconnect(context) {
      // Keplr's `disable` is recent; the kit forgets the session either way.
      await request(context, M.disconnect, { chainId: String(chainOf(context.provider).id) }).catch(
        () => undefined,
      );
      chains.delete(context.provider);
    },
    async getAccounts(context) {
      const answer = await readRequestWith(context, M.getAccounts, {
        chainId: String(chainOf(context.provider).id),
      });
      return accountsOf(answer, M.getAccounts, true);
    },
    async getChainId(context) {
      return String(chainOf(context.provider).id);
    },
    async switchNetwork(context) {
      const known = cosmosNetworks.find((item) => item.caipNetworkId === context.network.caipNetworkId);
      if (!known) throw new NetworkNotFoundError();
      // The wallet must allow the site on that chain too (Keplr's enable) before it is used.
      accountsOf(await request(context, M.requestAccounts, { chainId: String(known.id) }), M.requestAccounts);
      chains.set(context.provider, known);
    },
    async signArbitrary(context) {
      const { address, data } = context;
      const chainId = String(chainOf(context.provider).id);
      const answer = await request(context, M.signArbitrary, { chainId, signerAddress: address, data });
      const problem = stdSignatureProblem(answer, address, adr036SignBytes(address, data));
      if (problem) throw new InvalidCosmosWalletAnswerError(M.signArbitrary, problem);
      const { pub_key, signature } = answer as {
        pub_key: { type: string; value: string };
        signature: string;
      };
      return { pub_key: { type: pub_key.type, value: pub_key.value }, signature };
    },
    async signDirect(context) {
      const chainId = String(chainOf(context.provider).id);
      const signed = await walletSignDirect(context, context.address, { ...context.signDoc, chainId });
      return {
        bodyBytes: signed.bodyBytes,
        authInfoBytes: signed.authInfoBytes,
        signature: signed.stdSignature,
      };
    },
    signAmino: (context) => walletSignAmino(context, context.address, context.signDoc),
    async signMessage(context) {
      return (await adapter.signArbitrary({ ...context, data: context.message })).signature;
    },
    sendTransaction: (context) =>
      sendCosmosTransfer(chain, context, async () => {
        if (!publicKeys.has(context.request.from)) await adapter.getAccounts(context);
        return publicKeys.get(context.request.from);
      }),
    async waitForTransaction({ network, hash }) {
      const found = await waitForCosmosTx(() => chain.getTx(network, hash));
      return { status: found.code === 0 ? 'success' : 'reverted' };
    },
    async estimateGas() {
      // The fee of a send in base units (Cosmos fees are set by the sender; this adapter pays a fixed one).
      return COSMOS_SEND_FEE;
    },
    async getBalance({ network, address }) {
      const amount = await chain.getBalance(network, address, cosmosDenom(network));
      return {
        balance: formatUnits(amount, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },
    parseUnits,
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    signTypedData: () => Promise.reject(new CosmosMethodUnsupportedError('signTypedData')),
    sendCalls: () => Promise.reject(new CosmosMethodUnsupportedError('wallet_sendCalls')),
    getCallsStatus: () => Promise.reject(new CosmosMethodUnsupportedError('wallet_getCallsStatus')),
    getCapabilities: async () => ({}),
    subscribe: (provider, handlers) => subscribeCosmos(provider, handlers, adapter),
  };

  return adapter;
}

/** A no-prompt read with parameters, given up after the read timeout (evmCommon's readRequest). */
function readRequestWith(context: AdapterCallContext, method: string, params: object): Promise<unknown> {
  const provider: Eip1193Provider = {
    request: (args) => context.provider.request({ ...args, params }),
  };
  return readRequest({ ...context, provider }, method);
}

/** accountsChanged (Keplr's key switch: the accounts are read again); malformed answers are ignored. */
function subscribeCosmos(
  provider: Eip1193Provider,
  handlers: AdapterEventHandlers,
  adapter: CosmosAdapter,
): () => void {
  if (typeof provider.on !== 'function') return () => undefined;
  const onAccounts = () => {
    adapter.getAccounts({ provider }).then(handlers.accountsChanged, () => undefined);
  };
  provider.on('accountsChanged', onAccounts);
  return () => provider.removeListener?.('accountsChanged', onAccounts);
}

const createCosmosAdapter: AdapterFactory = createCosmosAdapterImpl;

export default createCosmosAdapter;
