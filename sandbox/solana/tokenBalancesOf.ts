import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { decodeMintDecimals, decodeTokenAccount, formatTokenAmount } from './parseTokenAccount';

/** One entry of a transaction's `meta.preTokenBalances` / `postTokenBalances`, as RPC nodes answer it. */
export interface RpcTokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}

// History readers learn who owns a token account (and which mint it holds) from these entries: an SPL
// transfer instruction names token accounts only.
/** The token accounts among `keys` (a transaction's account list) with their owner, mint and amount now. */
export function tokenBalancesOf(svm: LiteSVM, keys: readonly string[]): RpcTokenBalance[] {
  const balances: RpcTokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key as Address);
    if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS) return;
    const token = decodeTokenAccount(account.data);
    if (!token) return;
    const mint = svm.getAccount(token.mint);
    const decimals = (mint.exists ? decodeMintDecimals(mint.data) : null) ?? 0;
    const uiAmountString = formatTokenAmount(token.amount, decimals);
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: TOKEN_PROGRAM_ADDRESS,
      uiTokenAmount: {
        amount: token.amount.toString(),
        decimals,
        uiAmount: Number(uiAmountString),
        uiAmountString,
      },
    });
  });
  return balances;
}
