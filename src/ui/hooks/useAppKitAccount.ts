import { useMemo } from 'react';
import type { CaipAddress, ChainNamespace } from '../../core/namespaces';
import type { AccountType } from '../../core/networks/namespaceFeatures';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual } from '../../store/react/kitHooks';
import type { AccountEntry } from '../../store/slices/chainsSlice';
import type { ConnectionStatus } from '../../store/slices/connectionSlice';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** Parameters of `useAppKitAccount`. */
export interface UseAppKitAccountParameters {
  /** The namespace to read; defaults to the active one. */
  namespace?: ChainNamespace;
}

/** The embedded-wallet details of an account connected through the auth connector. */
export interface EmbeddedWalletInfo {
  user: { email?: string | null; username?: string } | undefined;
  /** `email` or the social provider the user signed in with. */
  authProvider: string;
  accountType: AccountType | undefined;
  isSmartAccountDeployed: boolean;
}

/** What `useAppKitAccount` returns. */
export interface UseAppKitAccountReturnType {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  isConnected: boolean;
  status: ConnectionStatus;
  /**
   * Every account of the namespace's connection (an embedded wallet's EOA and smart account, or the
   * connected address alone for other wallets); empty when disconnected.
   */
  allAccounts: readonly AccountEntry[];
  /** Present only for embedded-wallet (auth connector) accounts. */
  embeddedWalletInfo?: EmbeddedWalletInfo;
}

// Flat fields only, so a shallow comparison tells whether anything the hook returns has changed.
function selectAccountFields(state: RootState, requested: ChainNamespace | undefined) {
  const namespace = requested ?? state.chains.activeNamespace;
  const account = namespace ? state.chains.chains[namespace]?.accountState : undefined;
  const connectorId = namespace ? state.connection.connectorIds[namespace] : undefined;
  const connector = state.connectors.connectors.find((c) => c.id === connectorId);
  const embedded = connector?.type === 'AUTH' || connectorId === 'auth';
  return {
    address: account?.address,
    allAccounts: account?.allAccounts,
    namespace,
    caipAddress: account?.caipAddress,
    status: (namespace && state.connection.status[namespace]) || ('disconnected' as ConnectionStatus),
    embedded,
    user: embedded ? account?.user : undefined,
    socialProvider: embedded ? account?.socialProvider : undefined,
    accountType: embedded && namespace ? state.chains.preferredAccountTypes[namespace] : undefined,
    smartAccountDeployed: embedded ? account?.smartAccountDeployed : undefined,
  };
}

const NO_ACCOUNTS: readonly AccountEntry[] = [];

// The connection's own list when the wallet reported one, else the one connected address.
function accountsOf(fields: ReturnType<typeof selectAccountFields>): readonly AccountEntry[] {
  if (fields.allAccounts && fields.allAccounts.length > 0) return fields.allAccounts;
  if (!fields.address || !fields.namespace || fields.status !== 'connected') return NO_ACCOUNTS;
  return [{ address: fields.address, type: 'eoa', namespace: fields.namespace }];
}

/** The account of a namespace (the active one by default); re-renders only when those fields change. */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const kit = useKitOrPageKit('useAppKitAccount');
  const fields = useKitValue(kit, (s) => selectAccountFields(s, namespace), shallowEqual);
  return useMemo(() => {
    const result: UseAppKitAccountReturnType = {
      address: fields.address,
      caipAddress: fields.caipAddress,
      isConnected: fields.status === 'connected',
      status: fields.status,
      allAccounts: accountsOf(fields),
    };
    if (fields.embedded) {
      result.embeddedWalletInfo = {
        user: fields.user,
        authProvider: fields.socialProvider ?? 'email',
        accountType: fields.accountType,
        isSmartAccountDeployed: fields.smartAccountDeployed === true,
      };
    }
    return result;
  }, [fields]);
}
