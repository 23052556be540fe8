// `portico`: the framework-agnostic entry point. No React is imported from here.

export type { EmbeddedWalletKit, RegisterEmbeddedWalletOptions } from './adapters/auth/embeddedWalletConfig';
export {
  type EmbeddedWalletKitService,
  registerEmbeddedWallet,
} from './adapters/auth/registerEmbeddedWallet';
export type {
  AdapterFactory,
  AdapterOptions,
  ChainAdapter,
  Eip1193Provider,
} from './adapters/ChainAdapter';
export {
  ContractSignatureRpcError,
  type ContractSignatureVerifierOptions,
  createContractSignatureVerifier,
} from './adapters/evm/createContractSignatureVerifier';
export type { WalletConnectKitService } from './adapters/walletconnect/registerWalletConnect';
export { registerWalletConnect } from './adapters/walletconnect/registerWalletConnect';
export type {
  RegisterWalletConnectOptions,
  WalletConnectKit,
  WalletConnectMetadata,
  WalletConnectStorage,
} from './adapters/walletconnect/walletConnectConfig';
export type {
  WalletConnectConnector,
  WalletConnectProvider,
  WalletConnectSession,
  WalletConnectSessionNamespace,
} from './adapters/walletconnect/walletConnectProvider';
export type { AnalyticsConsent, AnalyticsEvent, TrackedEventName } from './api/analytics/analyticsEvent';
export type { Identity, TokenBalance } from './api/apiTypes';
export type { SerializedError } from './core/errors/defineError';
export { PorticoError } from './core/errors/defineError';
export type {
  AppKitEvent,
  AppKitEventData,
  AppKitEventMap,
  AppKitEventName,
} from './core/events/appKitEvents';
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './core/namespaces';
export { mainnet } from './core/networks/appKitNames';
export * from './core/networks/chains/bitcoin';
export * from './core/networks/chains/cosmos';
export * from './core/networks/chains/evm';
export * from './core/networks/chains/polkadot';
export * from './core/networks/chains/solana';
export type { AppKitNetwork, Network } from './core/networks/network';
export { defineNetwork } from './core/networks/network';
export type { AdapterRuntime, ProviderConnector } from './kit/adapters/AdapterRuntime';
export type { AdapterDescriptor, CreateAppKitOptions } from './kit/appKitOptions';
export type {
  AllWalletsMode,
  AppKitParityOptions,
  CoinbasePreference,
  CustomWallet,
  FeaturesOption,
  UniversalProviderConfigOverride,
} from './kit/appKitParityOptions';
export type { AppKit, OpenParameters } from './kit/createAppKit';
export { createAppKit } from './kit/createAppKit';
export type { PublicState } from './kit/publicState';
export { configurePlugins } from './plugins/configurePlugins';
export type {
  KitStartListening,
  PluginContext,
  PluginDescriptor,
  PluginLoginViewOf,
  PluginModule,
  PluginSlice,
  PluginViewOf,
  PluginViewsModule,
} from './plugins/definePlugin';
export { definePlugin } from './plugins/definePlugin';
export { type EmailPluginApi, loadEmailPlugin } from './plugins/email/loadEmailPlugin';
export type { HistoryState } from './plugins/history/historySlice';
export type { Transaction } from './plugins/history/historyTypes';
export { type HistoryPluginApi, loadHistoryPlugin } from './plugins/history/loadHistoryPlugin';
export { loadNamesPlugin, type NamesPluginApi } from './plugins/names/loadNamesPlugin';
export { loadOnrampPlugin, type OnrampPluginApi } from './plugins/onramp/loadOnrampPlugin';
export type { OnrampOrder, OnrampQuote } from './plugins/onramp/onrampTypes';
export { loadReceivePlugin, type ReceivePluginApi } from './plugins/receive/loadReceivePlugin';
export { loadSendPlugin, type SendPluginApi } from './plugins/send/loadSendPlugin';
export type { SendButtonStep } from './plugins/send/sendButtonStep';
export { loadSiwxPlugin } from './plugins/siwx/loadSiwxPlugin';
export { localSiwx } from './plugins/siwx/localSiwx';
export { type ReferenceApiSiwxOptions, referenceApiSiwx } from './plugins/siwx/referenceApiSiwx';
export type { SiwxConfig, SiwxMessageInput, StoredSiwxSession } from './plugins/siwx/siwxConfig';
export { siwxPlugin } from './plugins/siwx/siwxPlugin';
export { loadSocialsPlugin, type SocialsPluginApi } from './plugins/socials/loadSocialsPlugin';
export { completeSocialRedirect, startSocialRedirect } from './plugins/socials/socialRedirectApi';
export { loadSwapsPlugin, type SwapsPluginApi } from './plugins/swaps/loadSwapsPlugin';
export type { SwapButtonStep, SwapQuote, SwapToken } from './plugins/swaps/swapTypes';
export type { KitThunkExtra, RootState } from './store/createKitStore';
export type { CookieToInitialStateOptions } from './store/persistence/cookieToInitialState';
export { cookieToInitialState } from './store/persistence/cookieToInitialState';
export type { KitInitialState } from './store/persistence/kitInitialState';
export type { KitStorage } from './store/persistence/kitStorage';
export { createCookieStorage, createMemoryStorage } from './store/persistence/kitStorage';
export {
  type ActiveAccount,
  type ActiveAccountStatus,
  selectActiveAccount,
} from './store/selectors/selectActiveAccount';
export type { ThemeMode, ThemeVariables } from './store/slices/themeSlice';
export type {
  ConnectFlowView,
  CoreView,
  PluginLoginViewNames,
  PluginViewNames,
  ViewData,
  ViewName,
} from './store/viewNames';
// The kit's theme as CSS variables, for a self-hosted secure frame that draws its approval card to match.
export { themeStyle } from './ui/theme/themeStyle';
