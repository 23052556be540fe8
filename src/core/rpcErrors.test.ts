import {
  classifyExecutionError,
  classifyRpcError,
  type ExecutionErrorKind,
  isUserRejection,
} from './rpcErrors';

/** An EIP-1193 ProviderRpcError as a wallet throws it. */
function providerError(code: unknown, message: string, data?: unknown): Error {
  return Object.assign(new Error(message), { code, data });
}

describe('classifyRpcError', () => {
  test('default', () => {
    expect(classifyRpcError(providerError(4001, 'User rejected the request.'))).toEqual({
      kind: 'userRejected',
      code: 4001,
      message: 'User rejected the request.',
    });
  });

  test.each([
    [4100, 'unauthorized'],
    [4200, 'unsupportedMethod'],
    [4900, 'disconnected'],
    [4901, 'chainDisconnected'],
    [4902, 'unrecognizedChain'],
    [-32700, 'parse'],
    [-32601, 'methodNotFound'],
    [-32000, 'invalidInput'],
    [-32005, 'limitExceeded'],
    [5710, 'unsupportedChainId'],
    [5101, 'unsupportedMethods'],
    [5250, 'malformedRequest'],
    [-32050, 'serverError'],
    [6000, 'userDisconnected'],
  ])('behavior: code %i is %s', (code, kind) => {
    expect(classifyRpcError({ code, message: 'x' })).toMatchObject({ kind, code });
  });

  test('behavior: an error without a code gets code 5000 and kind unknown', () => {
    expect(classifyRpcError(new Error('boom'))).toEqual({ kind: 'unknown', code: 5000, message: 'boom' });
    expect(classifyRpcError(undefined)).toEqual({ kind: 'unknown', code: 5000, message: '' });
    expect(classifyRpcError(null)).toEqual({ kind: 'unknown', code: 5000, message: '' });
    expect(classifyRpcError(42)).toEqual({ kind: 'unknown', code: 5000, message: '' });
  });

  test('behavior: an unlisted code is kept and classified unknown', () => {
    expect(classifyRpcError({ code: 1234, message: 'odd' })).toEqual({
      kind: 'unknown',
      code: 1234,
      message: 'odd',
    });
  });

  test('behavior: 5000 is a rejection only when the message says so (WalletConnect vs CAIP-25)', () => {
    expect(classifyRpcError({ code: 5000, message: 'User rejected.' }).kind).toBe('userRejected');
    expect(classifyRpcError({ code: 5000, message: 'Unknown error' }).kind).toBe('unknown');
  });

  test('behavior: a specific inner code beats a generic -32603 wrapper (MetaMask originalError)', () => {
    const wrapped = providerError(-32603, 'Internal JSON-RPC error.', {
      originalError: { code: 4902, message: 'Unrecognized chain ID "0x2105".' },
    });
    expect(classifyRpcError(wrapped)).toEqual({
      kind: 'unrecognizedChain',
      code: 4902,
      message: 'Unrecognized chain ID "0x2105".',
    });
  });

  test('behavior: follows cause chains of library errors (viem) to the wallet code', () => {
    const inner = providerError(4001, 'User rejected the request.');
    const outer = Object.assign(new Error('Transaction creation failed.', { cause: inner }), {
      shortMessage: 'User rejected the request.',
    });
    expect(classifyRpcError(outer)).toMatchObject({ kind: 'userRejected', code: 4001 });
  });

  test('behavior: -32603 with an unknown-chain message is an unrecognised chain (Coinbase Wallet)', () => {
    const error = providerError(
      -32603,
      'Unrecognized chain ID "0x89". Try adding the chain using wallet_addEthereumChain first.',
    );
    expect(classifyRpcError(error)).toMatchObject({ kind: 'unrecognizedChain', code: -32603 });
    expect(classifyRpcError(providerError(-32603, 'Internal JSON-RPC error.')).kind).toBe('internal');
  });

  test('behavior: codeless rejections are recognised by their text', () => {
    for (const message of [
      'User denied transaction signature.',
      'Request rejected by user',
      'The user cancelled',
    ]) {
      expect([message, classifyRpcError(new Error(message)).kind]).toEqual([message, 'userRejected']);
    }
    expect(classifyRpcError('User rejected the request')).toMatchObject({ kind: 'userRejected', code: 5000 });
  });

  test('behavior: numeric string codes and the ethers ACTION_REJECTED code are understood', () => {
    expect(classifyRpcError({ code: '4001', message: 'no' })).toMatchObject({
      kind: 'userRejected',
      code: 4001,
    });
    expect(classifyRpcError({ code: 'ACTION_REJECTED', message: 'user rejected action' }).kind).toBe(
      'userRejected',
    );
  });

  test('error: cyclic or hostile error objects do not throw', () => {
    const a: Record<string, unknown> = { message: 'loop' };
    a.cause = a;
    a.error = { cause: a };
    expect(classifyRpcError(a)).toEqual({ kind: 'unknown', code: 5000, message: 'loop' });
    expect(classifyRpcError({ code: Number.NaN, message: 'nan' }).code).toBe(5000);
  });

  test('error: a "transaction rejected" node error is not mistaken for a user rejection', () => {
    expect(classifyRpcError({ code: -32003, message: 'Transaction rejected' }).kind).toBe(
      'transactionRejected',
    );
    expect(isUserRejection({ code: -32003, message: 'Transaction rejected' })).toBe(false);
  });
});

describe('isUserRejection', () => {
  test('default', () => {
    expect(isUserRejection(providerError(4001, 'User rejected the request.'))).toBe(true);
  });

  test('behavior: WalletConnect rejections and a refused EIP-5792 upgrade count as rejections', () => {
    expect(isUserRejection({ code: 5002, message: 'User rejected methods.' })).toBe(true);
    expect(isUserRejection({ code: 5750, message: 'upgrade rejected' })).toBe(true);
  });

  test('error: other failures are not rejections', () => {
    expect(isUserRejection({ code: 4100, message: 'Unauthorized' })).toBe(false);
    expect(isUserRejection(new Error('network down'))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });
});

describe('classifyExecutionError', () => {
  test('default', () => {
    expect(classifyExecutionError('execution reverted: ERC20: transfer amount exceeds balance')).toBe(
      'executionReverted',
    );
  });

  test.each<[string, ExecutionErrorKind]>([
    ['nonce too low: next nonce 5, tx nonce 3', 'nonceTooLow'],
    ['Nonce too high', 'nonceTooHigh'],
    ['nonce has max value', 'nonceMaxValue'],
    ['insufficient funds for gas * price + value: balance 0, tx cost 21000', 'insufficientFunds'],
    ['Insufficient funds for gas * price + value', 'insufficientFunds'],
    ['max fee per gas less than block base fee: address 0x0, maxFeePerGas: 1, baseFee: 7', 'feeCapTooLow'],
    ['replacement transaction underpriced', 'feeCapTooLow'],
    ['max fee per gas higher than 2^256-1', 'feeCapTooHigh'],
    ['max priority fee per gas higher than max fee per gas', 'tipAboveFeeCap'],
    ['intrinsic gas too low', 'intrinsicGasTooLow'],
    ['intrinsic gas too high', 'intrinsicGasTooHigh'],
    ['exceeds block gas limit', 'intrinsicGasTooHigh'],
    ['transaction type not supported', 'transactionTypeNotSupported'],
    [
      'VM Exception while processing transaction: revert Ownable: caller is not the owner',
      'executionReverted',
    ],
    ['execution reverted', 'executionReverted'],
  ])('behavior: %j is %s', (message, kind) => {
    expect(classifyExecutionError(message)).toBe(kind);
  });

  test('behavior: reads the node text from an error chain (viem details, cause)', () => {
    const nodeError = { code: -32000, message: 'nonce too low' };
    const wrapped = Object.assign(new Error('The transaction nonce is stale.'), {
      details: 'nonce too low',
      cause: nodeError,
    });
    expect(classifyExecutionError(wrapped)).toBe('nonceTooLow');
  });

  test('error: unrelated or missing messages are unknown', () => {
    expect(classifyExecutionError('connection refused')).toBe('unknown');
    expect(classifyExecutionError(undefined)).toBe('unknown');
    expect(classifyExecutionError({})).toBe('unknown');
  });
});
