import { decodeSs58 } from '../../core/address/ss58';
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
import type {
  PolkadotAdapter,
  PolkadotTransferPreview,
  PolkadotTransferRequest,
} from './PolkadotAdapterContract';
import { POLKADOT_METHODS as M } from './PolkadotWalletProvider';
import { createPolkadotChainClient } from './polkadotChainClient';
import {
  InvalidPolkadotTransferError,
  PolkadotExistentialDepositError,
  PolkadotMethodUnsupportedError,
  PolkadotTransactionUnknownError,
} from './polkadotErrors';
import { accountIdOf, parsePolkadotAccounts, readPolkadotSignature } from './polkadotWire';

// The Polkadot adapter, loaded lazily by `polkadotAdapter()`. Wallet calls follow PolkadotWalletProvider.ts;
// balances are light HTTP reads; transfers go through @polkadot/api, fetched on the first transfer
// (polkadotChainClient.ts). Extensions have no "current chain": the network is the kit's choice,
// remembered per wallet, and addresses are shown in that network's SS58 format.

export type { PolkadotAdapter } from './PolkadotAdapterContract';

/** Creates the Polkadot adapter. */
export function createPolkadotAdapterImpl(options: AdapterOptions): PolkadotAdapter {
  const chain = createPolkadotChainClient(options);
  const networks = options.networks.filter((network) => network.chainNamespace === 'polkadot');
  const selected = new WeakMap<object, Network>();
  const finals = new Map<string, Promise<'success' | 'reverted'>>();

  const networkOf = (provider: Eip1193Provider): Network => {
    const network = selected.get(provider) ?? networks[0];
    if (!network) throw new NetworkNotFoundError();
    return network;
  };
  const connection = (context: AdapterCallContext, method: string, answer: unknown) => {
    const network = networkOf(context.provider);
    return { accounts: parsePolkadotAccounts(method, answer, network), chainId: String(network.id) };
  };

  const preview = async (
    network: Network,
    transfer: PolkadotTransferRequest,
  ): Promise<PolkadotTransferPreview> => {
    accountIdOf(transfer.from);
    if (!decodeSs58(transfer.to)) throw new InvalidPolkadotTransferError('to', 'not an SS58 address');
    if (typeof transfer.value !== 'bigint' || transfer.value < 0n)
      throw new InvalidPolkadotTransferError('value', 'not an amount in planck (a bigint of at least 0)');
    const keepAlive = transfer.keepAlive ?? true;
    const session = await chain.api(network);
    const [fee, senderFree, recipientFree] = await Promise.all([
      session.estimateFee({ ...transfer, keepAlive }),
      session.freeBalance(transfer.from),
      session.freeBalance(transfer.to),
    ]);
    const { existentialDeposit } = session;
    const senderAfter = senderFree - transfer.value - fee;
    const recipientAfter = recipientFree + transfer.value;
    const finding = (account: 'sender' | 'recipient', address: string, balanceAfter: bigint) => ({
      account,
      address,
      existentialDeposit: String(existentialDeposit),
      minimum: formatUnits(existentialDeposit, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
      balanceAfter: String(balanceAfter),
    });
    const warnings = [
      ...(senderAfter < existentialDeposit ? [finding('sender', transfer.from, senderAfter)] : []),
      ...(recipientAfter < existentialDeposit ? [finding('recipient', transfer.to, recipientAfter)] : []),
    ];
    return { fee, existentialDeposit, senderAfter, recipientAfter, warnings };
  };

  const adapter: PolkadotAdapter = {
    namespace: 'polkadot',
    library: '@polkadot/api',
    async connect(context) {
      return connection(context, M.requestAccounts, await request(context, M.requestAccounts));
    },
    async reconnect(context) {
      return connection(context, M.getAccounts, await readRequest(context, M.getAccounts));
    },
    async disconnect(context) {
      // Extensions have no disconnect: the site stays enabled in the extension; the kit forgets the session.
      selected.delete(context.provider);
    },
    async getAccounts(context) {
      const answer = await readRequest(context, M.getAccounts);
      return parsePolkadotAccounts(M.getAccounts, answer, networkOf(context.provider), { allowEmpty: true });
    },
    async getChainId(context) {
      return String(networkOf(context.provider).id);
    },
    async switchNetwork({ provider, network }) {
      const known = networks.find((item) => item.caipNetworkId === network.caipNetworkId);
      if (!known) throw new NetworkNotFoundError();
      selected.set(provider, known);
    },
    async signMessage(context) {
      accountIdOf(context.address);
      const answer = await request(context, M.signMessage, {
        address: context.address,
        message: context.message,
      });
      return readPolkadotSignature(M.signMessage, answer);
    },
    previewTransfer: ({ network, request: transfer }) => preview(network, transfer),
    async sendTransfer(context) {
      const { network, request: transfer } = context;
      const keepAlive = transfer.keepAlive ?? true;
      const { warnings } = await preview(network, transfer);
      // An allow-death transfer may reap the sender on purpose (a "send all"); nothing else passes.
      const blocking = warnings.find((w) => w.account === 'recipient' || keepAlive);
      if (blocking) throw new PolkadotExistentialDepositError(blocking);
      const session = await chain.api(network);
      const { hash, final } = await session.send({ ...transfer, keepAlive }, async (payload) =>
        readPolkadotSignature(
          M.signTransaction,
          await request(context, M.signTransaction, { address: transfer.from, transactionPayload: payload }),
        ),
      );
      finals.set(hash, final);
      return hash;
    },
    async sendTransaction(context) {
      const { from, to, value, data } = context.request;
      if (data !== undefined && data !== '0x')
        throw new PolkadotMethodUnsupportedError('sendTransaction with data');
      // `keepAlive: false` (the Send form's "send all"); anything else keeps the sender alive.
      const keepAlive = context.request.keepAlive !== false;
      return adapter.sendTransfer({ ...context, request: { from, to, value: value ?? 0n, keepAlive } });
    },
    async waitForTransaction({ hash }) {
      const final = finals.get(hash);
      if (!final) throw new PolkadotTransactionUnknownError(hash);
      const status = await final;
      finals.delete(hash);
      return { status };
    },
    async estimateGas({ network, request: transfer }) {
      return (await preview(network, { from: transfer.from, to: transfer.to, value: transfer.value ?? 0n }))
        .fee;
    },
    async getBalance({ network, address }) {
      const { free } = await chain.readAccount(network, accountIdOf(address));
      return {
        balance: formatUnits(free, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },
    parseUnits,
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    signTypedData: () => Promise.reject(new PolkadotMethodUnsupportedError('signTypedData')),
    sendCalls: () => Promise.reject(new PolkadotMethodUnsupportedError('wallet_sendCalls')),
    getCallsStatus: () => Promise.reject(new PolkadotMethodUnsupportedError('wallet_getCallsStatus')),
    getCapabilities: async () => ({}),
    subscribe: (provider, handlers) => subscribePolkadot(provider, handlers, () => networkOf(provider)),
    dispose: () => chain.dispose(),
  };
  return adapter;
}

/** accountsChanged (re-encoded for the wallet's network); a malformed list is ignored. */
function subscribePolkadot(
  provider: Eip1193Provider,
  handlers: AdapterEventHandlers,
  network: () => Network,
): () => void {
  if (typeof provider.on !== 'function') return () => undefined;
  const onAccounts = (accounts: unknown) => {
    try {
      handlers.accountsChanged(
        parsePolkadotAccounts('accountsChanged', accounts, network(), { allowEmpty: true }),
      );
    } catch {
      // A malformed event changes nothing.
    }
  };
  provider.on('accountsChanged', onAccounts);
  return () => provider.removeListener?.('accountsChanged', onAccounts);
}

const createPolkadotAdapter: AdapterFactory = createPolkadotAdapterImpl;

export default createPolkadotAdapter;
