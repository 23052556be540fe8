import { defineError, type SerializedError } from '../../core/errors/defineError';
import { RegisterNameError } from '../../core/errors/nameErrors';
import type { AccountNameProblem } from './accountNameRule';

// SPEC §8 has no text for a name that breaks the §5 rule, so the error lives beside its thrower; the
// view shows the i18n text of `data.problem` instead of the message.
/** A label breaking SPEC §5; `data.problem` is `tooShort` or `characters`. */
export const AccountNameInvalidError = /* @__PURE__ */ defineError({
  name: 'AccountNameInvalidError',
  message: (label: string, _problem: AccountNameProblem) =>
    `Invalid account name ${label}: letters, digits and hyphen only, at least 4 characters`,
  fields: (label: string, problem: AccountNameProblem) => ({ label, problem }),
});

/**
 * ENSIP-11 gives an EVM chain the coin type `0x80000000 | chainId`, which holds only chain ids below
 * 2^31: a larger id would land on another chain's coin type, so it is refused (issue 24), as is an id
 * that is not a positive whole number. `data.chainId` is the id refused.
 */
export const UnsupportedCoinTypeChainError = /* @__PURE__ */ defineError({
  name: 'UnsupportedCoinTypeChainError',
  message: (chainId: number) =>
    `Chain id ${chainId} has no ENSIP-11 coin type (it must be from 1 to 2^31 - 1)`,
  fields: (chainId: number) => ({ chainId }),
});

/** A registration was started in a kit whose session cannot sign a message (no wallet, no signMessage). */
export const NoSigningWalletError = /* @__PURE__ */ defineError({
  name: 'NoSigningWalletError',
  message: 'No wallet to sign with',
});

/** Why a registration failed, for the view's text: the name was taken, the API refused the signature, the wallet declined, or anything else. */
export type RegisterNameReason = 'taken' | 'signature' | 'declined' | 'failed';

/** SPEC §8 `Error registering name {x}` with the name and the reason as data. */
export function registerNameFailure(name: string, reason: RegisterNameReason): SerializedError {
  return { ...new RegisterNameError(name).toJSON(), data: { name, reason } };
}
