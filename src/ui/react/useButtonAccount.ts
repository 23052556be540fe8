import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual, useKitSelector } from '../../store/react/kitHooks';
import type { ConnectionStatus } from '../../store/slices/connectionSlice';

/** What the kit buttons show about an account. */
export interface ButtonAccount {
  status: ConnectionStatus;
  /** The confirmed address, or while reconnecting the one the visitor had last time. */
  address: string | undefined;
  profileName: string | null | undefined;
  profileImage: string | null | undefined;
  balance: string | undefined;
  balanceSymbol: string | undefined;
}

const select = (s: RootState, requested: ChainNamespace | undefined): ButtonAccount => {
  const namespace = requested ?? s.chains.activeNamespace;
  const account = namespace ? s.chains.chains[namespace]?.accountState : undefined;
  const status = (namespace && s.connection.status[namespace]) || 'disconnected';
  const restored = status === 'connecting' && namespace ? s.connection.lastAddresses[namespace] : undefined;
  return {
    status,
    address: account?.address ?? restored,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
  };
};

/** The account fields the buttons render, for a namespace (the active one by default). */
export function useButtonAccount(namespace?: ChainNamespace): ButtonAccount {
  return useKitSelector((s) => select(s, namespace), shallowEqual);
}
