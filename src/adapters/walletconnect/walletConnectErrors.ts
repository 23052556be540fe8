import { defineError } from '../../core/errors/defineError';

// Errors of the WalletConnect connector that SPEC §8 has no text for (its SPEC texts are in core/errors/connectionErrors.ts).

/** The session the wallet approved holds no network this kit is configured with. */
export const NoApprovedNetworkError = /* @__PURE__ */ defineError({
  name: 'NoApprovedNetworkError',
  message: 'The wallet approved no network of this kit',
});

/** The pairing ended without a session (the wallet closed it, or the relay dropped it). */
export const NoSessionApprovedError = /* @__PURE__ */ defineError({
  name: 'NoSessionApprovedError',
  message: 'WalletConnect: no session was approved',
});

/** `waitForSession()` before `createPairing()`: there is no approval to wait for. */
export const NoPairingStartedError = /* @__PURE__ */ defineError({
  name: 'NoPairingStartedError',
  message: 'WalletConnect: no pairing was started',
});
