import type { ConnectMethod, Features } from '../core/constants/features';
import type {
  AllWalletsMode,
  CoinbasePreference,
  UniversalProviderConfigOverride,
} from '../store/slices/optionsSlice';

export type { AllWalletsMode, CoinbasePreference, UniversalProviderConfigOverride };

/** A wallet the host adds to the list (AppKit's `customWallets` entry; links open it over WalletConnect). */
export interface CustomWallet {
  id: string;
  name: string;
  homepage?: string;
  /** http(s) or data:image/ URL. */
  image_url?: string;
  /** Native deep link base, e.g. `mywallet://`. */
  mobile_link?: string;
  desktop_link?: string;
  /** Universal (web) link, the fallback when the app is not installed. */
  webapp_link?: string;
  app_store?: string;
  play_store?: string;
}

/** createAppKit's `features`: the switches of SPEC §9, plus AppKit's `connectMethodsOrder`. */
export type FeaturesOption = Partial<Features> & {
  /** The Connect view's entries in this order (each of 'email', 'social', 'wallet' at most once). */
  connectMethodsOrder?: ConnectMethod[];
};

/** The options AppKit documents that Portico took over for migrating apps (docs/migrating-from-appkit.md). */
export interface AppKitParityOptions {
  /** Terms of service URL: with it (or `privacyPolicyUrl`) the Connect view shows the legal footer. */
  termsConditionsUrl?: string;
  /** Privacy policy URL: with it (or `termsConditionsUrl`) the Connect view shows the legal footer. */
  privacyPolicyUrl?: string;
  /** Wallets of your own, listed after the featured ones. */
  customWallets?: CustomWallet[];
  /** False: no wallet list, only e-mail and social login (default true). */
  enableWallets?: boolean;
  /** The All Wallets entry: 'SHOW' (default), 'HIDE', or 'ONLY_MOBILE' (phones only). */
  allWallets?: AllWalletsMode;
  /** True: every alert the kit raises is also reported through `onWarn` (default false). */
  debug?: boolean;
  /** True: "New to wallets?" with a link to WalletGuide under the Connect view (default false). */
  enableWalletGuide?: boolean;
  /** True: on a phone the modal fills the screen (default false: a bottom sheet). */
  enableMobileFullScreen?: boolean;
  /** False: Coinbase Wallet is left out of the registry lists (default true). */
  enableCoinbase?: boolean;
  /** Accepted and validated; Portico has no Coinbase SDK connector, so it changes nothing yet. */
  coinbasePreference?: CoinbasePreference;
  /** Replaces parts of what the WalletConnect session requests (methods, chains, events, rpcMap, defaultChain). */
  universalProviderConfigOverride?: UniversalProviderConfigOverride;
}
