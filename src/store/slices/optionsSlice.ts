import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_FEATURES, type Features } from '../../core/constants/features';
import { SDK_TYPE, SDK_VERSION } from '../../core/constants/sdk';
import type { ChainNamespace } from '../../core/namespaces';
import type { AccountType } from '../../core/networks/namespaceFeatures';

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
  /** Host icon overrides (connector/wallet id, chain id, token symbol -> image URL). */
  connectorImages: Record<string, string>;
  chainImages: Record<string, string>;
  tokenImages: Record<string, string>;
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
    connectorImages: {},
    chainImages: {},
    tokenImages: {},
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
  },
  selectors: {
    selectOptions: (state) => state,
    selectFeatures: (state) => state.features,
    selectProjectId: (state) => state.projectId,
  },
});
