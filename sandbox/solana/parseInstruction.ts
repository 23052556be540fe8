import { getBase58Decoder } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { formatTokenAmount } from './parseTokenAccount';

// One instruction of a settled transaction in the `jsonParsed` form real RPC nodes answer
// getTransaction with. Only the transfers a wallet's history needs are parsed (System `transfer`, SPL
// Token `transfer` / `transferChecked`); any other instruction comes back raw, as nodes return an
// instruction they have no parser for.

const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** An instruction as the ledger keeps it: program and accounts resolved to addresses. */
export interface LedgerInstruction {
  programId: string;
  accounts: readonly string[];
  data: Uint8Array;
}

const u64 = (data: Uint8Array, offset: number): bigint | undefined =>
  data.length >= offset + 8
    ? new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
    : undefined;

/** The instruction's parsed `info`, or undefined when it is not a transfer this parser knows. */
function parsedTransfer(
  instruction: LedgerInstruction,
): { program: string; type: string; info: object } | undefined {
  const { programId, accounts, data } = instruction;
  if (programId === SYSTEM_PROGRAM) {
    // System instructions start with a u32 index; 2 is Transfer (lamports: u64).
    const index = data.length >= 4 ? new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) : -1;
    const lamports = u64(data, 4);
    if (index !== 2 || lamports === undefined || accounts.length < 2) return undefined;
    const [source, destination] = accounts;
    return { program: 'system', type: 'transfer', info: { source, destination, lamports: Number(lamports) } };
  }
  if (programId === TOKEN_PROGRAM_ADDRESS) {
    const amount = u64(data, 1);
    if (amount === undefined) return undefined;
    if (data[0] === 3 && accounts.length >= 3) {
      const [source, destination, authority] = accounts;
      return {
        program: 'spl-token',
        type: 'transfer',
        info: { source, destination, authority, amount: amount.toString() },
      };
    }
    if (data[0] === 12 && data.length >= 10 && accounts.length >= 4) {
      const [source, mint, destination, authority] = accounts;
      const decimals = data[9] ?? 0;
      const uiAmountString = formatTokenAmount(amount, decimals);
      const tokenAmount = {
        amount: amount.toString(),
        decimals,
        uiAmount: Number(uiAmountString),
        uiAmountString,
      };
      return {
        program: 'spl-token',
        type: 'transferChecked',
        info: { source, mint, destination, authority, tokenAmount },
      };
    }
  }
  return undefined;
}

/** The jsonParsed form of `instruction`: parsed when it is a known transfer, raw (base58 data) otherwise. */
export function parseInstruction(instruction: LedgerInstruction): object {
  const parsed = parsedTransfer(instruction);
  if (parsed) {
    const { program, type, info } = parsed;
    return { program, programId: instruction.programId, parsed: { type, info }, stackHeight: null };
  }
  return {
    programId: instruction.programId,
    accounts: [...instruction.accounts],
    data: getBase58Decoder().decode(instruction.data),
    stackHeight: null,
  };
}
