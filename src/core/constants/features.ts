// Feature flags and orderings of SPEC §1, §2 and §9.

/** Social login providers of the embedded wallet (SPEC §1, §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;

/** A social login provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Social buttons shown by default, in display order; Farcaster is a login of its own, not a provider. */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const;

/** A social login button: a provider or Farcaster. */
export type SocialOption = (typeof DEFAULT_SOCIALS)[number];

/** Feature defaults (SPEC §9); an app's `features` option is merged over these. */
export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  names: true,
  socials: DEFAULT_SOCIALS,
} as const;

/** A feature name. */
export type Feature = keyof typeof DEFAULT_FEATURES;

/** The features that are plain on/off switches. */
export type BooleanFeature = Exclude<Feature, 'socials'>;

/** Resolved feature settings; `socials: false` turns social login off. */
export type Features = { [K in BooleanFeature]: boolean } & { socials: readonly SocialOption[] | false };

/** Order of the wallet feature buttons in the account view. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;

/** A wallet feature button. */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number];

/** Default order of the connect methods. */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const;

/** Order used when injected or announced wallets exist: the installed wallet is the likely choice. */
export const CONNECT_METHOD_ORDER_WITH_WALLETS = ['wallet', 'email', 'social'] as const;

/** A connect method. */
export type ConnectMethod = (typeof CONNECT_METHOD_ORDER)[number];
