import { SiwxMessageError, SiwxVerificationError } from '../core/siwx/siwxErrors';
import type { SiwxSignatureInput } from '../core/siwx/verifySiwxSignature';
import { SiwxVerifierUnavailableError } from './siwxServerErrors';

// Polkadot sign-in: the extension's `signRaw` of the text, which it wraps in `<Bytes>…</Bytes>` before
// signing (sr25519, ed25519 or ecdsa keys). `signatureVerify` of @polkadot/util-crypto (an optional
// peer dependency of portico, loaded on the first Polkadot sign-in only) checks either form against
// the SS58 address; sr25519 needs its WebAssembly, hence cryptoWaitReady.

type UtilCrypto = typeof import('@polkadot/util-crypto');

let loading: Promise<UtilCrypto> | undefined;

function loadUtilCrypto(): Promise<UtilCrypto> {
  loading ??= import('@polkadot/util-crypto')
    .then(async (module) => {
      await module.cryptoWaitReady();
      return module;
    })
    .catch((cause: unknown) => {
      loading = undefined;
      throw new SiwxVerifierUnavailableError('polkadot', '@polkadot/util-crypto', { cause });
    });
  return loading;
}

// 64 bytes (sr25519 / ed25519), or 65-66 with the key-type byte polkadot-js puts in front.
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){64,66}$/;

/**
 * Checks a polkadot sign-in: `signature` (0x hex) is the account's `signRaw` signature of `text`,
 * wrapped in `<Bytes>` or not. Throws `SiwxVerifierUnavailableError` without @polkadot/util-crypto,
 * `SiwxMessageError('badAddress')` for an address that is no SS58 account, and
 * `SiwxVerificationError` `malformedSignature` / `signatureMismatch`.
 */
export async function verifyPolkadotSiwxSignature(input: SiwxSignatureInput): Promise<void> {
  const { message, text, signature } = input;
  if (!SIGNATURE.test(signature)) throw new SiwxVerificationError('malformedSignature');
  const { decodeAddress, signatureVerify } = await loadUtilCrypto();
  try {
    decodeAddress(message.accountAddress);
  } catch {
    throw new SiwxMessageError('badAddress', 'accountAddress');
  }
  let valid = false;
  try {
    valid = signatureVerify(text, signature, message.accountAddress).isValid;
  } catch {
    // A signature of no known key type.
  }
  if (!valid) throw new SiwxVerificationError('signatureMismatch');
}
