import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { providerServiceId } from '../../store/services/kitServices';
import type { Eip1193Provider, FollowedKit } from '../ChainAdapter';

// What the wagmi connector reads of the kit: its eip155 connection, networks and provider. The kit's
// store is the one source; the connector only mirrors it into wagmi's state.

/** The kit's eip155 connection as wagmi needs it. */
export interface KitEvmConnection {
  accounts: readonly [`0x${string}`, ...`0x${string}`[]];
  chainId: number;
}

const stateOf = (kit: FollowedKit) => kit.store.getState() as RootState;

/** The EVM chain id of an eip155 CAIP-2 id (`eip155:8453` -> 8453), else undefined. */
function evmChainId(caipNetworkId: string | undefined): number | undefined {
  const match = caipNetworkId ? /^eip155:(\d+)$/.exec(caipNetworkId) : null;
  return match ? Number(match[1]) : undefined;
}

/** The eip155 connection, or undefined while nothing is connected (or still connecting). */
export function kitEvmConnection(kit: FollowedKit): KitEvmConnection | undefined {
  const state = stateOf(kit);
  if (state.connection.status.eip155 !== 'connected') return undefined;
  const chain = state.chains.chains.eip155;
  const address = chain?.accountState.address;
  const chainId = evmChainId(chain?.networkState.caipNetworkId);
  if (!address || chainId === undefined) return undefined;
  return { accounts: [address as `0x${string}`], chainId };
}

/** True while the kit restores or makes an eip155 connection. */
export const kitEvmConnecting = (kit: FollowedKit) => stateOf(kit).connection.status.eip155 === 'connecting';

/** True while the kit's modal is open (its public state: adapters read no modal slice). */
export const kitModalOpen = (kit: FollowedKit) => kit.getState().open;

/** The kit's eip155 network of chain `chainId`, if configured. */
export function kitEvmNetwork(kit: FollowedKit, chainId: number): Network | undefined {
  return stateOf(kit).chains.chains.eip155?.caipNetworks.find((network) => network.id === chainId);
}

/** The chain wagmi should show while disconnected: the kit's active eip155 network, if any. */
export function kitActiveEvmChainId(kit: FollowedKit): number | undefined {
  const state = stateOf(kit);
  return state.chains.activeNamespace === 'eip155' ? evmChainId(state.chains.activeCaipNetworkId) : undefined;
}

/** The connected eip155 wallet's EIP-1193 provider, registered by the kit as `provider:eip155`. */
export const kitEvmProvider = (kit: FollowedKit) =>
  kitEvmConnection(kit) ? kit.services.get<Eip1193Provider>(providerServiceId('eip155')) : undefined;

/**
 * Resolves with the first value `read` gives that is not undefined, read now and after each store
 * change. Rejects with what `read` throws, or with the signal's reason once it aborts (the connector
 * stopped following the kit: its store will not change again).
 */
export function whenKit<T>(kit: FollowedKit, read: () => T | undefined, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let unsubscribe = () => {};
    const finish = (settle: () => void) => {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(signal.reason));
    const check = () => {
      try {
        const value = read();
        if (value !== undefined) finish(() => resolve(value));
        return value !== undefined;
      } catch (error) {
        finish(() => reject(error));
        return true;
      }
    };
    if (signal.aborted) return reject(signal.reason);
    if (check()) return;
    unsubscribe = kit.store.subscribe(() => void check());
    signal.addEventListener('abort', onAbort);
  });
}
