import { CONNECT_METHOD_ORDER, type ConnectMethod } from '../core/constants/features';
import { isImageUrl } from '../core/wallets/imageSources';
import type { WalletEntry } from '../core/wallets/walletCatalog';
import type { OptionsState, UniversalProviderConfigOverride } from '../store/slices/optionsSlice';
import type { CreateAppKitOptions } from './appKitOptions';
import { InvalidOptionError } from './optionErrors';

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

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

function oneOf<T extends string>(option: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T))
    throw new InvalidOptionError(option, show(value), `use ${allowed.map((a) => `'${a}'`).join(', ')}`);
  return value as T;
}

function flag(option: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new InvalidOptionError(option, show(value), 'use true or false');
  return value;
}

function httpUrl(option: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  // Shown as a link to every user: only a web address, never javascript: or data:.
  if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/i.test(value))
    throw new InvalidOptionError(option, show(value), 'use an http(s) URL');
  return value;
}

function customWallets(value: unknown): WalletEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value))
    throw new InvalidOptionError('customWallets', show(value), 'use an array of wallets');
  const ids = new Set<string>();
  return value.map((raw, index) => {
    const w = (raw ?? {}) as Record<string, unknown>;
    const at = `customWallets[${index}]`;
    if (typeof w.id !== 'string' || !w.id)
      throw new InvalidOptionError(`${at}.id`, show(w.id), 'use a non-empty string');
    if (ids.has(w.id))
      throw new InvalidOptionError(`${at}.id`, show(w.id), 'each custom wallet needs its own id');
    ids.add(w.id);
    if (typeof w.name !== 'string' || !w.name)
      throw new InvalidOptionError(`${at}.name`, show(w.name), 'use a non-empty string');
    if (w.image_url !== undefined && !isImageUrl(w.image_url))
      throw new InvalidOptionError(
        `${at}.image_url`,
        show(w.image_url),
        'use an http(s) URL or a data:image/ URI',
      );
    const link = (key: string) => {
      const v = w[key];
      if (v !== undefined && (typeof v !== 'string' || !v))
        throw new InvalidOptionError(`${at}.${key}`, show(v), 'use a non-empty string');
      return v as string | undefined;
    };
    const entry: WalletEntry = { id: w.id, name: w.name };
    const homepage = link('homepage');
    const mobile = link('mobile_link');
    const desktop = link('desktop_link');
    const web = link('webapp_link');
    link('app_store');
    link('play_store');
    if (homepage) entry.homepage = homepage;
    if (mobile) entry.mobileLink = mobile;
    if (desktop) entry.desktopLink = desktop;
    if (web) entry.universalLink = web;
    if (typeof w.image_url === 'string') entry.imageUrl = w.image_url;
    return entry;
  });
}

function connectMethodsOrder(value: unknown): ConnectMethod[] | undefined {
  if (value === undefined) return undefined;
  const allowed: readonly string[] = CONNECT_METHOD_ORDER;
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((m) => allowed.includes(m)) &&
    new Set(value).size === value.length;
  if (!ok)
    throw new InvalidOptionError(
      'features.connectMethodsOrder',
      JSON.stringify(value) ?? String(value),
      "use each of 'email', 'social', 'wallet' at most once",
    );
  return [...(value as ConnectMethod[])];
}

const OVERRIDE_KEYS = ['methods', 'chains', 'events', 'rpcMap', 'defaultChain'] as const;

const OVERRIDE_SHAPE =
  'use { methods?, chains?, events?: { [namespace]: string[] }, rpcMap?: { [chainId]: URL }, defaultChain?: string }';

const isStringLists = (entry: unknown) =>
  typeof entry === 'object' &&
  entry !== null &&
  Object.values(entry).every((list) => Array.isArray(list) && list.every((x) => typeof x === 'string'));

function providerOverride(value: unknown): UniversalProviderConfigOverride | undefined {
  if (value === undefined) return undefined;
  const fail = (path: string, part: unknown) =>
    new InvalidOptionError(
      `universalProviderConfigOverride${path}`,
      JSON.stringify(part) ?? String(part),
      OVERRIDE_SHAPE,
    );
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('', value);
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key)) throw fail(`.${key}`, v[key]);
  }
  const result: UniversalProviderConfigOverride = {};
  for (const key of ['methods', 'chains', 'events'] as const) {
    if (v[key] === undefined) continue;
    if (!isStringLists(v[key])) throw fail(`.${key}`, v[key]);
    result[key] = structuredClone(v[key] as Record<string, string[]>);
  }
  const rpc = v.rpcMap;
  if (rpc !== undefined) {
    if (typeof rpc !== 'object' || rpc === null || !Object.values(rpc).every((u) => typeof u === 'string'))
      throw fail('.rpcMap', rpc);
    result.rpcMap = { ...(rpc as Record<string, string>) };
  }
  if (v.defaultChain !== undefined) {
    if (typeof v.defaultChain !== 'string') throw fail('.defaultChain', v.defaultChain);
    result.defaultChain = v.defaultChain;
  }
  return result;
}

/**
 * Validates the createAppKit options AppKit documents beyond SPEC's (termsConditionsUrl,
 * customWallets, allWallets, ...): each bad value throws `InvalidOptionError` naming the option.
 */
export function resolveParityOptions(input: CreateAppKitOptions): ParityOptionsState {
  const resolved: ParityOptionsState = {
    customWallets: customWallets(input.customWallets),
    enableWallets: flag('enableWallets', input.enableWallets, true),
    allWallets: oneOf('allWallets', input.allWallets, ['SHOW', 'HIDE', 'ONLY_MOBILE'], 'SHOW'),
    debug: flag('debug', input.debug, false),
    enableWalletGuide: flag('enableWalletGuide', input.enableWalletGuide, false),
    enableMobileFullScreen: flag('enableMobileFullScreen', input.enableMobileFullScreen, false),
    enableCoinbase: flag('enableCoinbase', input.enableCoinbase, true),
    coinbasePreference: oneOf(
      'coinbasePreference',
      input.coinbasePreference,
      ['all', 'smartWalletOnly', 'eoaOnly'],
      'all',
    ),
  };
  const terms = httpUrl('termsConditionsUrl', input.termsConditionsUrl);
  const privacy = httpUrl('privacyPolicyUrl', input.privacyPolicyUrl);
  const order = connectMethodsOrder(input.features?.connectMethodsOrder);
  const override = providerOverride(input.universalProviderConfigOverride);
  if (terms) resolved.termsConditionsUrl = terms;
  if (privacy) resolved.privacyPolicyUrl = privacy;
  if (order) resolved.connectMethodsOrder = order;
  if (override) resolved.universalProviderConfigOverride = override;
  return resolved;
}
