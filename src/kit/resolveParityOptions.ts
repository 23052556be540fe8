import { CONNECT_METHOD_ORDER } from '../core/constants/features';
import { isImageUrl } from '../core/wallets/imageSources';
import type { WalletEntry } from '../core/wallets/walletCatalog';
import {
  defaultOptions,
  type OptionsState,
  type UniversalProviderConfigOverride,
} from '../store/slices/optionsSlice';
import type { CreateAppKitOptions } from './appKitOptions';
import { InvalidOptionError } from './optionErrors';

// Runs in every createAppKit, so it is start-up code of every page (docs/bench.md): the checks are
// tables read by one loop each rather than a function per option, and the defaults are the options
// slice's own. Each bad value still throws `InvalidOptionError` naming the option, the value and the fix.

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

/** A test a value must pass, and the fix the error message suggests. */
type Rule = readonly [test: (value: unknown) => boolean, fix: string];

/** A value as the messages show it: strings quoted, other scalars as written. */
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
/** A structured value as the messages show it (arrays and objects as JSON). */
const json = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Throws `InvalidOptionError` unless `valid`. */
function check(valid: boolean, option: string, shown: string, fix: string): void {
  if (!valid) throw new InvalidOptionError(option, shown, fix);
}

const isString = (value: unknown) => typeof value === 'string';
const isFilled = (value: unknown) => isString(value) && value !== '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const FLAG: Rule = [(value) => typeof value === 'boolean', 'use true or false'];
// Shown as a link to every user: only a web address, never javascript: or data:.
const HTTP_URL: Rule = [
  (value) => isString(value) && /^https?:\/\/\S+$/i.test(value as string),
  'use an http(s) URL',
];
/** A list as the messages show it: 'a', 'b', 'c'. */
const quoted = (list: readonly string[]) => list.map((item) => `'${item}'`).join(', ');
const oneOf = (...allowed: string[]): Rule => [
  (value) => allowed.includes(value as string),
  `use ${quoted(allowed)}`,
];

/** The plain options: each is checked when given, else takes the options slice's default. */
const PLAIN_RULES = {
  enableWallets: FLAG,
  allWallets: oneOf('SHOW', 'HIDE', 'ONLY_MOBILE'),
  debug: FLAG,
  enableWalletGuide: FLAG,
  enableMobileFullScreen: FLAG,
  enableCoinbase: FLAG,
  coinbasePreference: oneOf('all', 'smartWalletOnly', 'eoaOnly'),
  termsConditionsUrl: HTTP_URL,
  privacyPolicyUrl: HTTP_URL,
} satisfies Partial<Record<keyof ParityOptionsState, Rule>>;

const FILLED = 'use a non-empty string';
/**
 * A custom wallet's image: an image URL, or a path without a scheme (AppKit's own sample has
 * `'my_custom_wallet_image'`), which `walletImageUrl` resolves against the page. Never another scheme
 * (`javascript:`).
 */
const isWalletImage = (value: unknown) =>
  isImageUrl(value) || (isFilled(value) && !/^[a-z][a-z\d+.-]*:/i.test(value as string));
/** The image URL a wallet row can show: a path is resolved against the page, where there is one. */
function walletImageUrl(value: string): string {
  if (isImageUrl(value) || !globalThis.location) return value;
  return new URL(value, globalThis.location.href).href;
}
/**
 * AppKit's custom wallet fields in the order they are checked: the registry entry's field it maps
 * onto ('' = checked, not kept), whether it is required, and its rule (a non-empty string unless given).
 */
const WALLET_FIELDS: readonly (readonly [
  field: string,
  entryField: string,
  required?: boolean,
  rule?: Rule,
])[] = [
  ['id', 'id', true],
  ['name', 'name', true],
  [
    'image_url',
    'imageUrl',
    false,
    [isWalletImage, 'use an http(s) URL, a data:image/ URI or a path on this site'],
  ],
  ['homepage', 'homepage'],
  ['mobile_link', 'mobileLink'],
  ['desktop_link', 'desktopLink'],
  ['webapp_link', 'universalLink'],
  ['app_store', ''],
  ['play_store', ''],
];

/** AppKit's `customWallets`, checked field by field and mapped onto registry entries. */
function customWallets(value: unknown): WalletEntry[] {
  if (value === undefined) return [];
  check(Array.isArray(value), 'customWallets', show(value), 'use an array of wallets');
  const ids = new Set<unknown>();
  return (value as unknown[]).map((raw, index) => {
    const wallet = (raw ?? {}) as Record<string, unknown>;
    const entry: Record<string, unknown> = {};
    for (const [field, entryField, required, [test, fix] = [isFilled, FILLED]] of WALLET_FIELDS) {
      const v = wallet[field];
      if (v === undefined && !required) continue;
      check(test(v), `customWallets[${index}].${field}`, show(v), fix);
      if (field === 'id') {
        check(!ids.has(v), `customWallets[${index}].id`, show(v), 'each custom wallet needs its own id');
        ids.add(v);
      }
      if (entryField) entry[entryField] = field === 'image_url' ? walletImageUrl(v as string) : v;
    }
    return entry as unknown as WalletEntry;
  });
}

const isMethodsOrder = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((method) => (CONNECT_METHOD_ORDER as readonly unknown[]).includes(method)) &&
  new Set(value).size === value.length;

const stringLists = (value: unknown) =>
  isRecord(value) && Object.values(value).every((list) => Array.isArray(list) && list.every(isString));
/** What each key of `universalProviderConfigOverride` must hold; no other key is accepted. */
const OVERRIDE_RULES: Record<string, (value: unknown) => boolean> = {
  methods: stringLists,
  chains: stringLists,
  events: stringLists,
  rpcMap: (value) => isRecord(value) && Object.values(value).every(isString),
  defaultChain: isString,
};
const OVERRIDE_SHAPE =
  'use { methods?, chains?, events?: { [namespace]: string[] }, rpcMap?: { [chainId]: URL }, defaultChain?: string }';

/** `universalProviderConfigOverride`, checked key by key and copied. */
function providerOverride(value: unknown): UniversalProviderConfigOverride | undefined {
  if (value === undefined) return undefined;
  const fail = (valid: boolean, path: string, part: unknown) =>
    check(valid, `universalProviderConfigOverride${path}`, json(part), OVERRIDE_SHAPE);
  fail(isRecord(value) && !Array.isArray(value), '', value);
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(given)) fail(key in OVERRIDE_RULES, `.${key}`, given[key]);
  const result: Record<string, unknown> = {};
  for (const [key, test] of Object.entries(OVERRIDE_RULES)) {
    if (given[key] === undefined) continue;
    fail(test(given[key]), `.${key}`, given[key]);
    // A copy: the kit's state must not change when the host later edits its own object. rpcMap (strings
    // only) is copied into a plain object, whatever object it came in.
    result[key] = key === 'rpcMap' ? { ...(given[key] as object) } : structuredClone(given[key]);
  }
  return result;
}

/**
 * Validates the createAppKit options AppKit documents beyond SPEC's (termsConditionsUrl,
 * customWallets, allWallets, ...): each bad value throws `InvalidOptionError` naming the option.
 */
export function resolveParityOptions(input: CreateAppKitOptions): ParityOptionsState {
  const defaults = defaultOptions();
  const resolved = { customWallets: customWallets(input.customWallets) } as Record<string, unknown>;
  for (const [option, [test, fix]] of Object.entries(PLAIN_RULES)) {
    const value = input[option as keyof typeof PLAIN_RULES];
    if (value !== undefined) check(test(value), option, show(value), fix);
    const chosen = value ?? defaults[option as keyof typeof PLAIN_RULES];
    if (chosen !== undefined) resolved[option] = chosen;
  }
  const order = input.features?.connectMethodsOrder;
  if (order !== undefined) {
    check(
      isMethodsOrder(order),
      'features.connectMethodsOrder',
      json(order),
      `use each of ${quoted(CONNECT_METHOD_ORDER)} at most once`,
    );
    resolved.connectMethodsOrder = [...order];
  }
  const override = providerOverride(input.universalProviderConfigOverride);
  if (override) resolved.universalProviderConfigOverride = override;
  return resolved as unknown as ParityOptionsState;
}
