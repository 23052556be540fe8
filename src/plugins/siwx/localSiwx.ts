import type { VerifySiwxMessageInput } from '../../core/siwx/verifySiwxMessage';
import type { VerifyContractSignature } from '../../core/siwx/verifySiwxSignature';
import type { SiwxConfig } from './siwxConfig';

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Local-only SIWX (no server): sessions are kept in the kit's storage with the rest of its state and
 * the signature is checked in the page. Proves nothing to a server — use `referenceApiSiwx` (or your
 * own config) when a backend must trust the sign-in.
 */
export function localSiwx(
  options: {
    required?: boolean;
    /** Disconnecting forgets the account's kept sessions; default true. */
    signOutOnDisconnect?: boolean;
    /** Smart-account (EIP-1271 / EIP-6492) check, e.g. `createContractSignatureVerifier({ rpcUrls })`. */
    verifyContractSignature?: VerifyContractSignature;
    /**
     * The signature check; default: core's, eip155 and solana only. Bitcoin, Polkadot and Cosmos
     * sign-ins need `verifyAnySiwxSignature` of `portico/server` (BIP-322, sr25519, ADR-036).
     */
    verifySignature?: VerifySiwxMessageInput['verifySignature'];
  } = {},
): SiwxConfig {
  const issued = new Set<string>();
  return {
    ...(options.required === undefined ? {} : { required: options.required }),
    ...(options.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: options.signOutOnDisconnect }),
    async getNonce() {
      const nonce = randomNonce();
      issued.add(nonce);
      return nonce;
    },
    async addSession(session) {
      // Loaded on first sign-in: signature recovery (secp256k1, ed25519) is the heaviest code SIWX has,
      // and `portico` exports this built-in, so a static import would put it in every app's start-up.
      const { verifySiwxMessage } = await import('../../core/siwx/verifySiwxMessage');
      await verifySiwxMessage({
        message: session.message,
        signature: session.signature,
        expected: { domain: session.data.domain },
        consumeNonce: (nonce) => issued.delete(nonce),
        ...(options.verifyContractSignature
          ? { verifyContractSignature: options.verifyContractSignature }
          : {}),
        ...(options.verifySignature ? { verifySignature: options.verifySignature } : {}),
      });
      return session.data.expirationTime ? { expiresAt: session.data.expirationTime } : undefined;
    },
  };
}
