// `portico/server`: what a host's backend needs to trust a visitor's SIWX sign-in, and a payment's
// settlement (verifyPayment). No React, no Redux,
// no browser APIs (checked by test/build.test.ts and src/server/serverEntry.test.ts).

export {
  ContractSignatureRpcError,
  type ContractSignatureVerifierOptions,
  createContractSignatureVerifier,
} from './adapters/evm/createContractSignatureVerifier';
export { SiwxMessageError, SiwxVerificationError } from './core/siwx/siwxErrors';
export type { SiwxMessage, SiwxSession } from './core/siwx/siwxMessage';
export { buildSiwxMessage, parseSiwxMessage } from './core/siwx/siwxText';
export { verifySiwxMessage } from './core/siwx/verifySiwxMessage';
// Sign-ins of every namespace, Bitcoin / Polkadot / Cosmos included (issue 27; docs/server.md).
export { SiwxVerifierUnavailableError } from './server/siwxServerErrors';
export {
  SIWX_SESSION_COOKIE,
  tokenFromAuthorization,
  tokenFromCookie,
} from './server/siwxSessionToken';
export { verifyAnySiwxSignature, verifySiwxSignIn } from './server/verifyAnySiwxSignature';
// A payment's settlement, checked on the chain (issue 26; docs/server.md).
export {
  type ExpectedPayment,
  type PaymentRecord,
  type PaymentUnverifiedReason,
  PaymentVerificationError,
  type PaymentVerificationFailure,
  type VerifyPaymentOptions,
  type VerifyPaymentResult,
  verifyPayment,
} from './server/verifyPayment';
export {
  SiwxSessionError,
  type SiwxSessionReason,
  type SiwxSessionRecord,
  type VerifySiwxSessionInput,
  verifySiwxSession,
} from './server/verifySiwxSession';
