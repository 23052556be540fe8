import type { PayloadAction } from '@reduxjs/toolkit';
import { type ConnectMethod, DEFAULT_FEATURES, type Features } from '../../core/constants/features';
import { SDK_TYPE, SDK_VERSION } from '../../core/constants/sdk';
import type { ChainNamespace } from '../../core/namespaces';
import type { AccountType } from '../../core/networks/namespaceFeatures';
import type { WalletEntry } from '../../core/wallets/walletCatalog';
import { createSlice } from '../core/createSlice';

/** Where the All Wallets entry shows (AppKit's `allWallets`). */
export type AllWalletsMode = 'SHOW' | 'HIDE' | 'ONLY_MOBILE';

/** Which Coinbase Wallet kinds an app offers (AppKit's `coinbasePreference`; kept, see docs/migrating-from-appkit.md). */
export type CoinbasePreference = 'all' | 'smartWalletOnly' | 'eoaOnly';

/** Overrides of WalletConnect's requested namespaces (AppKit's `universalProviderConfigOverride`). */
export interface UniversalProviderConfigOverride {
  methods?: Record<string, string[]>;
  chains?: Record<string, string[]>;
  events?: Record<string, string[]>;
  rpcMap?: Record<string, string>;
  defaultChain?: string;
}

/** App metadata shown to wallets and sent to the embedded-wallet frame. */
export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** The serialisable part of the kit's options, after defaults are applied. */
export interface OptionsState {
  projectId: string;
  metadata: AppMetadata;
  features: Features;
  /** Base URL of the blockchain API (SPEC §7). */
  apiUrl: string;
  sdkType: string;
  sdkVersion: string;
  locale: string;
  /**
   * The shipped locale whose strings have arrived (src/ui/i18n/loadLocaleData.ts): the views show
   * `locale` once this names its table, English until then (and on the server, so hydration matches).
   */
  loadedLocale: string;
  enableWalletConnect: boolean;
  enableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
  /** Basic WalletConnect mode: no UnsupportedChain view, QR only. */
  basic: boolean;
  enableReconnect: boolean;
  disableAppend: boolean;
  enableEmbedded: boolean;
  featuredWalletIds: string[];
  includeWalletIds: string[];
  excludeWalletIds: string[];
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>;
  /** Custom RPC URLs by CAIP-2 id; override the network's default RPC. */
  customRpcUrls: Record<string, string[]>;
  /** EVM chain ids where swaps are offered besides SPEC §9's list (createAppKit's `swapNetworkIds`). */
  swapNetworkIds: number[];
  /** Host icon overrides (connector/wallet id, chain id, token symbol -> image URL). */
  connectorImages: Record<string, string>;
  chainImages: Record<string, string>;
  tokenImages: Record<string, string>;
  /** Legal links: with either, the Connect view shows the terms footer. */
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /** Host-defined wallets, listed in the custom section of the wallet list (SPEC §9 order). */
  customWallets: WalletEntry[];
  /** False hides the wallet list: e-mail and social login only. */
  enableWallets: boolean;
  allWallets: AllWalletsMode;
  /** Every alert the kit raises is also reported through `onWarn`. */
  debug: boolean;
  /** Shows "New to wallets?" with a link to WalletGuide under the Connect view. */
  enableWalletGuide: boolean;
  /** On a phone the modal fills the screen instead of sitting at the bottom. */
  enableMobileFullScreen: boolean;
  /** False leaves Coinbase Wallet out of the registry lists. */
  enableCoinbase: boolean;
  coinbasePreference: CoinbasePreference;
  /** The order of the Connect view's entries; the SPEC §2 order when unset. */
  connectMethodsOrder?: ConnectMethod[];
  universalProviderConfigOverride?: UniversalProviderConfigOverride;
}

/** Options with every default applied; createAppKit overrides them from the host's options. */
export function defaultOptions(): OptionsState {
  return {
    projectId: '',
    metadata: { name: 'Portico app', description: '', url: '', icons: [] },
    features: { ...DEFAULT_FEATURES },
    apiUrl: 'https://rpc.walletconnect.org',
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    locale: 'en',
    loadedLocale: 'en',
    enableWalletConnect: true,
    enableNetworkSwitch: true,
    allowUnsupportedChain: false,
    basic: false,
    enableReconnect: true,
    disableAppend: false,
    enableEmbedded: false,
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    defaultAccountTypes: {},
    customRpcUrls: {},
    swapNetworkIds: [],
    connectorImages: {},
    chainImages: {},
    tokenImages: {},
    customWallets: [],
    enableWallets: true,
    allWallets: 'SHOW',
    debug: false,
    enableWalletGuide: false,
    enableMobileFullScreen: false,
    enableCoinbase: true,
    coinbasePreference: 'all',
  };
}

/** The kit's options and feature switches; features can be toggled at runtime. */
export const optionsSlice = createSlice({
  name: 'options',
  initialState: defaultOptions,
  reducers: {
    featuresSet(state, action: PayloadAction<Partial<Features>>) {
      Object.assign(state.features, action.payload);
    },
    localeSet(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    localeLoaded(state, action: PayloadAction<string>) {
      state.loadedLocale = action.payload;
    },
  },
  selectors: {
    selectOptions: (state) => state,
    selectFeatures: (state) => state.features,
    selectProjectId: (state) => state.projectId,
  },
});
