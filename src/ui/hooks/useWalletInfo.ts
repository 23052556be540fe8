import { useMemo } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import type { ConnectedWalletInfo } from '../../store/slices/connectionSlice';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** What `useWalletInfo` returns. */
export interface UseWalletInfoReturnType {
  /** Name, icon and ids of the connected wallet; undefined when none. */
  walletInfo: ConnectedWalletInfo | undefined;
}

/** The wallet the namespace (active by default) is connected through; re-renders only when it changes. */
export function useWalletInfo({ namespace }: { namespace?: ChainNamespace } = {}): UseWalletInfoReturnType {
  const kit = useKitOrPageKit('useWalletInfo');
  const walletInfo = useKitValue(kit, (s) => {
    const ns = namespace ?? s.chains.activeNamespace;
    return ns ? s.connection.wallets[ns] : undefined;
  });
  return useMemo(() => ({ walletInfo }), [walletInfo]);
}
