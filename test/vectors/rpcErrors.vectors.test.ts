import { WALLET_CODE_UNRECOGNIZED_CHAIN } from '../../src/core/constants/errorCodes';
import { classifyRpcError, isUserRejection, type RpcErrorKind } from '../../src/core/rpcErrors';
import { loadVector } from '../vectors';

// rpc_error_codes.json, applied as its how_to_use says: each code is thrown by a fake EIP-1193
// provider as {code, message} and the kit's classification must match the row's meaning. Rows carry
// a MetaMask key (used directly as the expected kind) or a name/meaning/key that the tables below map.
// A code range ("5201-5302") is expanded and every code in it is checked.

interface MetaMaskRow {
  code: number;
  name?: string;
  message_eip1474?: string;
  eip1193_description?: string;
  metamask_rpc_errors_message: string | null;
  metamask_key: string | null;
}
interface RpcErrorVectors {
  eip1193_provider_errors: { codes: MetaMaskRow[] };
  chain_switch_4902: { code: number; name: string; meaning: string };
  json_rpc_and_eip1474: { codes: MetaMaskRow[] };
  eip5792_wallet_sendCalls: { codes: { code: number; name: string; description: string }[] };
  caip25_wallet_createSession: { codes: { code: number | string; meaning: string }[] };
  caip285_wallet_revokeSession: { codes: { code: number; message: string }[] };
  walletconnect_sdk_errors: { codes: { key: string; message: string; code: number }[] };
  counts: Record<string, number>;
}

interface Row {
  source: string;
  code: number;
  message: string;
  /** The kinds the row's meaning allows (several only for a range row spanning distinct meanings). */
  expected: readonly RpcErrorKind[] | undefined;
}

const METAMASK_KEY_KINDS: Record<string, RpcErrorKind> = { userRejectedRequest: 'userRejected' };
const JSON_RPC_UNKEYED: Record<string, RpcErrorKind> = {
  'JSON-RPC version not supported': 'versionNotSupported',
};
const EIP5792_KINDS: Record<string, RpcErrorKind> = {
  'User Rejected Request': 'userRejected',
  Unauthorized: 'unauthorized',
  'Unsupported non-optional capability': 'unsupportedCapability',
  'Unsupported chain id': 'unsupportedChainId',
  'Duplicate ID': 'duplicateId',
  'Unknown bundle id': 'unknownBundleId',
  'Bundle too large': 'bundleTooLarge',
  'Atomic-ready wallet rejected upgrade': 'atomicUpgradeRejected',
  'Atomicity not supported': 'atomicityNotSupported',
};
const CAIP25_KINDS: Record<string, readonly RpcErrorKind[]> = {
  'Unknown error': ['unknown'],
  'User disapproved requested methods': ['userRejected'],
  'User disapproved requested notifications': ['userRejected'],
  'Unsupported chains, methods, or notifications': [
    'unsupportedChains',
    'unsupportedMethods',
    'unsupportedEvents',
  ],
  'Malformed requests': ['malformedRequest'],
};
const CAIP285_KINDS: Record<string, RpcErrorKind> = {
  'SessionId not recognized': 'sessionNotRecognized',
  'No active sessions': 'noActiveSessions',
  'All active sessions have sessionIds': 'sessionIdRequired',
};
const WALLETCONNECT_KINDS: Record<string, RpcErrorKind> = {
  INVALID_METHOD: 'invalidMethod',
  INVALID_EVENT: 'invalidEvent',
  INVALID_UPDATE_REQUEST: 'invalidUpdateRequest',
  INVALID_EXTEND_REQUEST: 'invalidExtendRequest',
  INVALID_SESSION_SETTLE_REQUEST: 'invalidSessionSettleRequest',
  UNAUTHORIZED_METHOD: 'unauthorizedMethod',
  UNAUTHORIZED_EVENT: 'unauthorizedEvent',
  UNAUTHORIZED_UPDATE_REQUEST: 'unauthorizedUpdateRequest',
  UNAUTHORIZED_EXTEND_REQUEST: 'unauthorizedExtendRequest',
  USER_REJECTED: 'userRejected',
  USER_REJECTED_CHAINS: 'userRejected',
  USER_REJECTED_METHODS: 'userRejected',
  USER_REJECTED_EVENTS: 'userRejected',
  UNSUPPORTED_CHAINS: 'unsupportedChains',
  UNSUPPORTED_METHODS: 'unsupportedMethods',
  UNSUPPORTED_EVENTS: 'unsupportedEvents',
  UNSUPPORTED_ACCOUNTS: 'unsupportedAccounts',
  UNSUPPORTED_NAMESPACE_KEY: 'unsupportedNamespaceKey',
  USER_DISCONNECTED: 'userDisconnected',
  SESSION_SETTLEMENT_FAILED: 'sessionSettlementFailed',
};
const REJECTION_KINDS = new Set<RpcErrorKind>(['userRejected', 'atomicUpgradeRejected']);

const vectors = loadVector<RpcErrorVectors>('rpc_error_codes.json');

function one(kind: RpcErrorKind | undefined): readonly RpcErrorKind[] | undefined {
  return kind === undefined ? undefined : [kind];
}

function metaMaskRow(source: string, row: MetaMaskRow): Row {
  const message = row.eip1193_description ?? row.message_eip1474 ?? '';
  const kind = row.metamask_key
    ? (METAMASK_KEY_KINDS[row.metamask_key] ?? (row.metamask_key as RpcErrorKind))
    : JSON_RPC_UNKEYED[message];
  return { source, code: row.code, message, expected: one(kind) };
}

function codesOf(code: number | string): number[] {
  if (typeof code === 'number') return [code];
  const [from, to] = code.split('-').map(Number) as [number, number];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const rows: Row[] = [
  ...vectors.eip1193_provider_errors.codes.map((row) => metaMaskRow('eip1193', row)),
  {
    source: 'chain_switch',
    code: vectors.chain_switch_4902.code,
    message: vectors.chain_switch_4902.name,
    expected: ['unrecognizedChain'],
  },
  ...vectors.json_rpc_and_eip1474.codes.map((row) => metaMaskRow('json_rpc_eip1474', row)),
  ...vectors.eip5792_wallet_sendCalls.codes.map((row) => ({
    source: 'eip5792',
    code: row.code,
    message: row.description,
    expected: one(EIP5792_KINDS[row.name]),
  })),
  ...vectors.caip25_wallet_createSession.codes.flatMap((row) =>
    codesOf(row.code).map((code) => ({
      source: 'caip25',
      code,
      message: row.meaning,
      expected: CAIP25_KINDS[row.meaning],
    })),
  ),
  ...vectors.caip285_wallet_revokeSession.codes.map((row) => ({
    source: 'caip285',
    code: row.code,
    message: row.message,
    expected: one(CAIP285_KINDS[row.message]),
  })),
  ...vectors.walletconnect_sdk_errors.codes.map((row) => ({
    source: 'walletconnect',
    code: row.code,
    message: row.message,
    expected: one(WALLETCONNECT_KINDS[row.key]),
  })),
];

describe('rpc_error_codes.json', () => {
  test('default', () => {
    // Every table of the file is read in full (ranges count once in `counts`).
    const counted = {
      eip1193: vectors.eip1193_provider_errors.codes.length,
      json_rpc_eip1474: vectors.json_rpc_and_eip1474.codes.length,
      eip5792: vectors.eip5792_wallet_sendCalls.codes.length,
      walletconnect: vectors.walletconnect_sdk_errors.codes.length,
      caip25: vectors.caip25_wallet_createSession.codes.length,
      caip285: vectors.caip285_wallet_revokeSession.codes.length,
      chain_switch: 1,
    };
    expect(counted).toEqual(vectors.counts);
    expect(rows.length).toBeGreaterThan(Object.values(vectors.counts).reduce((a, b) => a + b, 0));
  });

  test.each(rows)('behavior: $source $code "$message"', ({ code, message, expected }) => {
    expect(expected).toBeDefined();
    const allowed = expected ?? [];
    const thrown = Object.assign(new Error(message), { code });
    const result = classifyRpcError(thrown);
    expect(allowed).toContain(result.kind);
    expect(result.code).toBe(code);
    expect(result.message).toBe(message);
    // The same row as a plain JSON-RPC error object (what a relay or a frame hands over).
    expect(classifyRpcError({ code, message }).kind).toBe(result.kind);
    expect(isUserRejection(thrown)).toBe(allowed.every((kind) => REJECTION_KINDS.has(kind)));
  });

  test('behavior: 4902 is the code that makes the kit add the chain before switching again', () => {
    const error = { code: vectors.chain_switch_4902.code, message: vectors.chain_switch_4902.meaning };
    expect(classifyRpcError(error)).toMatchObject({
      kind: 'unrecognizedChain',
      code: WALLET_CODE_UNRECOGNIZED_CHAIN,
    });
  });

  test('behavior: a wallet answering -32603 instead of 4902 is tolerated (coinbase-wallet-sdk #915)', () => {
    const error = { code: -32603, message: 'Unrecognized chain ID "0x2105". Try adding the chain first.' };
    expect(classifyRpcError(error).kind).toBe('unrecognizedChain');
  });

  test.each(
    [...vectors.eip1193_provider_errors.codes, ...vectors.json_rpc_and_eip1474.codes].filter(
      (row) => row.metamask_rpc_errors_message !== null,
    ),
  )(
    'behavior: $code with the MetaMask text "$metamask_rpc_errors_message" classifies as with the EIP text',
    (row) => {
      const eipText = row.eip1193_description ?? row.message_eip1474;
      const byEipText = classifyRpcError({ code: row.code, message: eipText }).kind;
      expect(classifyRpcError({ code: row.code, message: row.metamask_rpc_errors_message }).kind).toBe(
        byEipText,
      );
    },
  );
});
