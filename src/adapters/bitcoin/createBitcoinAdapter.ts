import { decodeBitcoinAddress } from '../../core/address/bitcoinAddress';
import { NetworkNotFoundError } from '../../core/errors/connectionErrors';
import { formatUnits, parseUnits } from '../../core/format/parseUnits';
import type { Network } from '../../core/networks/network';
import type {
  AdapterCallContext,
  AdapterEventHandlers,
  AdapterFactory,
  AdapterOptions,
  Eip1193Provider,
  TransactionRequest,
} from '../ChainAdapter';
import { readRequest, request } from '../evm/evmCommon';
import type { BitcoinAdapter } from './BitcoinAdapterContract';
import { BITCOIN_METHODS as M } from './BitcoinWalletProvider';
import { createBitcoinChainClient } from './bitcoinChainClient';
import { BitcoinMethodUnsupportedError, InvalidBitcoinRequestError } from './bitcoinErrors';
import { transferVsize } from './bitcoinFees';
import { BITCOIN_FAMILY_REFERENCES, bitcoinFamilyOf, walletNetworkName } from './bitcoinNetworks';
import { type BitcoinAccounts, parseBitcoinAccounts } from './bitcoinWire';
import { checkBitcoinAddress, createBitcoinWalletCalls } from './createBitcoinWalletCalls';
import { waitForBitcoinTransaction } from './waitForBitcoinTransaction';

// The Bitcoin adapter (bip122), loaded lazily by `bitcoinAdapter()` (portico/adapters/bitcoin). Wallet
// calls follow BitcoinWalletProvider.ts (sats-connect's methods, called on the injected provider: no
// SDK in this chunk); chain reads go to the network's node (bitcoinChainClient.ts). The account is the
// payment address (SPEC §6), the ordinals address is kept beside it. The network follows the
// addresses' prefix among the configured ones, remembered per wallet like Solana's cluster.

export type { BitcoinAdapter } from './BitcoinAdapterContract';

/** Regtest and fresh test chains have no fee history: Bitcoin Core's minimum relay fee then. */
export const FALLBACK_FEE_RATE = 1;

/** Creates the Bitcoin adapter. */
export function createBitcoinAdapterImpl(options: AdapterOptions): BitcoinAdapter {
  const chain = createBitcoinChainClient(options);
  const networks = options.networks.filter((network) => network.chainNamespace === 'bip122');
  const chosen = new WeakMap<object, Network>();
  const accountsOf = new WeakMap<object, BitcoinAccounts>();

  const networkFor = (provider: Eip1193Provider): Network => {
    const network = chosen.get(provider) ?? networks[0];
    if (!network) throw new NetworkNotFoundError();
    return network;
  };
  /** Stores what the wallet answered; the network is the configured one of the addresses' family. */
  const connection = (context: AdapterCallContext, answer: unknown) => {
    const accounts = parseBitcoinAccounts(answer);
    const family = decodeBitcoinAddress(accounts.payment.address)!.family;
    const remembered = chosen.get(context.provider);
    const network =
      remembered && bitcoinFamilyOf(remembered) === family
        ? remembered
        : networks.find((n) => bitcoinFamilyOf(n) === family);
    accountsOf.set(context.provider, accounts);
    if (network) chosen.set(context.provider, network);
    // A wallet on a family the kit was not given reports that family's chain: the kit flags it unsupported.
    return {
      accounts: accounts.addresses,
      chainId: network ? String(network.id) : BITCOIN_FAMILY_REFERENCES[family],
    };
  };
  const feeRate = async (network: Network, blocks = 2) => {
    const rate = await chain.feeRate(network, blocks);
    return rate === undefined
      ? { satPerVbyte: FALLBACK_FEE_RATE, source: 'fallback' as const }
      : { satPerVbyte: rate, source: 'node' as const };
  };
  const unspentsOf = (network: Network, address: string) =>
    chain.unspents(network, checkBitcoinAddress(address, network).script);
  const calls = createBitcoinWalletCalls();

  const adapter: BitcoinAdapter = {
    namespace: 'bip122',
    library: 'sats-connect',
    async connect(context) {
      return connection(
        context,
        await request(context, M.getAccounts, { purposes: ['payment', 'ordinals'] }),
      );
    },
    async reconnect(context) {
      return connection(context, await readRequest(context, M.getAccount));
    },
    async disconnect(context) {
      // Not every wallet knows the method; the kit forgets the session either way.
      await request(context, M.disconnect).catch(() => undefined);
      chosen.delete(context.provider);
      accountsOf.delete(context.provider);
    },
    async getAccounts(context) {
      return accountsOf.get(context.provider)?.addresses ?? [];
    },
    async getBitcoinAddresses(context) {
      const accounts = parseBitcoinAccounts(await readRequest(context, M.getAccount));
      accountsOf.set(context.provider, accounts);
      return accounts;
    },
    async getChainId(context) {
      return String(networkFor(context.provider).id);
    },
    async switchNetwork(context) {
      const known = networks.find((item) => item.caipNetworkId === context.network.caipNetworkId);
      if (!known) throw new NetworkNotFoundError();
      const current = accountsOf.get(context.provider);
      const family = current && decodeBitcoinAddress(current.payment.address)?.family;
      if (family && family !== bitcoinFamilyOf(known)) {
        // The wallet's addresses change with its network: ask it, then read them again.
        await request(context, M.changeNetwork, { name: walletNetworkName(known) });
        accountsOf.set(context.provider, parseBitcoinAccounts(await readRequest(context, M.getAccount)));
      }
      chosen.set(context.provider, known);
    },
    ...calls,
    async signMessage(context) {
      return (await calls.signBitcoinMessage({ ...context, protocol: 'BIP322' })).signature;
    },
    async sendTransaction(context) {
      const { to, value } = context.request;
      if (value === undefined) throw new InvalidBitcoinRequestError('amount', 'missing');
      // The Send form's fee rate rides on the request (sat/vB); sendTransfer checks it.
      const feeRate = requestFeeRate(context.request);
      return calls.sendTransfer({
        ...context,
        recipients: [{ address: to, amount: value }],
        ...(feeRate === undefined ? {} : { feeRate }),
      });
    },
    waitForTransaction: ({ network, hash }) => waitForBitcoinTransaction(chain, network, hash),
    async estimateGas({ network, request: transfer }) {
      // The fee in satoshis of a one-input transfer with change (Bitcoin has no gas), at the request's
      // `feeRate` (the Send form's choice) or else the node's rate.
      const sender = checkBitcoinAddress(transfer.from, network);
      const recipient = checkBitcoinAddress(transfer.to, network);
      const vsize = transferVsize(sender.type, 1, [recipient.script, sender.script]);
      const rate = requestFeeRate(transfer) ?? (await feeRate(network)).satPerVbyte;
      return BigInt(Math.ceil(vsize * rate));
    },
    estimateFeeRate: ({ network, blocks }) => feeRate(network, blocks),
    async getBalance({ network, address }) {
      const sats = (await unspentsOf(network, address)).reduce((sum, u) => sum + u.value, 0n);
      return {
        balance: formatUnits(sats, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },
    getUtxos: ({ network, address }) => unspentsOf(network, address),
    async maxSendable({ network, address, recipient, feeRate: rate }) {
      if (!(Number.isFinite(rate) && rate > 0))
        throw new InvalidBitcoinRequestError('feeRate', `not a positive sat/vB rate: ${String(rate)}`);
      const sender = checkBitcoinAddress(address, network);
      const to = checkBitcoinAddress(recipient, network);
      const unspents = await chain.unspents(network, sender.script);
      const total = unspents.reduce((sum, u) => sum + u.value, 0n);
      const fee = BigInt(Math.ceil(transferVsize(sender.type, unspents.length, [to.script]) * rate));
      return total > fee ? { amount: total - fee, fee } : { amount: 0n, fee };
    },
    parseUnits,
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    signTypedData: () => Promise.reject(new BitcoinMethodUnsupportedError('signTypedData')),
    sendCalls: () => Promise.reject(new BitcoinMethodUnsupportedError('wallet_sendCalls')),
    getCallsStatus: () => Promise.reject(new BitcoinMethodUnsupportedError('wallet_getCallsStatus')),
    getCapabilities: async () => ({}),
    subscribe: (provider, handlers) => subscribeBitcoin(provider, handlers, accountsOf),
  };
  return adapter;
}

/**
 * The fee rate (sat/vB) a request carries (TransactionRequest.feeRate, the Send form's choice). Present
 * but not a positive number (a JavaScript caller is not held to the type): refused, never ignored.
 */
function requestFeeRate(request: Pick<TransactionRequest, 'feeRate'>): number | undefined {
  const rate: unknown = request.feeRate;
  if (rate === undefined) return undefined;
  if (typeof rate !== 'number' || !(Number.isFinite(rate) && rate > 0))
    throw new InvalidBitcoinRequestError('feeRate', `not a positive sat/vB rate: ${String(rate)}`);
  return rate;
}

/** accountChange (the accounts are read again, malformed ones ignored) and disconnect. */
function subscribeBitcoin(
  provider: Eip1193Provider,
  handlers: AdapterEventHandlers,
  accountsOf: WeakMap<object, BitcoinAccounts>,
): () => void {
  if (typeof provider.on !== 'function') return () => undefined;
  const onAccounts = () => {
    readRequest({ provider }, M.getAccount).then(
      (answer) => {
        try {
          const accounts = parseBitcoinAccounts(answer);
          accountsOf.set(provider, accounts);
          handlers.accountsChanged(accounts.addresses);
        } catch {
          // A malformed answer changes nothing.
        }
      },
      // No account granted any more (locked, permission renounced): nothing connected.
      () => handlers.accountsChanged([]),
    );
  };
  const onDisconnect = (error?: unknown) => handlers.disconnect(error);
  provider.on('accountsChanged', onAccounts);
  provider.on('disconnect', onDisconnect);
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts);
    provider.removeListener?.('disconnect', onDisconnect);
  };
}

const createBitcoinAdapter: AdapterFactory = createBitcoinAdapterImpl;

export default createBitcoinAdapter;
