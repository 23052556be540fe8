import { ChainAdapterNotFoundError } from '../../core/errors/connectionErrors';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { pendingSwitch } from '../listeners/followActiveNetwork';
import { type ActionKit, walletRuntime } from './walletRuntime';

// SPEC §4 network switching as a kit action: the active network is set in the store, and the kit's
// followActiveNetwork listener asks a connected wallet to follow.

export interface SwitchNetworkParameters {
  /** One of the kit's networks (`createAppKit({ networks })`). */
  network: Network;
}

/** The network that is now active. */
export type SwitchNetworkReturnType = Network;

/**
 * ChainAdapterNotFoundError for a network the kit was not given; otherwise the wallet's error (4001
 * when the user declines; the wallet's network is then active again).
 */
export type SwitchNetworkErrorType = InstanceType<typeof ChainAdapterNotFoundError> | Error;

/** Makes `network` active and resolves once a connected wallet followed (at once when none is). */
export async function switchNetwork(
  kit: ActionKit,
  { network }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const wallets = await walletRuntime(kit);
  const { chains } = kit.store.getState() as RootState;
  const known = chains.chains[network.chainNamespace]?.caipNetworks ?? [];
  if (!known.some((n) => n.caipNetworkId === network.caipNetworkId)) throw new ChainAdapterNotFoundError();
  kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
  await pendingSwitch(wallets);
  return network;
}
