import type { Eip1193Provider, ProviderConnector } from '../ChainAdapter';
import { announcedConnectorId, INJECTED_CONNECTOR_ID } from './connectorIds';
import { discoverEip6963 } from './discoverEip6963';

/** The browser globals discovery uses (the window, or a test double). */
export interface DiscoveryTarget {
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  dispatchEvent: Window['dispatchEvent'];
  ethereum?: unknown;
}

/** Where discovered wallets go (the adapter runtime). */
export interface ConnectorSink {
  addConnector(connector: ProviderConnector): void;
  removeConnector(id: string): void;
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';

/**
 * Starts EVM wallet discovery in a browser: EIP-6963 announcements (also late ones) become ANNOUNCED
 * connectors with their rdns as id, and a legacy `window.ethereum` that no announced wallet stands for
 * becomes the INJECTED connector. Returns the stop function.
 */
export function startEvmDiscovery(target: DiscoveryTarget, sink: ConnectorSink): () => void {
  const announced = new Set<Eip1193Provider>();
  let injected: Eip1193Provider | undefined;
  const stop = discoverEip6963(target, ({ info, provider }) => {
    announced.add(provider);
    // The injected provider turned out to be this wallet: one row, the announced one.
    if (injected === provider) {
      injected = undefined;
      sink.removeConnector(INJECTED_CONNECTOR_ID);
    }
    sink.addConnector({
      id: announcedConnectorId(info.rdns),
      type: 'ANNOUNCED',
      name: info.name,
      chain: 'eip155',
      provider,
      ...(info.icon ? { icon: info.icon } : {}),
      rdns: info.rdns,
    });
  });
  // Wallets announce synchronously in answer to the request, so what is left here is a legacy wallet.
  const legacy = target.ethereum;
  if (isProvider(legacy) && !announced.has(legacy)) {
    injected = legacy;
    sink.addConnector({
      id: INJECTED_CONNECTOR_ID,
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
      provider: legacy,
    });
  }
  return stop;
}
