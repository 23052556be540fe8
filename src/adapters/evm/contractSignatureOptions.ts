import { defineError } from '../../core/errors/defineError';

// The smart-account verifier's options and the error of an unreachable chain. Only the front
// (createContractSignatureVerifier) imports the error as a value; its lazy RPC half (contractSignatureCall)
// imports types only and receives the class from the front (why: docs/bench.md, "esbuild's shared chunks").

/** Thrown when the chain could not be asked (network, HTTP or JSON-RPC failure other than a revert). */
export const ContractSignatureRpcError = /* @__PURE__ */ defineError({
  name: 'ContractSignatureRpcError',
  message: (chainId: number, _detail: string) =>
    `Could not check a smart-account signature on chain ${chainId}`,
  fields: (chainId: number, detail: string) => ({ reason: 'rpcUnavailable', chainId, detail }),
});

/** Where and how the verifier reaches each chain. */
export interface ContractSignatureVerifierOptions {
  /** JSON-RPC URL per EIP-155 chain id (a map, or a function answering undefined for an unknown chain). */
  rpcUrls: Readonly<Record<number, string>> | ((chainId: number) => string | undefined);
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** How long one eth_call may take; default 10 s. */
  timeoutMs?: number;
}
