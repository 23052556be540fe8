import { isCaipNetworkId } from '../core/caip';
import type { ThemeVariables } from '../store/slices/themeSlice';
import type { CreateAppKitOptions } from './appKitOptions';
import { parityOptionErrors } from './checkParityOptions';
import { InvalidOptionError } from './optionErrors';
import { unknownKey, unknownOptionKeys } from './optionKeys';
import { THEME_VARIABLES, themeVariableOf } from './themeVariableOf';

// The checks of AppKit's option shapes (issue 24): a development build runs them as the kit is created
// and throws the first error; a production build leaves this file out of its start-up code (the
// callers' branch is `process.env.NODE_ENV !== 'production'`) and loads it once the page has painted,
// to report every problem through `onWarn`. Never silently ignored, never a broken production page.

/** What a check found: errors (thrown in development) and warnings (always reported, never thrown). */
export interface OptionProblems {
  errors: Error[];
  warnings: string[];
}

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key `themeVariables` accepts, for the nearest-key hint. */
const THEME_KEYS = /* @__PURE__ */ THEME_VARIABLES.flatMap((name) => {
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return [name, `--w3m-${kebab}`, `--apkt-${kebab}`];
});

/** The problem with `value` for the kit's `variable`, if any. */
function themeValueFix(variable: keyof ThemeVariables, value: unknown): string | undefined {
  if (variable === 'zIndex')
    return Number.isInteger(Number(value)) && value !== '' ? undefined : 'use an integer';
  if (variable === 'colorMixStrength') {
    const n = Number(value);
    return value !== '' && n >= 0 && n <= 100 ? undefined : 'use a number from 0 to 100';
  }
  return typeof value === 'string' && value.trim() !== '' ? undefined : 'use a non-empty string';
}

/**
 * `themeVariables`: each key is the kit's or AppKit's (`--w3m-*` / `--apkt-*`), each value fits its
 * variable, and two keys for one variable agree. `--w3m-qr-color` is accepted (the resolver says it
 * is not applied).
 */
export function themeVariableProblems(input: unknown): OptionProblems {
  const problems: OptionProblems = { errors: [], warnings: [] };
  if (input === undefined) return problems;
  if (!isObject(input)) {
    problems.errors.push(
      new InvalidOptionError('themeVariables', String(input), 'use an object of theme variables'),
    );
    return problems;
  }
  const set = new Map<string, unknown>();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const path = `themeVariables[${JSON.stringify(key)}]`;
    // Not applied, and named by the resolver (docs/theming.md says why): no error.
    if (/^--(?:w3m|apkt)-qr-color$/.test(key)) continue;
    const variable = themeVariableOf(key);
    if (!variable) {
      problems.errors.push(unknownKey(path, key, THEME_KEYS, `use one of ${THEME_KEYS.join(', ')}`));
      continue;
    }
    const fix = themeValueFix(variable, value);
    if (fix) problems.errors.push(new InvalidOptionError(path, shown(value), fix));
    else if (set.has(variable) && String(set.get(variable)) !== String(value)) {
      problems.errors.push(
        new InvalidOptionError(path, shown(value), `it sets ${variable} as another key does: set it once`),
      );
    }
    set.set(variable, value);
  }
  return problems;
}

const RPC_SHAPE =
  "use { 'eip155:1': [{ url: 'https://...' }] } (CAIP-2 id -> list of { url } or URL strings)";
const isRpcUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);

/** `customRpcUrls`: CAIP-2 ids to lists of `{ url, config? }` or URL strings; `config` is a warning. */
export function rpcUrlProblems(input: unknown): OptionProblems {
  const problems: OptionProblems = { errors: [], warnings: [] };
  if (input === undefined) return problems;
  const fail = (path: string, value: unknown) =>
    problems.errors.push(new InvalidOptionError(`customRpcUrls${path}`, shown(value), RPC_SHAPE));
  if (!isObject(input)) {
    fail('', input);
    return problems;
  }
  let withConfig = false;
  for (const [id, list] of Object.entries(input)) {
    const at = `[${JSON.stringify(id)}]`;
    if (!isCaipNetworkId(id)) fail(at, id);
    else if (!Array.isArray(list)) fail(at, list);
    else {
      list.forEach((entry: unknown, index) => {
        const url = isObject(entry) ? entry.url : entry;
        if (!isRpcUrl(url)) fail(`${at}[${index}]`, entry);
        if (isObject(entry) && entry.config !== undefined) withConfig = true;
      });
    }
  }
  if (withConfig) {
    problems.warnings.push(
      "[portico] customRpcUrls: each entry's `config` is not applied; the kit's clients keep their own timeout and retries",
    );
  }
  return problems;
}

const SIWE_FUNCTIONS = ['getNonce', 'verifyMessage', 'getSession', 'signOut'] as const;

/** AppKit's `siweConfig`: the object `createSIWEConfig` returns, with its four functions. */
function siweConfigErrors(input: unknown): Error[] {
  if (input === undefined) return [];
  if (!isObject(input))
    return [new InvalidOptionError('siweConfig', String(input), 'use the object createSIWEConfig returns')];
  return SIWE_FUNCTIONS.filter((name) => typeof input[name] !== 'function').map(
    (name) => new InvalidOptionError(`siweConfig.${name}`, String(input[name]), 'use a function'),
  );
}

/** Every problem of createAppKit's options this file checks, but `themeVariables` (its resolver checks them). */
export function optionProblems(input: Record<string, unknown>): OptionProblems {
  const rpc = rpcUrlProblems(input.customRpcUrls);
  return {
    errors: [
      ...unknownOptionKeys(input),
      ...rpc.errors,
      ...siweConfigErrors(input.siweConfig),
      ...parityOptionErrors(input as unknown as CreateAppKitOptions),
    ],
    warnings: rpc.warnings,
  };
}
