import { encodeBase58 } from '../../core/base58';
import { toBase64 } from '../../core/base64';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { isSolanaAddress } from '../../core/validate';
import { request, withSignal } from '../evm/evmCommon';
import type { SolanaAdapter } from './SolanaAdapterContract';
import { SOLANA_METHODS as M } from './SolanaWalletProvider';
import type { createSolanaChainClient } from './solanaChainClient';
import { InvalidSolanaWalletAnswerError } from './solanaErrors';
import { solanaRentShortfall } from './solanaRentShortfall';
import { validateSendOptions } from './solanaSendOptions';
import { assertSignedBy, readSignature, readSignedTransaction, serializeTransaction } from './solanaWire';

/** A wallet without signAndSendTransaction answers "method not found" (-32601) or "unsupported" (4200). */
const isMethodMissing = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === -32601 || code === 4200;
};

/** Signs only for a Solana address: anything else means the kit has no active Solana account. */
export function checkSolanaAddress(address: string) {
  if (!isSolanaAddress(address)) throw new NoActiveCaipAddressError();
}

type SolanaSigning = Pick<
  SolanaAdapter,
  'signMessage' | 'signTransaction' | 'signAllTransactions' | 'signAndSendTransaction'
>;

/**
 * The Solana adapter's signing half: every answer is checked (signature length, signer) before it is
 * returned, and a node's rent refusal becomes a kit error with its facts.
 */
export function createSolanaSigning(chain: ReturnType<typeof createSolanaChainClient>): SolanaSigning {
  const signing: SolanaSigning = {
    async signMessage(context) {
      checkSolanaAddress(context.address);
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
      checkSolanaAddress(context.address);
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
      checkSolanaAddress(context.address);
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
      checkSolanaAddress(context.address);
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
        const signed = await signing.signTransaction(context);
        const raw = serializeTransaction(signed);
        return withSignal(connection.sendRawTransaction(raw, sendOptions), context.signal).catch(
          async (cause: unknown) => {
            throw (await refusal(cause)) ?? cause;
          },
        );
      }
      return encodeBase58(readSignature(M.signAndSendTransaction, answer));
    },
  };
  return signing;
}
