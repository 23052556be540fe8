import { isImageUrl } from '../core/wallets/imageSources';
import type { WalletEntry } from '../core/wallets/walletCatalog';
import {
  defaultOptions,
  type OptionsState,
  type UniversalProviderConfigOverride,
} from '../store/slices/optionsSlice';
import type { CreateAppKitOptions } from './appKitOptions';

// Runs in every createAppKit, so it is start-up code of every page (docs/bench.md): it only maps. The
// checks (each bad value an `InvalidOptionError` naming the option, the value and the fix) are
// checkParityOptions.ts, which runs in development only, before this.

/** The part of the options state that AppKit's extra options fill in. */
export type ParityOptionsState = Pick<
  OptionsState,
  | 'customWallets'
  | 'enableWallets'
  | 'allWallets'
  | 'debug'
  | 'enableWalletGuide'
  | 'enableMobileFullScreen'
  | 'enableCoinbase'
  | 'coinbasePreference'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
  | 'connectMethodsOrder'
  | 'universalProviderConfigOverride'
>;

/** The plain options: each takes the options slice's default when not given. */
const PLAIN_OPTIONS = [
  'enableWallets',
  'allWallets',
  'debug',
  'enableWalletGuide',
  'enableMobileFullScreen',
  'enableCoinbase',
  'coinbasePreference',
  'termsConditionsUrl',
  'privacyPolicyUrl',
] as const satisfies readonly (keyof ParityOptionsState)[];

/**
 * A custom wallet's image: an image URL, or a path without a scheme (AppKit's own sample has
 * `'my_custom_wallet_image'`), which `walletImageUrl` resolves against the page. Never another scheme
 * (`javascript:`).
 */
export const isWalletImage = (value: unknown) =>
  isImageUrl(value) || (typeof value === 'string' && value !== '' && !/^[a-z][a-z\d+.-]*:/i.test(value));

/** The image URL a wallet row can show: a path is resolved against the page, where there is one. */
function walletImageUrl(value: string): string {
  if (isImageUrl(value) || !globalThis.location) return value;
  return new URL(value, globalThis.location.href).href;
}

/**
 * AppKit's custom wallet fields in the order they are checked: the registry entry's field it maps
 * onto ('' = checked, not kept) and whether it is required.
 */
export const WALLET_FIELDS: readonly (readonly [field: string, entryField: string, required?: boolean])[] = [
  ['id', 'id', true],
  ['name', 'name', true],
  ['image_url', 'imageUrl'],
  ['homepage', 'homepage'],
  ['mobile_link', 'mobileLink'],
  ['desktop_link', 'desktopLink'],
  ['webapp_link', 'universalLink'],
  ['app_store', ''],
  ['play_store', ''],
];

/** AppKit's `customWallets` mapped onto registry entries; an image the kit would not show is left out. */
function customWallets(value: unknown): WalletEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const wallet = (raw ?? {}) as Record<string, unknown>;
    const entry: Record<string, unknown> = {};
    for (const [field, entryField] of WALLET_FIELDS) {
      const v = wallet[field];
      if (v === undefined || !entryField) continue;
      if (field !== 'image_url') entry[entryField] = v;
      else if (isWalletImage(v)) entry[entryField] = walletImageUrl(v as string);
    }
    return entry as unknown as WalletEntry;
  });
}

/**
 * AppKit's extra createAppKit options (termsConditionsUrl, customWallets, allWallets, ...) as the
 * kit's options state, each defaulted from the options slice. Copies what it keeps: the kit's state
 * must not change when the host later edits its own objects.
 */
export function resolveParityOptions(input: CreateAppKitOptions): ParityOptionsState {
  const defaults = defaultOptions();
  const resolved = { customWallets: customWallets(input.customWallets) } as Record<string, unknown>;
  for (const option of PLAIN_OPTIONS) {
    const chosen = input[option] ?? defaults[option];
    if (chosen !== undefined) resolved[option] = chosen;
  }
  const order = input.features?.connectMethodsOrder;
  if (order) resolved.connectMethodsOrder = [...order];
  const override = input.universalProviderConfigOverride;
  if (override)
    resolved.universalProviderConfigOverride = structuredClone(override) as UniversalProviderConfigOverride;
  return resolved as unknown as ParityOptionsState;
}
