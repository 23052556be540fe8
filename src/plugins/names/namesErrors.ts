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
