import { defineError } from '../../core/errors/defineError';
import { SiwxVerificationError } from '../../core/siwx/siwxErrors';
import type { ContractSignatureInput, VerifyContractSignature } from '../../core/siwx/verifySiwxSignature';

// Smart-account sign-in (EIP-1271, and EIP-6492 for accounts not deployed yet) with nothing but
// fetch and JSON-RPC eth_call, so the kit, the reference API and `portico/server` share one verifier
// without viem or ethers.

/** Thrown when the chain could not be asked (network, HTTP or JSON-RPC failure other than a revert). */
export const ContractSignatureRpcError = /* @__PURE__ */ defineError(
  'ContractSignatureRpcError',
  (chainId: number, _detail: string) => `Could not check a smart-account signature on chain ${chainId}`,
  undefined,
  (chainId: number, detail: string) => ({ reason: 'rpcUnavailable', chainId, detail }),
);

/** Where and how the verifier reaches each chain. */
export interface ContractSignatureVerifierOptions {
  /** JSON-RPC URL per EIP-155 chain id (a map, or a function answering undefined for an unknown chain). */
  rpcUrls: Readonly<Record<number, string>> | ((chainId: number) => string | undefined);
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** How long one eth_call may take; default 10 s. */
  timeoutMs?: number;
}

function rpcUrlOf(options: ContractSignatureVerifierOptions, chainId: number): string | undefined {
  return typeof options.rpcUrls === 'function' ? options.rpcUrls(chainId) : options.rpcUrls[chainId];
}

/**
 * A `verifyContractSignature` for `verifySiwxMessage` that asks the chain: EIP-1271
 * `isValidSignature(eip191Hash(message), signature)` on the account for a deployed smart account, and
 * for an EIP-6492 wrapped signature the universal validator run by a deployless eth_call (the factory
 * call deploys the account inside the simulation only). A chain without an RPC URL is refused with
 * `contractSignatureUnsupported`; an unreachable one throws `ContractSignatureRpcError`.
 */
export function createContractSignatureVerifier(
  options: ContractSignatureVerifierOptions,
): VerifyContractSignature {
  return async (input: ContractSignatureInput) => {
    const url = rpcUrlOf(options, input.chainId);
    if (!url) throw new SiwxVerificationError('contractSignatureUnsupported');
    // Loaded on first use: keccak, the ABI encoding and the validator's code are not start-up weight.
    const { checkContractSignature } = await import('./contractSignatureCall');
    return checkContractSignature(options, url, input);
  };
}
