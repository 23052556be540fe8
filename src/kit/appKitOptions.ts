import type { AdapterDescriptor } from '../adapters/ChainAdapter';
import type { AnalyticsConsent } from '../api/analytics/analyticsEvent';
import type { ChainNamespace } from '../core/namespaces';
import type { AccountType } from '../core/networks/namespaceFeatures';
import type { Network } from '../core/networks/network';
import type { SiwxConfig } from '../core/siwx/siwxConfig';
import type { PluginDescriptor } from '../plugins/definePlugin';
import type { KitInitialState } from '../store/persistence/kitInitialState';
import type { KitStorage } from '../store/persistence/kitStorage';
import type { AppMetadata } from '../store/slices/optionsSlice';
import type { ThemeMode } from '../store/slices/themeSlice';
import type { AppKitParityOptions, FeaturesOption } from './appKitParityOptions';
import type { CustomRpcUrlsOption } from './resolveCustomRpcUrls';
import type { ThemeVariablesOption } from './resolveThemeVariables';
import type { AppKitSiweConfig } from './siweConfig';

export type { AdapterDescriptor } from '../adapters/ChainAdapter';

/** Options of `createAppKit`. Only `projectId` and `networks` are needed; everything else has a default. */
export interface CreateAppKitOptions extends AppKitParityOptions {
  /** Your project id; without it the kit shows the "project id not configured" alert. */
  projectId: string;
  /** The networks the app supports; at least one. The first is the default unless `defaultNetwork` is set. */
  networks: readonly Network[];
  defaultNetwork?: Network;
  /**
   * Chain adapters, e.g. `[viemAdapter()]` from `portico/adapters/viem` or `[ethersAdapter()]` from
   * `portico/adapters/ethers`. Their namespaces are the configured ones; without adapters every namespace
   * is (and no wallet can connect).
   */
  adapters?: readonly AdapterDescriptor[];
  metadata?: Partial<AppMetadata>;
  /** Feature switches merged over the defaults of SPEC §9, and the Connect view's `connectMethodsOrder`. */
  features?: FeaturesOption;
  /** Custom plugins registered besides the built-in ones the features switch on. */
  plugins?: readonly PluginDescriptor[];
  themeMode?: ThemeMode;
  /**
   * The kit's theme variables (`accent`, `colorMix`, ...) or AppKit's `--w3m-*` / `--apkt-*` keys,
   * mapped onto them (docs/theming.md). An unknown key throws in development.
   */
  themeVariables?: ThemeVariablesOption;
  /**
   * Base URL of the blockchain API (the sandbox's reference API in development). Analytics are sent
   * only to an API given here; without it none are sent (docs/analytics.md).
   */
  apiUrl?: string;
  /**
   * The visitor's analytics consent at start, `granted` by default: `pending` holds events until
   * `kit.setAnalyticsConsent('granted')`, `denied` sends none (docs/analytics.md).
   */
  analyticsConsent?: AnalyticsConsent;
  /** Where persisted items go (localStorage, cookies, memory). */
  storage?: KitStorage;
  /**
   * The segment of this kit's storage keys (`@appkit/{storageNamespace}/…`). Defaults to one derived
   * from `projectId`, so two kits on a page never share state; set it to keep two kits of one project
   * apart.
   */
  storageNamespace?: string;
  /**
   * Persisted items read on the server from the request's cookies (`cookieToInitialState`), restored
   * synchronously so the first render already shows them. With cookie storage (`createCookieStorage`).
   */
  initialState?: KitInitialState;
  /** AppKit's legacy SIWE config (`createSIWEConfig`), mapped onto SIWX (docs/siwx.md); not with `siwx`. */
  siweConfig?: AppKitSiweConfig;
  /** Sign in with the wallet after connect (docs/siwx.md): `referenceApiSiwx({ apiUrl })`, `localSiwx()` or your own. */
  siwx?: SiwxConfig;
  locale?: string;
  allowUnsupportedChain?: boolean;
  enableNetworkSwitch?: boolean;
  enableWalletConnect?: boolean;
  enableReconnect?: boolean;
  /** Render the modal where it is placed instead of portalling it into document.body. */
  disableAppend?: boolean;
  enableEmbedded?: boolean;
  featuredWalletIds?: string[];
  includeWalletIds?: string[];
  excludeWalletIds?: string[];
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  /**
   * RPC endpoints by CAIP-2 network id, tried before the network's own: AppKit's
   * `{ 'eip155:1': [{ url }] }` (its `config` is not applied), or plain URL strings.
   */
  customRpcUrls?: CustomRpcUrlsOption;
  /**
   * EVM chain ids where the swaps plugin offers swaps besides SPEC §9's list (e.g. `[31337]` for the
   * sandbox's local chain, whose API serves the convert routes): docs/plugins/swaps.md.
   */
  swapNetworkIds?: number[];
  /**
   * Icon overrides by connector or wallet id (registry id, connector id or rdns) -> image URL; they win
   * over announced icons and the API's images. Only http(s) and data:image/ URLs.
   */
  connectorImages?: Record<string, string>;
  /** Icon overrides by chain id (`1`) or CAIP-2 id (`eip155:1`) -> image URL. */
  chainImages?: Record<string, string>;
  /** Icon overrides by token symbol (`USDC`) -> image URL, over the API's token icons. */
  tokenImages?: Record<string, string>;
  /** Receives kit warnings (e.g. a corrupt stored value was dropped); defaults to console.warn. */
  onWarn?: (message: string) => void;
}
