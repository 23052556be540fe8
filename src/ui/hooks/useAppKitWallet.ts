import { useCallback, useMemo, useState } from 'react';
import { toError } from '../../core/errors/coreErrors';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { isRestored } from '../../store/persistence/isRestored';
import { useKitOrPageKit } from '../react/pageKit';
import { connectWallet, type WalletConnection, type WalletTarget } from './connectWallet';
import { useKitValue } from './useKitValue';

export type { WalletConnection, WalletTarget } from './connectWallet';

/** Parameters of `useAppKitWallet`. */
export interface UseAppKitWalletParameters {
  /** Only wallets of this namespace (e.g. the Solana Phantom rather than its EVM face). */
  namespace?: ChainNamespace;
  onSuccess?(connection: WalletConnection): void;
  onError?(error: Error): void;
}

/** What `useAppKitWallet` returns. */
export interface UseAppKitWalletReturnType {
  /** True once the kit has restored its state (the detected wallets and the stored connection are known). */
  isReady: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
  /** The last successful connection. */
  data: WalletConnection | undefined;
  /**
   * Connects: an installed wallet (connector id, rdns or name) directly; 'walletConnect', 'email', a
   * social provider ('google', ..., 'farcaster') or a registry wallet through the modal view that runs
   * that flow. Never rejects: the outcome is in the returned state and the callbacks.
   */
  connect(wallet: WalletTarget, namespace?: ChainNamespace): Promise<void>;
}

type Outcome = Pick<UseAppKitWalletReturnType, 'isPending' | 'isSuccess' | 'isError' | 'error' | 'data'>;

const IDLE: Outcome = { isPending: false, isSuccess: false, isError: false, error: null, data: undefined };

const selectReady = (s: RootState) => isRestored(s.connectors);

/** Connects to a wallet or login method without the wallet list (AppKit's headless connect). */
export function useAppKitWallet(parameters: UseAppKitWalletParameters = {}): UseAppKitWalletReturnType {
  const kit = useKitOrPageKit('useAppKitWallet');
  const isReady = useKitValue(kit, selectReady);
  const [outcome, setOutcome] = useState<Outcome>(IDLE);
  const { namespace, onSuccess, onError } = parameters;
  const connect = useCallback(
    async (wallet: WalletTarget, only?: ChainNamespace) => {
      setOutcome({ ...IDLE, isPending: true });
      try {
        const data = await connectWallet(kit, wallet, only ?? namespace);
        setOutcome({ ...IDLE, isSuccess: true, data });
        onSuccess?.(data);
      } catch (caught) {
        const error = toError(caught);
        setOutcome({ ...IDLE, isError: true, error });
        onError?.(error);
      }
    },
    [kit, namespace, onSuccess, onError],
  );
  return useMemo(() => ({ isReady, ...outcome, connect }), [isReady, outcome, connect]);
}
