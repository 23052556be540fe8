import { decodeBase58 } from '../base58';
import { bytesToHex, hexToBytes, signatureBytes } from './siwxBytes';
import { SiwxMessageError, SiwxVerificationError } from './siwxErrors';
import type { SiwxMessage } from './siwxMessage';
import { isEoaSignatureShape, verifyEd25519Signature, verifyEip191Signature } from './verifyEoaSignature';

/** What a smart-account check receives: the account, its chain and the exact signed text. */
export interface ContractSignatureInput {
  chainId: number;
  address: `0x${string}`;
  message: string;
  signature: `0x${string}`;
}

// EIP-1271 (deployed account) and EIP-6492 (counterfactual account) both need a call to the chain,
// which core cannot make; the adapters supply this hook.
/** Resolves true when the chain says `signature` is valid for the (smart) account. */
export type VerifyContractSignature = (input: ContractSignatureInput) => boolean | Promise<boolean>;

/** The input of a signature check: the parsed message, its exact text, and the wallet's signature. */
export interface SiwxSignatureInput {
  message: SiwxMessage;
  text: string;
  signature: string;
  verifyContractSignature?: VerifyContractSignature;
}

// ERC-6492 wraps a counterfactual account's signature and ends it with this 32-byte magic value.
const EIP6492_SUFFIX = '6492'.repeat(16);

async function verifyEip155(input: SiwxSignatureInput & { message: { namespace: 'eip155' } }): Promise<void> {
  const { message, text, signature, verifyContractSignature } = input;
  const bytes = hexToBytes(signature);
  if (!bytes || bytes.length === 0) throw new SiwxVerificationError('malformedSignature');
  const eoaShape = isEoaSignatureShape(bytes) && !signature.toLowerCase().endsWith(EIP6492_SUFFIX);
  if (eoaShape && verifyEip191Signature(text, message.accountAddress, bytes)) return;
  // A 65-byte signature that recovers another address may still be a smart account's (EIP-1271
  // accounts often wrap an owner's signature), so the hook gets the last word when it exists.
  if (verifyContractSignature) {
    const valid = await verifyContractSignature({
      chainId: message.chainId,
      address: message.accountAddress as `0x${string}`,
      message: text,
      signature: bytesToHex(bytes),
    });
    if (valid) return;
    throw new SiwxVerificationError('signatureMismatch');
  }
  throw new SiwxVerificationError(eoaShape ? 'signatureMismatch' : 'contractSignatureUnsupported');
}

function verifySolana(input: SiwxSignatureInput): void {
  const { message, text, signature } = input;
  if (decodeBase58(message.accountAddress)?.length !== 32)
    throw new SiwxMessageError('badAddress', 'accountAddress');
  const bytes = signatureBytes(signature);
  if (bytes?.length !== 64) throw new SiwxVerificationError('malformedSignature');
  if (!verifyEd25519Signature(text, message.accountAddress, bytes))
    throw new SiwxVerificationError('signatureMismatch');
}

/**
 * Checks that `signature` is the account's signature of `text`: EIP-191 recovery for eip155 (else the
 * smart-account hook), ed25519 for solana. Throws `SiwxVerificationError` (or `SiwxMessageError` for
 * an address that cannot sign). bip122, polkadot and cosmos signatures (BIP-322, sr25519, ADR-036)
 * need their families' crypto, which core does not carry: `SiwxMessageError('unsupportedNamespace')`
 * here; `verifyFamilySiwxSignature` of `portico/server` checks them.
 */
export async function verifySiwxSignature(input: SiwxSignatureInput): Promise<void> {
  if (input.message.namespace === 'eip155') {
    await verifyEip155(input as SiwxSignatureInput & { message: { namespace: 'eip155' } });
  } else if (input.message.namespace === 'solana') {
    verifySolana(input);
  } else {
    throw new SiwxMessageError('unsupportedNamespace', 'header');
  }
}
