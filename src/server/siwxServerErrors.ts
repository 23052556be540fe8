import { defineError } from '../core/errors/defineError';

/**
 * A sign-in's signature needs a library the host has not installed (Polkadot: the optional peer
 * `@polkadot/util-crypto`, for sr25519): `data = { namespace, packageName }`. Install it on the server.
 */
export const SiwxVerifierUnavailableError = /* @__PURE__ */ defineError({
  name: 'SiwxVerifierUnavailableError',
  message: (namespace: string, packageName: string) =>
    `Verifying ${namespace} sign-ins needs ${packageName}: install it beside portico`,
  fields: (namespace: string, packageName: string) => ({ namespace, packageName }),
});
