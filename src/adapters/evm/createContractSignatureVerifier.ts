import type { ContractSignatureInput, VerifyContractSignature } from '../../core/siwx/verifySiwxSignature';
import { ContractSignatureRpcError, type ContractSignatureVerifierOptions } from './contractSignatureOptions';

// Smart-account sign-in (EIP-1271, and EIP-6492 for accounts not deployed yet) with nothing but
// fetch and JSON-RPC eth_call, so the kit, the reference API and `portico/server` share one verifier
// without viem or ethers.
//
// A front that imports no value its lazy half also imports (the half gets the error class as an
// argument and looks up the RPC URL itself): a host's esbuild puts any module that `portico`
// re-exports *and* a lazy chunk uses into a chunk the page loads at start, which cost ~0.45 kB gzip
// before the button (siwxErrors and this error class; docs/bench.md, "esbuild's shared chunks").

export { ContractSignatureRpcError, type ContractSignatureVerifierOptions };

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
    // Loaded on first use: keccak, the ABI encoding and the validator's code are not start-up weight.
    const { checkContractSignature } = await import('./contractSignatureCall');
    return checkContractSignature(options, input, ContractSignatureRpcError);
  };
}
