import type { CaipNetworkId } from '../../src/core/namespaces';
import type { AppKit } from '../../src/kit/createAppKit';
import { chainsSlice } from '../../src/store/slices/chainsSlice';
import { connectionSlice } from '../../src/store/slices/connectionSlice';

/**
 * Marks `address` connected on eip155 through a stub connector (`io.rabby`), as an extension would
 * leave the kit, with 1.5 ETH read on `caipNetworkId`: the plugin test kits' shared starting point.
 */
export function connectStubAccount(
  kit: AppKit,
  address: string,
  caipNetworkId: CaipNetworkId = 'eip155:1',
): void {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address,
      caipAddress: `${caipNetworkId}:${address}` as `eip155:${string}:${string}`,
      balance: '1.5',
      balanceSymbol: 'ETH',
    }),
  );
}
