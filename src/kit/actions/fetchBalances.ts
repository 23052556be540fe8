import type { NativeBalance } from '../../adapters/runtime/balanceEndpoints';
import type { TokenBalance } from '../../api/apiTypes';
import { type ActionKit, walletRuntime } from './walletRuntime';

// The connected account's balances, as a kit action: read through RTK Query's cache (the endpoints of
// src/adapters/runtime/balanceEndpoints.ts), the native one shown in the store as it is read.

export interface FetchBalancesParameters {
  /** Read the native balance (and show it); true by default. */
  native?: boolean;
  /** Read the token balances (wallet or API, priced); false by default. */
  tokens?: boolean;
  /** Ask the sources past the cache. */
  forceRefetch?: boolean;
}

/** What was read: `native` undefined when no account is connected; `tokens` [] when they cannot be read. */
export interface FetchBalancesReturnType {
  native?: NativeBalance;
  tokens?: TokenBalance[];
}

/** NoActiveCaipAddressError when no account is connected; else the chain read's error. */
export type FetchBalancesErrorType = Error;

/** Reads the active account's native balance and, when asked, its token balances. */
export async function fetchBalances(
  kit: ActionKit,
  { native = true, tokens = false, forceRefetch = false }: FetchBalancesParameters = {},
): Promise<FetchBalancesReturnType> {
  const balances = await (await walletRuntime(kit)).balances();
  const [nativeBalance, tokenBalances] = await Promise.all([
    native ? balances.readBalance(forceRefetch) : undefined,
    tokens ? balances.fetchTokenBalances({ forceUpdate: forceRefetch }) : undefined,
  ]);
  return {
    ...(nativeBalance ? { native: nativeBalance } : {}),
    ...(tokenBalances ? { tokens: tokenBalances } : {}),
  };
}
