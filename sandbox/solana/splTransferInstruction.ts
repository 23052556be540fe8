import { PublicKey, TransactionInstruction } from '@solana/web3.js';

// An SPL Token `Transfer` instruction built by hand (instruction 3, amount as u64 little-endian), so
// tests and the sandbox need no @solana/spl-token.

/** The SPL Token program id. */
export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

/** Moves `amount` base units from token account `source` to token account `destination`, signed by `owner`. */
export function splTransferInstruction(
  source: string,
  destination: string,
  owner: string,
  amount: bigint,
): TransactionInstruction {
  const data = Buffer.alloc(9);
  data.writeUInt8(3, 0);
  data.writeBigUInt64LE(amount, 1);
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: new PublicKey(source), isSigner: false, isWritable: true },
      { pubkey: new PublicKey(destination), isSigner: false, isWritable: true },
      { pubkey: new PublicKey(owner), isSigner: true, isWritable: false },
    ],
    data,
  });
}
