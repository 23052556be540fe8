import { checkSiwxUri } from './checkSiwxUri';
import { SiwxVerificationError } from './siwxErrors';
import { parseRfc3339 } from './siwxFieldRules';
import type { SiwxMessage } from './siwxMessage';
import { parseSiwxMessage } from './siwxText';
import {
  type SiwxSignatureInput,
  type VerifyContractSignature,
  verifySiwxSignature,
} from './verifySiwxSignature';

/** What the verifier expects of the message; every check is skipped when its field is not given. */
export interface SiwxExpectations {
  /** The domain the sign-in must be bound to (the host's own authority, e.g. `app.example.com`). */
  domain?: string;
  /** The nonce the server issued for this sign-in. */
  nonce?: string;
  /** Reference time for the validity window (Date, epoch ms or RFC 3339); defaults to now. */
  time?: Date | number | string;
  /** How far issuedAt may lie after the reference time (clock skew); default 5 minutes, Infinity turns it off. */
  issuedAtSkewMs?: number;
}

/** The input of `verifySiwxMessage`. */
export interface VerifySiwxMessageInput {
  /** The exact text the wallet signed. */
  message: string;
  /** eip155: `0x` hex; solana: base58 (or `0x` hex) of the 64 signature bytes. */
  signature: string;
  expected?: SiwxExpectations;
  /** Nonce store: returns true the first time a nonce is used, false when it was issued never or already used. */
  consumeNonce?: (nonce: string) => boolean | Promise<boolean>;
  /** Smart-account check (EIP-1271 / EIP-6492), supplied by a caller that can reach the chain. */
  verifyContractSignature?: VerifyContractSignature;
  /** Replaces the built-in signature check (e.g. a wallet-specific scheme); must throw or return false on refusal. */
  verifySignature?: (input: SiwxSignatureInput) => boolean | undefined | Promise<boolean | undefined>;
}

const DEFAULT_ISSUED_AT_SKEW_MS = 5 * 60_000;

function referenceTime(time: SiwxExpectations['time']): number {
  if (time === undefined) return Date.now();
  if (typeof time === 'number') return time;
  if (time instanceof Date) return time.getTime();
  return parseRfc3339(time) ?? Number.NaN;
}

// Times were validated by the parser, so parseRfc3339 cannot return null here.
const instant = (value: string): number => parseRfc3339(value) as number;

function checkTimes(message: SiwxMessage, expected: SiwxExpectations): void {
  const now = referenceTime(expected.time);
  if (Number.isNaN(now)) throw new TypeError('expected.time is not a date');
  if (message.expirationTime !== undefined && now >= instant(message.expirationTime)) {
    throw new SiwxVerificationError('expired', { expected: message.expirationTime });
  }
  if (message.notBefore !== undefined && now < instant(message.notBefore)) {
    throw new SiwxVerificationError('notYetValid', { expected: message.notBefore });
  }
  const skew = expected.issuedAtSkewMs ?? DEFAULT_ISSUED_AT_SKEW_MS;
  if (message.issuedAt !== undefined && instant(message.issuedAt) > now + skew) {
    throw new SiwxVerificationError('issuedInFuture', { actual: message.issuedAt });
  }
}

/**
 * Verifies a signed sign-in message: parse (strict), domain binding, URI binding, nonce, validity window,
 * signature, then consumes the nonce. Resolves to the parsed message; throws `SiwxMessageError` for
 * a malformed text and `SiwxVerificationError` (`data.reason`) for every refused check.
 */
export async function verifySiwxMessage(input: VerifySiwxMessageInput): Promise<SiwxMessage> {
  const expected = input.expected ?? {};
  const message = parseSiwxMessage(input.message);
  if (expected.domain !== undefined && message.domain !== expected.domain) {
    throw new SiwxVerificationError('domainMismatch', { expected: expected.domain, actual: message.domain });
  }
  checkSiwxUri(message);
  if ((expected.nonce !== undefined || input.consumeNonce) && message.nonce === undefined) {
    throw new SiwxVerificationError('nonceMissing');
  }
  if (expected.nonce !== undefined && message.nonce !== expected.nonce) {
    throw new SiwxVerificationError('nonceMismatch', {
      expected: expected.nonce,
      actual: message.nonce ?? '',
    });
  }
  checkTimes(message, expected);

  const signatureInput: SiwxSignatureInput = { message, text: input.message, signature: input.signature };
  if (input.verifyContractSignature) signatureInput.verifyContractSignature = input.verifyContractSignature;
  if (input.verifySignature) {
    if ((await input.verifySignature(signatureInput)) === false)
      throw new SiwxVerificationError('signatureMismatch');
  } else {
    await verifySiwxSignature(signatureInput);
  }

  // Consumed last, so a forged or expired attempt cannot burn a nonce the real visitor still needs.
  if (input.consumeNonce && !(await input.consumeNonce(message.nonce as string))) {
    throw new SiwxVerificationError('nonceReplayed', { actual: message.nonce as string });
  }
  return message;
}
