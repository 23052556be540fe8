import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import { createStateSelector } from '../core/createStateSelector';
import type { RootState } from '../createKitStore';

// The one reading of "the active account" (wagmi's getAccount): the active namespace, its network and
// that namespace's account, by connection status. Plugins' target selectors (history, send, names,
// receive, SIWX) and the hooks are built on it, so none reads `chains[ns].accountState` on its own.

/** Where the active account is: the active namespace and network (also known without an account). */
interface ActiveAccountPlace {
  namespace?: ChainNamespace;
  /** The active network's id; may be one the app did not configure (the wallet moved there). */
  caipNetworkId?: CaipNetworkId;
  /** The active network as configured; undefined when it is not one of the app's networks. */
  network?: Network;
}

/**
 * The active account, discriminated by the connection status of SPEC §4 (connecting, connected,
 * disconnected). A returning visitor is `connecting` until the wallet confirms; `address` is there
 * once the wallet reported one. Connected always has an address: a namespace marked connected before
 * its account arrived still reads as `connecting`.
 */
export type ActiveAccount =
  | ({ status: 'disconnected' } & ActiveAccountPlace)
  | ({ status: 'connecting'; namespace: ChainNamespace; address?: string } & ActiveAccountPlace)
  | ({
      status: 'connected';
      namespace: ChainNamespace;
      address: string;
      /** The native balance in currency units ("1.5") as last read; undefined before a read. */
      balance?: string;
      balanceSymbol?: string;
    } & ActiveAccountPlace);

/** The active account's status (SPEC §4). */
export type ActiveAccountStatus = ActiveAccount['status'];

const activeChain = (s: RootState) =>
  s.chains.activeNamespace ? s.chains.chains[s.chains.activeNamespace] : undefined;

/**
 * The active account (see `ActiveAccount`), memoised: the same object while none of the values it
 * is made of changed (another namespace's account, a profile name or a modal change do not count).
 */
export const selectActiveAccount = createStateSelector(
  [
    (s: RootState) => s.chains.activeNamespace,
    (s: RootState) => s.chains.activeCaipNetworkId,
    (s: RootState) => (s.chains.activeNamespace ? s.connection.status[s.chains.activeNamespace] : undefined),
    (s: RootState) => activeChain(s)?.caipNetworks,
    (s: RootState) => activeChain(s)?.accountState.address,
    (s: RootState) => activeChain(s)?.accountState.balance,
    (s: RootState) => activeChain(s)?.accountState.balanceSymbol,
  ],
  (namespace, caipNetworkId, status, networks, address, balance, balanceSymbol): ActiveAccount => {
    const place: ActiveAccountPlace = {
      ...(namespace ? { namespace } : {}),
      ...(caipNetworkId ? { caipNetworkId } : {}),
    };
    const network = networks?.find((n) => n.caipNetworkId === caipNetworkId);
    if (network) place.network = network;
    if (!namespace || status === undefined || status === 'disconnected')
      return { status: 'disconnected', ...place };
    if (status === 'connected' && address)
      return {
        status: 'connected',
        ...place,
        namespace,
        address,
        ...(balance === undefined ? {} : { balance }),
        ...(balanceSymbol === undefined ? {} : { balanceSymbol }),
      };
    return { status: 'connecting', ...place, namespace, ...(address ? { address } : {}) };
  },
);

/** The active account's address while it has one (connecting with a reported account, or connected). */
export const selectActiveAddress = (state: RootState): string | undefined => {
  const account = selectActiveAccount(state);
  return account.status === 'disconnected' ? undefined : account.address;
};

/** The active account when connected, else undefined. */
export const selectConnectedAccount = (state: RootState) => {
  const account = selectActiveAccount(state);
  return account.status === 'connected' ? account : undefined;
};
