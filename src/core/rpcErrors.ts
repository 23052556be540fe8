import { DEFAULT_ERROR_CODE } from './constants/errorCodes';

// Error codes wallets and RPC nodes answer with, by standard (see ../shared/vectors/
// rpc_error_codes.json): EIP-1193 provider errors, the 4902 vendor code, JSON-RPC 2.0 / EIP-1474,
// EIP-5792 (wallet_sendCalls), CAIP-25 / CAIP-285 session errors and WalletConnect SDK errors.
/** What an RPC error means for the kit; one kind per code of the standards above. */
export type RpcErrorKind =
  // EIP-1193 and the 4902 vendor code
  | 'userRejected'
  | 'unauthorized'
  | 'unsupportedMethod'
  | 'disconnected'
  | 'chainDisconnected'
  | 'unrecognizedChain'
  // JSON-RPC 2.0 and EIP-1474; serverError is the implementation-defined -32099..-32007 range
  | 'parse'
  | 'invalidRequest'
  | 'methodNotFound'
  | 'invalidParams'
  | 'internal'
  | 'invalidInput'
  | 'resourceNotFound'
  | 'resourceUnavailable'
  | 'transactionRejected'
  | 'methodNotSupported'
  | 'limitExceeded'
  | 'versionNotSupported'
  | 'serverError'
  // EIP-5792
  | 'unsupportedCapability'
  | 'unsupportedChainId'
  | 'duplicateId'
  | 'unknownBundleId'
  | 'bundleTooLarge'
  | 'atomicUpgradeRejected'
  | 'atomicityNotSupported'
  // CAIP-25, CAIP-285 and WalletConnect sessions
  | 'unsupportedChains'
  | 'unsupportedMethods'
  | 'unsupportedEvents'
  | 'unsupportedAccounts'
  | 'unsupportedNamespaceKey'
  | 'malformedRequest'
  | 'sessionNotRecognized'
  | 'noActiveSessions'
  | 'sessionIdRequired'
  | 'invalidMethod'
  | 'invalidEvent'
  | 'invalidUpdateRequest'
  | 'invalidExtendRequest'
  | 'invalidSessionSettleRequest'
  | 'unauthorizedMethod'
  | 'unauthorizedEvent'
  | 'unauthorizedUpdateRequest'
  | 'unauthorizedExtendRequest'
  | 'userDisconnected'
  | 'sessionSettlementFailed'
  | 'unknown';

const CODE_KINDS: ReadonlyMap<number, RpcErrorKind> = new Map<number, RpcErrorKind>([
  [4001, 'userRejected'],
  [4100, 'unauthorized'],
  [4200, 'unsupportedMethod'],
  [4900, 'disconnected'],
  [4901, 'chainDisconnected'],
  [4902, 'unrecognizedChain'],
  [-32700, 'parse'],
  [-32600, 'invalidRequest'],
  [-32601, 'methodNotFound'],
  [-32602, 'invalidParams'],
  [-32603, 'internal'],
  [-32000, 'invalidInput'],
  [-32001, 'resourceNotFound'],
  [-32002, 'resourceUnavailable'],
  [-32003, 'transactionRejected'],
  [-32004, 'methodNotSupported'],
  [-32005, 'limitExceeded'],
  [-32006, 'versionNotSupported'],
  [5700, 'unsupportedCapability'],
  [5710, 'unsupportedChainId'],
  [5720, 'duplicateId'],
  [5730, 'unknownBundleId'],
  [5740, 'bundleTooLarge'],
  [5750, 'atomicUpgradeRejected'],
  [5760, 'atomicityNotSupported'],
  // 5000 is "Unknown error" in CAIP-25 but "User rejected." in WalletConnect: the message decides.
  [5000, 'unknown'],
  [5001, 'userRejected'],
  [5002, 'userRejected'],
  [5003, 'userRejected'],
  [5100, 'unsupportedChains'],
  [5101, 'unsupportedMethods'],
  [5102, 'unsupportedEvents'],
  [5103, 'unsupportedAccounts'],
  [5104, 'unsupportedNamespaceKey'],
  [5500, 'sessionNotRecognized'],
  [5501, 'noActiveSessions'],
  [5502, 'sessionIdRequired'],
  [1001, 'invalidMethod'],
  [1002, 'invalidEvent'],
  [1003, 'invalidUpdateRequest'],
  [1004, 'invalidExtendRequest'],
  [1005, 'invalidSessionSettleRequest'],
  [3001, 'unauthorizedMethod'],
  [3002, 'unauthorizedEvent'],
  [3003, 'unauthorizedUpdateRequest'],
  [3004, 'unauthorizedExtendRequest'],
  [6000, 'userDisconnected'],
  [7000, 'sessionSettlementFailed'],
]);

/** The result of `classifyRpcError`. */
export interface RpcErrorClassification {
  kind: RpcErrorKind;
  /** The code the wallet sent (innermost meaningful one), or 5000 when none was sent. */
  code: number;
  /** The wallet's message, or '' when there was none. */
  message: string;
}

// Codes that wrappers put around a more specific inner error, and that some wallets use for
// everything; for these the message may say more than the code.
const GENERIC_CODES = new Set<number>([-32603, DEFAULT_ERROR_CODE]);

// "user ... rejected/denied/cancelled/declined/disapproved" or "... rejected by (the) user".
const USER_REJECTION = new RegExp(
  [
    String.raw`\buser\b.*\b(reject|denied|deny|cancel|declin|disapprov)`,
    String.raw`(reject|denied|cancel|declin)\w*\b.*\bby (the )?user\b`,
  ].join('|'),
  'i',
);
// Coinbase Wallet answers an unknown chain with -32603 (coinbase-wallet-sdk #915), so read the text.
const UNRECOGNIZED_CHAIN = /unrecognized chain|unknown chain|try adding the chain|wallet_addEthereumChain/i;

type Candidate = { code?: number; message?: string; texts: string[] };

function readCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  // ethers v6 reports a wallet rejection as the string code ACTION_REJECTED.
  if (value === 'ACTION_REJECTED') return 4001;
  return undefined;
}

// Flattens an error and the errors it wraps (`cause`, `data.originalError`, `error`, `info.error`, as
// used by viem, MetaMask and ethers), outermost first, cycle-safe.
function collectCandidates(error: unknown): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || value === undefined || seen.has(value)) return;
    seen.add(value);
    if (typeof value === 'string') {
      out.push({ message: value, texts: [value] });
      return;
    }
    if (typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    // viem keeps the node's own text in `details` and a summary in `shortMessage`.
    const texts = [record.message, record.shortMessage, record.details].filter(
      (text): text is string => typeof text === 'string' && text.length > 0,
    );
    out.push({ code: readCode(record.code), message: texts[0], texts });
    const data = record.data as Record<string, unknown> | undefined;
    visit(typeof data === 'object' ? data?.originalError : undefined, depth + 1);
    visit(record.cause, depth + 1);
    visit(record.error, depth + 1);
    visit((record.info as Record<string, unknown> | undefined)?.error, depth + 1);
  };
  visit(error, 0);
  return out;
}

function kindOfCode(code: number): RpcErrorKind | undefined {
  const known = CODE_KINDS.get(code);
  if (known !== undefined) return known;
  if (code >= 5201 && code <= 5302) return 'malformedRequest';
  if (code >= -32099 && code <= -32007) return 'serverError';
  return undefined;
}

// The most specific code in the error chain wins; without one (or with a generic -32603 / 5000) the
// message decides between a user rejection, an unrecognised chain and `unknown`.
/** Classifies anything a wallet or RPC node threw; never throws. */
export function classifyRpcError(error: unknown): RpcErrorClassification {
  const candidates = collectCandidates(error);
  const coded = candidates.filter((c): c is Candidate & { code: number } => c.code !== undefined);
  const chosen =
    coded.find((c) => kindOfCode(c.code) !== undefined && !GENERIC_CODES.has(c.code)) ?? coded[0];
  const code = chosen?.code ?? DEFAULT_ERROR_CODE;
  const message = chosen?.message ?? candidates.find((c) => c.message)?.message ?? '';
  const codeKind = chosen ? kindOfCode(chosen.code) : undefined;
  if (codeKind !== undefined && !GENERIC_CODES.has(code)) return { kind: codeKind, code, message };
  const texts = candidates.flatMap((c) => c.texts);
  if (texts.some((text) => USER_REJECTION.test(text))) return { kind: 'userRejected', code, message };
  if (texts.some((text) => UNRECOGNIZED_CHAIN.test(text)))
    return { kind: 'unrecognizedChain', code, message };
  return { kind: codeKind ?? 'unknown', code, message };
}

// Covers 4001, WalletConnect rejections, a refused EIP-5792 account upgrade and rejection messages, so
// the UI can go back quietly instead of showing a failure.
/** True when the user declined in the wallet. */
export function isUserRejection(error: unknown): boolean {
  const { kind } = classifyRpcError(error);
  return kind === 'userRejected' || kind === 'atomicUpgradeRejected';
}

/** Why a node refused or failed a transaction (SPEC §8 Ethereum client error classes). */
export type ExecutionErrorKind =
  | 'executionReverted'
  | 'feeCapTooHigh'
  | 'feeCapTooLow'
  | 'nonceTooHigh'
  | 'nonceTooLow'
  | 'nonceMaxValue'
  | 'insufficientFunds'
  | 'intrinsicGasTooHigh'
  | 'intrinsicGasTooLow'
  | 'transactionTypeNotSupported'
  | 'tipAboveFeeCap'
  | 'unknown';

// Node (geth, anvil, erigon, hardhat, ...) message fragments. Order matters: a revert reason can
// quote any text ("transfer amount exceeds balance"), so reverts are recognised first, and the tip
// rule precedes the fee-cap rules because its text mentions the max fee.
const EXECUTION_PATTERNS: readonly (readonly [ExecutionErrorKind, RegExp])[] = [
  ['executionReverted', /execution reverted|\breverted\b|vm exception while processing transaction: revert/i],
  ['tipAboveFeeCap', /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i],
  ['feeCapTooHigh', /max fee per gas higher than 2\^256|fee cap higher than 2\^256|fee cap too high/i],
  [
    'feeCapTooLow',
    /max fee per gas less than block base fee|fee cap less than block base fee|fee cap too low|underpriced/i,
  ],
  ['nonceTooHigh', /nonce too high/i],
  ['nonceTooLow', /nonce too low|nonce has already been used|transaction already imported/i],
  ['nonceMaxValue', /nonce has max value|nonce max value/i],
  ['insufficientFunds', /insufficient funds|insufficient balance for transfer/i],
  ['intrinsicGasTooHigh', /intrinsic gas too high|exceeds block gas limit|gas limit reached/i],
  ['intrinsicGasTooLow', /intrinsic gas too low/i],
  [
    'transactionTypeNotSupported',
    /transaction type not supported|tx type not supported|unsupported transaction type/i,
  ],
];

// Lets the UI say "insufficient funds" instead of echoing raw node text.
/** Maps a node's error message, or an error whose chain carries one (viem `details`), to a named kind. */
export function classifyExecutionError(errorOrMessage: unknown): ExecutionErrorKind {
  const texts = collectCandidates(errorOrMessage).flatMap((c) => c.texts);
  for (const [kind, pattern] of EXECUTION_PATTERNS) {
    if (texts.some((text) => pattern.test(text))) return kind;
  }
  return 'unknown';
}
