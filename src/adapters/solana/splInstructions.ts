import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from './solanaChainClient';

// The two SPL instructions a token send needs, written from the programs' published instruction
// layouts so the kit needs no @solana/spl-token (its whole package for two instructions). Both are
// built with web3.js, so they live in the Solana adapter's lazy chunk only.

/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** The associated token account of `owner` for `mint` (the PDA of owner, token program, mint). */
export function associatedTokenAddress(owner: string, mint: string): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [
      new PublicKey(owner).toBytes(),
      new PublicKey(TOKEN_PROGRAM_ID).toBytes(),
      new PublicKey(mint).toBytes(),
    ],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  );
  return address;
}

// web3.js copies instruction data into its own Buffer when it compiles the message, so a plain
// Uint8Array is enough here (no global Buffer in a browser).
const asData = (bytes: Uint8Array) => bytes as Buffer;

/**
 * `CreateIdempotent` (instruction 1) of the Associated Token Account program: creates `owner`'s token
 * account for `mint`, paid by `payer`, and succeeds without change when it already exists (so a
 * receiver whose account appears between the check and the send does not fail the transfer).
 */
export function createAssociatedTokenAccountIdempotentInstruction(
  payer: string,
  owner: string,
  mint: string,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    keys: [
      { pubkey: new PublicKey(payer), isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: new PublicKey(owner), isSigner: false, isWritable: false },
      { pubkey: new PublicKey(mint), isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: new PublicKey(TOKEN_PROGRAM_ID), isSigner: false, isWritable: false },
    ],
    data: asData(Uint8Array.of(1)),
  });
}

/**
 * SPL Token `TransferChecked` (instruction 12: amount u64 little-endian, then decimals): the program
 * refuses the transfer when `decimals` is not the mint's, so a wrong token list cannot move 10^n times
 * the amount the user saw.
 */
export function transferCheckedInstruction(parameters: {
  source: PublicKey;
  mint: string;
  destination: PublicKey;
  owner: string;
  amount: bigint;
  decimals: number;
}): TransactionInstruction {
  const data = new Uint8Array(10);
  const view = new DataView(data.buffer);
  view.setUint8(0, 12);
  view.setBigUint64(1, parameters.amount, true);
  view.setUint8(9, parameters.decimals);
  return new TransactionInstruction({
    programId: new PublicKey(TOKEN_PROGRAM_ID),
    keys: [
      { pubkey: parameters.source, isSigner: false, isWritable: true },
      { pubkey: new PublicKey(parameters.mint), isSigner: false, isWritable: false },
      { pubkey: parameters.destination, isSigner: false, isWritable: true },
      { pubkey: new PublicKey(parameters.owner), isSigner: true, isWritable: false },
    ],
    data: asData(data),
  });
}
