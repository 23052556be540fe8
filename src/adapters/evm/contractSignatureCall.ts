import { SiwxVerificationError } from '../../core/siwx/siwxErrors';
import { eip191Hash } from '../../core/siwx/verifyEoaSignature';
import type { ContractSignatureInput } from '../../core/siwx/verifySiwxSignature';
import type { ContractSignatureRpcError, ContractSignatureVerifierOptions } from './contractSignatureOptions';
import { EIP6492_VALIDATOR_BYTECODE } from './eip6492ValidatorBytecode';

// The part of createContractSignatureVerifier that runs only when a smart account signs in: keccak,
// ABI encoding, the validator's creation code and the eth_call. Loaded on first use, so exporting the
// verifier from `portico` adds none of it to a host app's start-up. It takes the error class from its
// front rather than importing it: a module both sides import costs a host's esbuild an initial chunk.

// EIP-6492's magic suffix: the last 32 bytes of a counterfactual account's wrapped signature.
const EIP6492_SUFFIX = '6492'.repeat(16);
// bytes4(keccak256("isValidSignature(bytes32,bytes)")), EIP-1271's selector and its "valid" answer.
const EIP1271_MAGIC = '1626ba7e';
// The only answer that means "valid": abi.encode(bytes4 magic), the magic value left-aligned in one
// 32-byte word. Comparing a prefix is not enough: a contract that returns its own calldata answers
// the selector (which is the magic value) followed by the hash, for any signature.
const EIP1271_VALID_ANSWER = `0x${EIP1271_MAGIC.padEnd(64, '0')}`;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const word = (value: number | string) =>
  (typeof value === 'number' ? value.toString(16) : value).padStart(64, '0');
/** ABI tail of a dynamic `bytes` value: its length word, then the data right-padded to 32 bytes. */
const bytesTail = (data: string) =>
  word(data.length / 2) + data.padEnd(Math.ceil(data.length / 64) * 64, '0');

/** Calldata of `isValidSignature(bytes32 hash, bytes signature)`. */
function isValidSignatureCall(hash: string, signature: string): string {
  return `0x${EIP1271_MAGIC}${hash}${word(64)}${bytesTail(signature)}`;
}

/** Validator creation code + abi.encode(address signer, bytes32 hash, bytes signature). */
function validatorCall(address: string, hash: string, signature: string): string {
  return `${EIP6492_VALIDATOR_BYTECODE}${word(address.slice(2).toLowerCase())}${hash}${word(96)}${bytesTail(signature)}`;
}

/** What one check needs to reach the chain, and the error to throw when it cannot. */
interface Chain {
  options: ContractSignatureVerifierOptions;
  chainId: number;
  url: string;
  RpcError: typeof ContractSignatureRpcError;
}

/** The JSON-RPC URL the options give for `chainId`, if any. */
function rpcUrlOf(options: ContractSignatureVerifierOptions, chainId: number): string | undefined {
  return typeof options.rpcUrls === 'function' ? options.rpcUrls(chainId) : options.rpcUrls[chainId];
}

/** eth_call at the latest block; undefined when the call reverted (the chain's "no"). */
async function ethCall(
  { options, chainId, url, RpcError }: Chain,
  call: { to?: string; data: string },
): Promise<string | undefined> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let answer: { result?: unknown; error?: { code?: number; message?: string } };
  let status: number | undefined;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [call, 'latest'] }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) status = response.status;
    answer = response.ok ? ((await response.json()) as typeof answer) : {};
  } catch (error) {
    throw new RpcError(chainId, error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (status !== undefined) throw new RpcError(chainId, `HTTP ${status}`);
  if (answer.error) {
    // Nodes report a revert as code 3 (geth, anvil) or -32000 with "revert" in the message.
    const message = answer.error.message ?? '';
    if (answer.error.code === 3 || /revert/i.test(message)) return undefined;
    throw new RpcError(chainId, message || `JSON-RPC error ${answer.error.code}`);
  }
  return typeof answer.result === 'string' ? answer.result.toLowerCase() : undefined;
}

/**
 * Asks the chain whether `input.signature` is the smart account's (EIP-1271, or EIP-6492 wrapped).
 * A chain without an RPC URL is refused with `contractSignatureUnsupported`; an unreachable one throws
 * `RpcError` (the front's `ContractSignatureRpcError`).
 */
export async function checkContractSignature(
  options: ContractSignatureVerifierOptions,
  input: ContractSignatureInput,
  RpcError: typeof ContractSignatureRpcError,
): Promise<boolean> {
  const url = rpcUrlOf(options, input.chainId);
  if (!url) throw new SiwxVerificationError('contractSignatureUnsupported');
  const chain: Chain = { options, chainId: input.chainId, url, RpcError };
  const hash = hex(eip191Hash(input.message));
  const signature = input.signature.slice(2).toLowerCase();
  if (signature.endsWith(EIP6492_SUFFIX)) {
    const result = await ethCall(chain, { data: validatorCall(input.address, hash, signature) });
    return result === '0x01';
  }
  const result = await ethCall(chain, { to: input.address, data: isValidSignatureCall(hash, signature) });
  // An account without code answers 0x (no bytes): not a smart account, so not valid.
  return result === EIP1271_VALID_ANSWER;
}
