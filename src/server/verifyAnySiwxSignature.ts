import { isSiwxFamilyNamespace } from '../core/siwx/caip122Message';
import type { SiwxFamilyNamespace, SiwxMessage } from '../core/siwx/siwxMessage';
import { type VerifySiwxMessageInput, verifySiwxMessage } from '../core/siwx/verifySiwxMessage';
import { type SiwxSignatureInput, verifySiwxSignature } from '../core/siwx/verifySiwxSignature';
import { verifyBitcoinSiwxSignature } from './verifyBitcoinSiwxSignature';
import { verifyCosmosSiwxSignature } from './verifyCosmosSiwxSignature';
import { verifyPolkadotSiwxSignature } from './verifyPolkadotSiwxSignature';

// The families' signature schemes, one entry each (the kit's core knows eip155 and solana itself).
const FAMILY_VERIFIERS: Readonly<
  Record<SiwxFamilyNamespace, (input: SiwxSignatureInput) => void | Promise<void>>
> = {
  bip122: verifyBitcoinSiwxSignature,
  polkadot: verifyPolkadotSiwxSignature,
  cosmos: verifyCosmosSiwxSignature,
};

/**
 * The signature check of every namespace, for `verifySiwxMessage`'s `verifySignature`: BIP-322 /
 * BIP-137 (bip122), `signatureVerify` (polkadot, needs `@polkadot/util-crypto`), ADR-036 (cosmos),
 * and core's EIP-191 (+ the smart-account hook) and ed25519 for eip155 and solana. Resolves true or
 * throws `SiwxVerificationError` / `SiwxMessageError` / `SiwxVerifierUnavailableError`.
 */
export async function verifyAnySiwxSignature(input: SiwxSignatureInput): Promise<true> {
  const { namespace } = input.message;
  if (isSiwxFamilyNamespace(namespace)) await FAMILY_VERIFIERS[namespace](input);
  else await verifySiwxSignature(input);
  return true;
}

/**
 * `verifySiwxMessage` for a server that accepts sign-ins of every namespace: the same checks (text,
 * domain, URI, nonce, validity window, then the signature, then the nonce consumed), with
 * `verifyAnySiwxSignature` unless the caller brings its own `verifySignature`.
 */
export function verifySiwxSignIn(input: VerifySiwxMessageInput): Promise<SiwxMessage> {
  return verifySiwxMessage({ ...input, verifySignature: input.verifySignature ?? verifyAnySiwxSignature });
}
