import {
  type Config,
  type Connector,
  type CreateConnectorFn,
  createConfig,
  type Storage,
  type Transport,
} from '@wagmi/core';
import type { Chain } from 'viem';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { AdapterDescriptor, AdapterFactory, FollowedKit } from '../ChainAdapter';
import {
  PORTICO_CONNECTOR_TYPE,
  type PorticoConnectorProperties,
  porticoConnector,
} from './porticoConnector';
import { type CustomRpcUrl, toWagmiChain, wagmiTransports } from './wagmiChains';
import { WagmiConnectorMissingError, WagmiNoEvmNetworkError } from './wagmiErrors';

// The public entry `portico/adapters/wagmi`. Only this entry imports @wagmi/core (checked by
// .dependency-cruiser.cjs and test/build.test.ts), so a host that does not use wagmi never loads it.
// The kit's own wallet work (connect, sign, send, balances) is the viem adapter, fetched on first use.

export {
  PORTICO_CONNECTOR_TYPE,
  type PorticoConnectorParameters,
  type PorticoConnectorProperties,
  porticoConnector,
} from './porticoConnector';
export type { CustomRpcUrl } from './wagmiChains';
export {
  WagmiAdapterInUseError,
  WagmiChainNotConfiguredError,
  WagmiConnectCancelledError,
  WagmiConnectorMissingError,
  WagmiKitMissingError,
  WagmiNoEvmNetworkError,
  WagmiWalletDisconnectedError,
} from './wagmiErrors';

/** What `new WagmiAdapter(...)` takes: AppKit's shape, plus wagmi `createConfig` options passed through. */
export interface WagmiAdapterParameters {
  /** The app's networks; the eip155 ones become wagmi's chains, in this order. */
  networks: readonly Network[];
  /** Accepted for AppKit's shape; the wagmi config reads over `customRpcUrls` or each network's URL. */
  projectId?: string;
  /** CAIP-2 id to RPC URLs (strings, or AppKit's `{ url }`); the first is wagmi's transport for that chain. */
  customRpcUrls?: Readonly<Record<string, readonly CustomRpcUrl[]>>;
  /** Transports by chain id, replacing the default http transport of those chains. */
  transports?: Readonly<Record<number, Transport>>;
  /** More wagmi connectors besides the Portico one (which is always first). */
  connectors?: readonly CreateConnectorFn[];
  storage?: Storage | null;
  ssr?: boolean;
  /** wagmi's own EIP-6963 discovery; off by default, since the kit's modal lists those wallets. */
  multiInjectedProviderDiscovery?: boolean;
  syncConnectedChain?: boolean;
  pollingInterval?: number;
}

/** A wagmi config the host made itself, holding `porticoConnector()`. */
export interface WagmiAdapterFromConfig {
  config: Config;
}

type PorticoConnector = Connector & PorticoConnectorProperties;

const isPorticoConnector = (connector: Connector): connector is PorticoConnector =>
  connector.type === PORTICO_CONNECTOR_TYPE && typeof connector.followKit === 'function';

const evmNetworks = (networks: readonly Network[]) =>
  (Array.isArray(networks) ? networks : []).filter(
    (network) => network?.chainNamespace === 'eip155' && typeof network.id === 'number',
  );

function buildConfig(parameters: WagmiAdapterParameters): Config {
  const { networks, projectId: _projectId, customRpcUrls, transports, connectors = [], ...rest } = parameters;
  const evm = evmNetworks(networks);
  if (evm.length === 0) throw new WagmiNoEvmNetworkError();
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...rest,
    chains: evm.map(toWagmiChain) as [Chain, ...Chain[]],
    transports: wagmiTransports(evm, customRpcUrls, transports),
    connectors: [porticoConnector(), ...connectors],
  });
}

/**
 * The wagmi adapter, AppKit's way: `const wagmiAdapter = new WagmiAdapter({ projectId, networks })`,
 * `createAppKit({ adapters: [wagmiAdapter], networks, projectId })`, and
 * `<WagmiProvider config={wagmiAdapter.wagmiConfig}>`: wagmi's hooks then follow the kit's connection.
 * Given `{ config }` instead, it follows a wagmi config the host built with `porticoConnector()`.
 */
export class WagmiAdapter implements AdapterDescriptor {
  readonly namespace: ChainNamespace = 'eip155';
  readonly library = 'wagmi';
  /** The wagmi config to give `<WagmiProvider config>` (or @wagmi/core's actions). */
  readonly wagmiConfig: Config;
  readonly projectId: string | undefined;

  constructor(parameters: WagmiAdapterParameters | WagmiAdapterFromConfig) {
    if (parameters && 'config' in parameters) {
      this.wagmiConfig = parameters.config;
      this.projectId = undefined;
      if (!this.wagmiConfig?.connectors?.some(isPorticoConnector)) throw new WagmiConnectorMissingError();
    } else {
      this.wagmiConfig = buildConfig(parameters);
      this.projectId = parameters.projectId;
    }
  }

  /** The kit's chain work is the viem adapter's (wagmi's peer viem), fetched the first time a wallet is used. */
  load(): Promise<{ default: AdapterFactory }> {
    return import('../evm/createViemAdapter');
  }

  /**
   * Called by createAppKit: the config's Portico connector(s) follow that kit until it is destroyed. When
   * one cannot (it follows another live kit), the new kit is destroyed and the error thrown, so
   * createAppKit fails and leaves nothing of that kit behind.
   */
  followKit(kit: FollowedKit): void {
    const stops: (() => void)[] = [];
    const stopAll = () => {
      for (const stop of stops.splice(0)) stop();
    };
    try {
      for (const connector of this.wagmiConfig.connectors.filter(isPorticoConnector))
        stops.push(connector.followKit(kit, this.wagmiConfig));
    } catch (error) {
      stopAll();
      kit.destroy();
      throw error;
    }
    kit.services.onDispose(stopAll);
  }
}

/** `new WagmiAdapter({ config })` as a function, for a host-made wagmi config holding `porticoConnector()`. */
export function wagmiAdapter(parameters: WagmiAdapterFromConfig): WagmiAdapter {
  return new WagmiAdapter(parameters);
}
