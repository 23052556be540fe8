import { defineError } from './defineError';
import { TOAST } from './toasts';

// Errors every room shares. A room's own errors live in its `<room>Errors.ts` (docs/core.md, "Errors").

/**
 * The user declined in the wallet (EIP-1193 4001, or a WalletConnect / Solana equivalent that
 * `isUserRejection` recognises). The flows wrap the wallet's error in it (`cause`), so the store gets
 * one shape and the UI one text.
 */
export const UserRejectedRequestError = /* @__PURE__ */ defineError({
  name: 'UserRejectedRequestError',
  message: TOAST.signatureDeclined,
  code: 4001,
});

/** Something that is not an `Error` was thrown (a string, a plain object); `cause` is that value. */
export const NonErrorThrownError = /* @__PURE__ */ defineError({
  name: 'NonErrorThrownError',
  message: (value: unknown) => (typeof value === 'string' && value ? value : 'Something went wrong'),
});

/** `caught` if it is an `Error`, else a `NonErrorThrownError` wrapping it: what public callbacks receive. */
export function toError(caught: unknown): Error {
  return caught instanceof Error ? caught : new NonErrorThrownError(caught, { cause: caught });
}
