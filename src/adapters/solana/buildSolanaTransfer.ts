import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { isSolanaAddress } from '../../core/validate';
import type { TransactionRequest } from '../ChainAdapter';
import { SolanaMethodUnsupportedError } from './solanaErrors';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  transferCheckedInstruction,
} from './splInstructions';

// The transfers the kit sends on Solana (the Send plugin's requests): SOL through the System program,
// an SPL token through TransferChecked between associated token accounts, creating the receiver's
// when it does not exist yet. Kept in the adapter's lazy chunk: the send plugin only describes the
// transfer ({ to, value, splToken }), web3.js builds it here.

/** A transfer ready for the wallet, with what the caller needs to follow it. */
export interface SolanaTransfer {
  transaction: Transaction;
  lastValidBlockHeight: number;
  /** True when the transfer creates the receiver's token account (the sender pays its rent). */
  createsTokenAccount: boolean;
}

/** Builds the transaction of `request` on `connection` (latest blockhash; the sender pays the fee). */
export async function buildSolanaTransfer(
  connection: Connection,
  request: TransactionRequest,
): Promise<SolanaTransfer> {
  for (const address of [request.from, request.to, request.splToken?.mint]) {
    if (address !== undefined && !isSolanaAddress(address)) throw new NoActiveCaipAddressError();
  }
  if (request.data !== undefined) throw new SolanaMethodUnsupportedError('sendTransaction with data');
  const from = new PublicKey(request.from);
  const amount = request.value ?? 0n;
  const token = request.splToken;
  let createsTokenAccount = false;
  const instructions = [];
  if (!token) {
    instructions.push(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(request.to), lamports: amount }),
    );
  } else {
    const destination = associatedTokenAddress(request.to, token.mint);
    // Only a missing account gets the create instruction (the idempotent form, so an account made
    // meanwhile does not fail the send); an existing one costs the sender nothing extra.
    createsTokenAccount = (await connection.getAccountInfo(destination)) === null;
    if (createsTokenAccount)
      instructions.push(
        createAssociatedTokenAccountIdempotentInstruction(request.from, request.to, token.mint),
      );
    instructions.push(
      transferCheckedInstruction({
        source: associatedTokenAddress(request.from, token.mint),
        mint: token.mint,
        destination,
        owner: request.from,
        amount,
        decimals: token.decimals,
      }),
    );
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    ...instructions,
  );
  return { transaction, lastValidBlockHeight, createsTokenAccount };
}
