import { CONNECT_METHOD_ORDER } from '../core/constants/features';
import type { CreateAppKitOptions } from './appKitOptions';
import { InvalidOptionError } from './optionErrors';
import { isWalletImage, WALLET_FIELDS } from './resolveParityOptions';

// The checks of the createAppKit options AppKit documents beyond SPEC's (termsConditionsUrl,
// customWallets, allWallets, ...). Development only, like the rest of checkOptions.ts: a development
// build throws the first `InvalidOptionError` (naming the option, the value and the fix) as the kit is
// created; a production build leaves this file out of its start-up code (docs/bench.md) and
// resolveParityOptions.ts maps what it is given, keeping only what is safe to show (links and images are
// checked again where they are rendered). Its tables are pure (`@__PURE__` on each call) so that a
// production build can drop them with the checks.

/** A test a value must pass, and the fix the error message suggests. */
type Rule = readonly [test: (value: unknown) => boolean, fix: string];

/** A value as the messages show it: strings quoted, other scalars as written. */
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
/** A structured value as the messages show it (arrays and objects as JSON). */
const json = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Throws `InvalidOptionError` unless `valid` (collected as the first error by `parityOptionErrors`). */
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

/** The plain options, each checked when given. */
const PLAIN_RULES: Record<string, Rule> = {
  enableWallets: FLAG,
  allWallets: /* @__PURE__ */ oneOf('SHOW', 'HIDE', 'ONLY_MOBILE'),
  debug: FLAG,
  enableWalletGuide: FLAG,
  enableMobileFullScreen: FLAG,
  enableCoinbase: FLAG,
  coinbasePreference: /* @__PURE__ */ oneOf('all', 'smartWalletOnly', 'eoaOnly'),
  termsConditionsUrl: HTTP_URL,
  privacyPolicyUrl: HTTP_URL,
};

const FILLED: Rule = [isFilled, 'use a non-empty string'];
const WALLET_IMAGE: Rule = [isWalletImage, 'use an http(s) URL, a data:image/ URI or a path on this site'];

/** AppKit's `customWallets`, checked field by field in WALLET_FIELDS' order. */
function checkCustomWallets(value: unknown): void {
  if (value === undefined) return;
  check(Array.isArray(value), 'customWallets', show(value), 'use an array of wallets');
  const ids = new Set<unknown>();
  (value as unknown[]).forEach((raw, index) => {
    const wallet = (raw ?? {}) as Record<string, unknown>;
    for (const [field, , required] of WALLET_FIELDS) {
      const v = wallet[field];
      if (v === undefined && !required) continue;
      const [test, fix] = field === 'image_url' ? WALLET_IMAGE : FILLED;
      check(test(v), `customWallets[${index}].${field}`, show(v), fix);
      if (field === 'id') {
        check(!ids.has(v), `customWallets[${index}].id`, show(v), 'each custom wallet needs its own id');
        ids.add(v);
      }
    }
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

/** `universalProviderConfigOverride`, checked key by key. */
function checkProviderOverride(value: unknown): void {
  if (value === undefined) return;
  const fail = (valid: boolean, path: string, part: unknown) =>
    check(valid, `universalProviderConfigOverride${path}`, json(part), OVERRIDE_SHAPE);
  fail(isRecord(value) && !Array.isArray(value), '', value);
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(given)) fail(key in OVERRIDE_RULES, `.${key}`, given[key]);
  for (const [key, test] of Object.entries(OVERRIDE_RULES)) {
    if (given[key] !== undefined) fail(test(given[key]), `.${key}`, given[key]);
  }
}

/** The first problem of AppKit's extra options, as a list of at most one error (checkOptions.ts). */
export function parityOptionErrors(input: CreateAppKitOptions): Error[] {
  try {
    checkCustomWallets(input.customWallets);
    for (const [option, [test, fix]] of Object.entries(PLAIN_RULES)) {
      const value = input[option as keyof CreateAppKitOptions];
      if (value !== undefined) check(test(value), option, show(value), fix);
    }
    const order = input.features?.connectMethodsOrder;
    if (order !== undefined) {
      check(
        isMethodsOrder(order),
        'features.connectMethodsOrder',
        json(order),
        `use each of ${quoted(CONNECT_METHOD_ORDER)} at most once`,
      );
    }
    checkProviderOverride(input.universalProviderConfigOverride);
    return [];
  } catch (error) {
    return [error as Error];
  }
}
