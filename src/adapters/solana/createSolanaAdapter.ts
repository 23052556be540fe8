import { decodeBase58, encodeBase58 } from '../../core/base58';
import { toBase64 } from '../../core/base64';
import { NetworkNotFoundError, NoActiveCaipAddressError } from '../../core/errors/catalogue';
import { formatUnits, parseUnits } from '../../core/format/parseUnits';
import type { Network } from '../../core/networks/network';
import { isSolanaAddress } from '../../core/validate';
import type {
  AdapterCallContext,
  AdapterEventHandlers,
  AdapterFactory,
  AdapterOptions,
  ChainAdapter,
  Eip1193Provider,
} from '../ChainAdapter';
import { readRequest, request, withSignal } from '../evm/evmCommon';
import { buildSolanaTransfer } from './buildSolanaTransfer';
import { SOLANA_METHODS as M, type SolanaSendOptions } from './SolanaWalletProvider';
import { createSolanaChainClient, type SolanaTokenBalance } from './solanaChainClient';
import { InvalidSolanaWalletAnswerError, SolanaMethodUnsupportedError } from './solanaErrors';
import { solanaRentShortfall } from './solanaRentShortfall';
import { validateSendOptions } from './solanaSendOptions';
import {
  type AnyTransaction,
  assertSignedBy,
  parseSolanaAccounts,
  readSignature,
  readSignedTransaction,
  serializeTransaction,
} from './solanaWire';

// The Solana adapter on @solana/web3.js 1.x: loaded lazily by `solanaAdapter()`
// (portico/adapters/solana). Wallet calls follow SolanaWalletProvider.ts; chain reads go through the
// adapter's own Connection per network. Solana wallets have no "current chain" to switch: the
// cluster is the kit's choice, remembered per wallet, and the adapter sends to that cluster.

/** The Solana adapter: the ChainAdapter contract plus the Solana signing payloads of SPEC §3. */
export interface SolanaAdapter extends ChainAdapter {
  /** The wallet signs; resolves with the signed copy (same kind as given), its signature verified. */
  signTransaction<T extends AnyTransaction>(
    context: AdapterCallContext & { address: string; transaction: T },
  ): Promise<T>;
  /** The wallet signs a list in one prompt; every signature is verified. */
  signAllTransactions<T extends AnyTransaction>(
    context: AdapterCallContext & { address: string; transactions: T[] },
  ): Promise<T[]>;
  /**
   * The wallet signs and sends with the SPEC options (validated first); resolves with the signature.
   * A wallet without the method (-32601 / 4200) signs, and the adapter sends to the active cluster.
   */
  signAndSendTransaction(
    context: AdapterCallContext & {
      network: Network;
      address: string;
      transaction: AnyTransaction;
      options?: SolanaSendOptions;
    },
  ): Promise<string>;
  /** SPL token balances of an owner on a network (jsonParsed token accounts). */
  getTokenBalances(parameters: { network: Network; address: string }): Promise<SolanaTokenBalance[]>;
}

const isMethodMissing = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === -32601 || code === 4200;
};

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
  const checkAddress = (address: string) => {
    if (!isSolanaAddress(address)) throw new NoActiveCaipAddressError();
  };

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
    async signMessage(context) {
      checkAddress(context.address);
      const bytes = new TextEncoder().encode(context.message);
      const answer = await request(context, M.signMessage, {
        message: encodeBase58(bytes),
        pubkey: context.address,
      });
      const signature = readSignature(M.signMessage, answer);
      assertSignedBy(M.signMessage, signature, bytes, context.address);
      return encodeBase58(signature);
    },
    async signTransaction(context) {
      checkAddress(context.address);
      const transaction = toBase64(serializeTransaction(context.transaction));
      const answer = await request(context, M.signTransaction, { transaction });
      return readSignedTransaction(
        M.signTransaction,
        context.transaction,
        answer,
        context.address,
      ) as typeof context.transaction;
    },
    async signAllTransactions(context) {
      checkAddress(context.address);
      const transactions = context.transactions.map((tx) => toBase64(serializeTransaction(tx)));
      const answer = await request(context, M.signAllTransactions, { transactions });
      const list = (answer as { transactions?: unknown } | null)?.transactions;
      if (!Array.isArray(list) || list.length !== transactions.length)
        throw new InvalidSolanaWalletAnswerError(
          M.signAllTransactions,
          `expected ${transactions.length} transactions`,
        );
      return context.transactions.map(
        (tx, index) =>
          readSignedTransaction(
            M.signAllTransactions,
            tx,
            { transaction: list[index] },
            context.address,
          ) as typeof tx,
      );
    },
    async signAndSendTransaction(context) {
      checkAddress(context.address);
      const sendOptions = validateSendOptions(context.options);
      const transaction = toBase64(serializeTransaction(context.transaction));
      const connection = chain.connection(context.network);
      let answer: unknown;
      try {
        answer = await request(context, M.signAndSendTransaction, { transaction, sendOptions });
      } catch (error) {
        // A node's rent refusal, through the wallet or sent here, becomes a kit error with its facts.
        const refusal = (cause: unknown) =>
          solanaRentShortfall(cause, { ...context, sender: context.address, connection });
        if (!isMethodMissing(error)) throw (await refusal(error)) ?? error;
        const signed = await adapter.signTransaction(context);
        const raw = serializeTransaction(signed);
        return withSignal(connection.sendRawTransaction(raw, sendOptions), context.signal).catch(
          async (cause: unknown) => {
            throw (await refusal(cause)) ?? cause;
          },
        );
      }
      return encodeBase58(readSignature(M.signAndSendTransaction, answer));
    },
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
      checkAddress(address);
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
