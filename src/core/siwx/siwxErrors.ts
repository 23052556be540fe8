import { defineError } from '../errors/defineError';

// SPEC §8 has no text for a malformed or refused sign-in message, so these errors live beside their
// only throwers (like InvalidEvmAddressError in eip55.ts). Callers branch on `data.reason` and
// `data.field`; the message is for developers' logs only and is never shown to a visitor.

/** Why a SIWX message text or field set was refused. */
export type SiwxMessageReason =
  | 'malformedMessage'
  | 'missingField'
  | 'fieldOutOfOrder'
  | 'badScheme'
  | 'badDomain'
  | 'badAddress'
  | 'badStatement'
  | 'badUri'
  | 'badVersion'
  | 'badChainId'
  | 'badNonce'
  | 'badTime'
  | 'badRequestId'
  | 'badResource'
  | 'unsupportedNamespace';

/** A field of the SIWX message model (SPEC §3); `header` is the first line, `text` the message as a whole. */
export type SiwxField =
  | 'text'
  | 'header'
  | 'scheme'
  | 'domain'
  | 'accountAddress'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources';

/** Thrown by the SIWX builders, parsers and validators: `data = { reason, field }`. */
export const SiwxMessageError = /* @__PURE__ */ defineError({
  name: 'SiwxMessageError',
  message: (reason: SiwxMessageReason, field: SiwxField) => `Invalid SIWX message: ${reason} (${field})`,
  fields: (reason: SiwxMessageReason, field: SiwxField) => ({ reason, field }),
});

/** Why a well-formed SIWX message and its signature were refused by `verifySiwxMessage`. */
export type SiwxVerificationReason =
  | 'domainMismatch'
  | 'uriNotHttp'
  | 'uriMismatch'
  | 'nonceMismatch'
  | 'nonceMissing'
  | 'nonceReplayed'
  | 'expired'
  | 'notYetValid'
  | 'issuedInFuture'
  | 'malformedSignature'
  | 'signatureMismatch'
  | 'contractSignatureUnsupported';

/** Thrown by `verifySiwxMessage` when a check fails: `data = { reason }` (+ `expected`, `actual`). */
export const SiwxVerificationError = /* @__PURE__ */ defineError({
  name: 'SiwxVerificationError',
  message: (reason: SiwxVerificationReason, _detail?: { expected?: string; actual?: string }) =>
    `SIWX verification failed: ${reason}`,
  fields: (reason: SiwxVerificationReason, detail?: { expected?: string; actual?: string }) => ({
    reason,
    ...(detail?.expected === undefined ? {} : { expected: detail.expected }),
    ...(detail?.actual === undefined ? {} : { actual: detail.actual }),
  }),
});
