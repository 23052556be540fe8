import { defineError } from '../core/errors/defineError';

// createAppKit option errors that SPEC §8 has no text for: each names the option and the fix.

export const NoNetworksError = /* @__PURE__ */ defineError({
  name: 'NoNetworksError',
  message: '`networks` must list at least one network, e.g. networks: [mainnet]',
});
export const InvalidNetworkOptionError = /* @__PURE__ */ defineError({
  name: 'InvalidNetworkOptionError',
  message: (index: number, reason: string) => `networks[${index}] is not a valid network: ${reason}`,
});
export const NetworkNamespaceNotConfiguredError = /* @__PURE__ */ defineError({
  name: 'NetworkNamespaceNotConfiguredError',
  message: (network: string, namespace: string, configured: string) =>
    `Network ${network} belongs to namespace '${namespace}', which is not configured (configured: ${configured}); add an adapter for '${namespace}' or remove the network`,
});
export const DefaultNetworkNotListedError = /* @__PURE__ */ defineError({
  name: 'DefaultNetworkNotListedError',
  message: (id: string) => `defaultNetwork ${id} is not in \`networks\``,
});
export const InvalidThemeModeError = /* @__PURE__ */ defineError({
  name: 'InvalidThemeModeError',
  message: (value: string) => `Invalid themeMode "${value}": use "light" or "dark"`,
});
export const InvalidLocaleError = /* @__PURE__ */ defineError({
  name: 'InvalidLocaleError',
  message: (value: string) =>
    `Invalid locale "${value}": use a BCP 47 language tag such as "en", "de" or "pt-BR"`,
  fields: (value: string) => ({ value }),
});
export const InvalidAnalyticsConsentError = /* @__PURE__ */ defineError({
  name: 'InvalidAnalyticsConsentError',
  message: (value: string) => `Invalid analyticsConsent "${value}": use "granted", "pending" or "denied"`,
  fields: (value: string) => ({ value }),
});
export const InvalidImageOptionError = /* @__PURE__ */ defineError({
  name: 'InvalidImageOptionError',
  message: (option: string, key: string, reason: string) =>
    `${option}[${JSON.stringify(key)}] ${reason}: use an http(s) URL or a data:image/ URI`,
  fields: (option: string, key: string) => ({ option, key }),
});
export const OpenNamespaceNotConfiguredError = /* @__PURE__ */ defineError({
  name: 'OpenNamespaceNotConfiguredError',
  message: (namespace: string, configured: string) =>
    `open({ namespace: '${namespace}' }): no network of '${namespace}' is configured (configured: ${configured})`,
  fields: (namespace: string) => ({ namespace }),
});
export const InvalidOptionError = /* @__PURE__ */ defineError({
  name: 'InvalidOptionError',
  message: (option: string, value: string, expected: string) => `Invalid ${option} ${value}: ${expected}`,
  fields: (option: string) => ({ option }),
});

// SPEC §8 texts, verbatim (test/errorCatalogue.test.ts holds them).
export const SiweAndSiwxBothSetError = /* @__PURE__ */ defineError({
  name: 'SiweAndSiwxBothSetError',
  message: 'Cannot set both `siweConfig` and `siwx` options',
});

/**
 * An option key the kit does not know (a typo, or an AppKit option Portico lacks): thrown in
 * development, reported through `onWarn` in production (`reportOptionProblems`). `option` is its path
 * (`themVariables`, `themeVariables["--w3m-acent"]`), `suggestion` the nearest known key, if any.
 */
export const UnknownOptionError = /* @__PURE__ */ defineError({
  name: 'UnknownOptionError',
  message: (option: string, hint: string, _suggestion?: string) => `Unknown option ${option}: ${hint}`,
  fields: (option: string, _hint: string, suggestion?: string) => ({
    option,
    ...(suggestion ? { suggestion } : {}),
  }),
});
