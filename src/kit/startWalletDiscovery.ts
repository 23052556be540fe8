import type { AdapterDescriptor } from '../adapters/ChainAdapter';
import { startEvmDiscovery } from '../adapters/connectors/startEvmDiscovery';
import type { KitStore, RootState } from '../store/createKitStore';
import type { AdapterRuntime } from './adapters/AdapterRuntime';

// Wallet discovery of a kit, browser only (a server discovers nothing). EVM discovery is small and
// part of the kit; other namespaces bring their own in their adapter descriptor (`discover`), fetched
// only when the host configured that adapter, so e.g. Wallet Standard code never reaches EVM-only apps.

/** Starts discovery for the configured adapters; everything stops when the kit's services are disposed. */
export function startWalletDiscovery(
  kitStore: Pick<KitStore, 'store' | 'services'>,
  descriptors: readonly AdapterDescriptor[],
  adapters: AdapterRuntime,
): void {
  const { store, services } = kitStore;
  if (descriptors.some((a) => a.namespace === 'eip155' && a.load)) {
    services.onDispose(startEvmDiscovery(window as Window & { ethereum?: unknown }, adapters));
  }
  let disposed = false;
  services.onDispose(() => {
    disposed = true;
  });
  for (const descriptor of descriptors) {
    if (!descriptor.discover || !descriptor.load) continue;
    const namespace = descriptor.namespace;
    const network = () => {
      const chain = (store.getState() as RootState).chains.chains[namespace];
      const id = chain?.networkState.caipNetworkId;
      return chain?.caipNetworks.find((n) => n.caipNetworkId === id) ?? chain?.caipNetworks[0];
    };
    // A discovery chunk that fails to load leaves the namespace without installed wallets; the rest
    // of the kit (WalletConnect, the embedded wallet) still works.
    void descriptor
      .discover()
      .then(({ default: start }) => {
        if (disposed) return;
        services.onDispose(
          start({
            window,
            addConnector: adapters.addConnector,
            removeConnector: adapters.removeConnector,
            network,
          }),
        );
      })
      .catch(() => undefined);
  }
}
