import { defineError } from '../../core/errors/defineError';

// Errors of the public hooks that SPEC §8 has no text for: each names the hook and the fix.

/** Two or more kits live on the page and the hook has no `<AppKitProvider>` above it to pick one. */
export const AmbiguousAppKitError = /* @__PURE__ */ defineError({
  name: 'AmbiguousAppKitError',
  message: (hook: string, count: number) =>
    `"${hook}" is used outside an <AppKitProvider> while ${count} kits exist on this page: wrap the component in <AppKitProvider kit={yourKit}> so the hook knows which kit to read`,
  fields: (hook: string, count: number) => ({ hook, count }),
});

/** `useAppKitWallet().connect(x)`: nothing the kit knows answers to `x`. */
export const WalletNotFoundError = /* @__PURE__ */ defineError({
  name: 'WalletNotFoundError',
  message: (wallet: string) =>
    `No wallet or login method "${wallet}" in this kit: use 'walletConnect', 'email', a social provider, or the id, rdns or name of a detected wallet`,
  fields: (wallet: string) => ({ wallet }),
});

/** A feature AppKit documents that Portico does not have (e.g. switching between two wallets of one namespace). */
export const NotSupportedError = /* @__PURE__ */ defineError({
  name: 'NotSupportedError',
  message: (what: string, why: string) => `${what} is not supported by Portico: ${why}`,
  fields: (what: string) => ({ what }),
});

/** A hook action that needs a connected account found none in the namespace. */
export const NoAccountConnectedError = /* @__PURE__ */ defineError({
  name: 'NoAccountConnectedError',
  message: (namespace: string) => `No account is connected${namespace ? ` on ${namespace}` : ''}`,
  fields: (namespace: string) => ({ namespace }),
});

/** A connect that runs in the modal ended with the modal closed before any namespace connected. */
export const ConnectCancelledError = /* @__PURE__ */ defineError({
  name: 'ConnectCancelledError',
  message: (target: string) => `Connecting to "${target}" did not finish: the modal was closed first`,
  fields: (target: string) => ({ target }),
});

/** `updateEmail()`: the modal was closed before the new address was confirmed. */
export const UpdateEmailCancelledError = /* @__PURE__ */ defineError({
  name: 'UpdateEmailCancelledError',
  message: 'The e-mail was not changed: the modal was closed before the new address was confirmed',
});
