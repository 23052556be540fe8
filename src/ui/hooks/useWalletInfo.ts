import { useMemo } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import { useKitSelector } from '../../store/react/kitHooks';
import type { ConnectedWalletInfo } from '../../store/slices/connectionSlice';
import { useKit } from '../react/KitContext';

/** What `useWalletInfo` returns. */
export interface UseWalletInfoReturnType {
  /** Name, icon and ids of the connected wallet; undefined when none. */
  walletInfo: ConnectedWalletInfo | undefined;
}

/** The wallet the namespace (active by default) is connected through; re-renders only when it changes. */
export function useWalletInfo({ namespace }: { namespace?: ChainNamespace } = {}): UseWalletInfoReturnType {
  useKit('useWalletInfo');
  const walletInfo = useKitSelector((s) => {
    const ns = namespace ?? s.chains.activeNamespace;
    return ns ? s.connection.wallets[ns] : undefined;
  });
  return useMemo(() => ({ walletInfo }), [walletInfo]);
}
