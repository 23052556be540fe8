import { useCallback, useMemo } from 'react';
import type { RootState } from '../../store/createKitStore';
import { selectConnectedAccount } from '../../store/selectors/selectActiveAccount';
import { useKitOrPageKit } from '../react/pageKit';
import { NoAccountConnectedError } from './hookErrors';

/** What `fetchBalance()` resolves to (AppKit's shape: it never rejects). */
export interface FetchBalanceResult {
  /** The native balance of the active account, as a decimal string, and its symbol. */
  data?: { balance: string; symbol: string };
  /** The failure's message, null on success. */
  error: string | null;
  isSuccess: boolean;
  isError: boolean;
}

/** What `useAppKitBalance` returns. */
export interface UseAppKitBalanceReturnType {
  fetchBalance(): Promise<FetchBalanceResult>;
}

/**
 * `fetchBalance()` reads the active account's native balance through its chain adapter (the balance
 * cache of SPEC §9 answers within its lifetime) and also updates the account button. Never re-renders.
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const kit = useKitOrPageKit('useAppKitBalance');
  const fetchBalance = useCallback(async (): Promise<FetchBalanceResult> => {
    const failed = (error: unknown): FetchBalanceResult => ({
      error: error instanceof Error ? error.message : String(error),
      isSuccess: false,
      isError: true,
    });
    const namespace = (kit.store.getState() as RootState).chains.activeNamespace ?? '';
    if (!selectConnectedAccount(kit.store.getState() as RootState)) {
      return failed(new NoAccountConnectedError(namespace));
    }
    try {
      await kit.adapters.refreshBalance();
      const account = selectConnectedAccount(kit.store.getState() as RootState);
      // The account left (disconnect) while the balance was read.
      if (account?.balance === undefined) return failed(new NoAccountConnectedError(namespace));
      return {
        data: { balance: account.balance, symbol: account.balanceSymbol ?? '' },
        error: null,
        isSuccess: true,
        isError: false,
      };
    } catch (error) {
      return failed(error);
    }
  }, [kit]);
  return useMemo(() => ({ fetchBalance }), [fetchBalance]);
}
