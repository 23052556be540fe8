import type { CreateAppKitOptions } from './appKitOptions';
import { UnknownOptionError } from './optionErrors';

// Part of the option checks (checkOptions.ts): a development build runs them as the kit is created, a
// production build leaves them out of its start-up code and loads them once the page has painted.

/** Every key of `CreateAppKitOptions`; the `satisfies` keeps it complete and exact as options change. */
const OPTION_KEYS = {
  projectId: 1,
  networks: 1,
  defaultNetwork: 1,
  adapters: 1,
  metadata: 1,
  features: 1,
  plugins: 1,
  themeMode: 1,
  themeVariables: 1,
  apiUrl: 1,
  analyticsConsent: 1,
  storage: 1,
  storageNamespace: 1,
  initialState: 1,
  siweConfig: 1,
  siwx: 1,
  locale: 1,
  allowUnsupportedChain: 1,
  enableNetworkSwitch: 1,
  enableWalletConnect: 1,
  enableReconnect: 1,
  disableAppend: 1,
  enableEmbedded: 1,
  featuredWalletIds: 1,
  includeWalletIds: 1,
  excludeWalletIds: 1,
  defaultAccountTypes: 1,
  customRpcUrls: 1,
  swapNetworkIds: 1,
  connectorImages: 1,
  chainImages: 1,
  tokenImages: 1,
  onWarn: 1,
  termsConditionsUrl: 1,
  privacyPolicyUrl: 1,
  customWallets: 1,
  enableWallets: 1,
  allWallets: 1,
  debug: 1,
  enableWalletGuide: 1,
  enableMobileFullScreen: 1,
  enableCoinbase: 1,
  coinbasePreference: 1,
  universalProviderConfigOverride: 1,
} as const satisfies Record<keyof CreateAppKitOptions, 1>;

/** Options AppKit documents that Portico does not implement (docs/migrating-from-appkit.md says why). */
const APPKIT_ONLY_OPTIONS = [
  'enableEIP6963',
  'enableInjected',
  'enableAuthLogger',
  'manualWCControl',
  'universalProvider',
  'basic',
  'sdkType',
  'sdkVersion',
  'showWallets',
  'tokens',
];

/** Levenshtein distance, case-insensitive (typos are mostly a letter dropped, doubled or swapped). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[y.length]!;
}

/** The known key closest to `key`, when it is close enough to be a typo of it. */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of known) {
    const d = distance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/**
 * An `UnknownOptionError` for `key` at `path`, naming the nearest of `known` when there is one, else
 * saying `otherwise`.
 */
export function unknownKey(path: string, key: string, known: readonly string[], otherwise: string) {
  const suggestion = nearestKey(key, known);
  return new UnknownOptionError(
    path,
    suggestion ? `did you mean ${JSON.stringify(suggestion)}?` : otherwise,
    suggestion,
  );
}

/** The unknown top-level keys of createAppKit's options, each as an `UnknownOptionError`. */
export function unknownOptionKeys(input: object): Error[] {
  const known = Object.keys(OPTION_KEYS);
  return Object.keys(input)
    .filter((key) => !Object.hasOwn(OPTION_KEYS, key))
    .map((key) =>
      APPKIT_ONLY_OPTIONS.includes(key)
        ? new UnknownOptionError(
            key,
            "AppKit's option, which Portico does not implement: remove it (docs/migrating-from-appkit.md)",
          )
        : unknownKey(key, key, known, 'not a createAppKit option (docs/migrating-from-appkit.md lists them)'),
    );
}
