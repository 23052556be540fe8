import { defineError } from '../core/errors/defineError';

// createAppKit option errors that SPEC §8 has no text for: each names the option and the fix.

export const NoNetworksError = defineError(
  'NoNetworksError',
  '`networks` must list at least one network, e.g. networks: [mainnet]',
);
export const InvalidNetworkOptionError = defineError(
  'InvalidNetworkOptionError',
  (index: number, reason: string) => `networks[${index}] is not a valid network: ${reason}`,
);
export const NetworkNamespaceNotConfiguredError = defineError(
  'NetworkNamespaceNotConfiguredError',
  (network: string, namespace: string, configured: string) =>
    `Network ${network} belongs to namespace '${namespace}', which is not configured (configured: ${configured}); add an adapter for '${namespace}' or remove the network`,
);
export const DefaultNetworkNotListedError = defineError(
  'DefaultNetworkNotListedError',
  (id: string) => `defaultNetwork ${id} is not in \`networks\``,
);
export const InvalidThemeModeError = defineError(
  'InvalidThemeModeError',
  (value: string) => `Invalid themeMode "${value}": use "light" or "dark"`,
);
export const UnknownViewError = defineError(
  'UnknownViewError',
  (view: string) => `Unknown view "${view}": it is neither a core view nor served by a registered plugin`,
);
