import { EMBEDDED_SUPPORTED_RPC_METHODS, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods';

describe('RPC method lists', () => {
  test('default', () => {
    expect(UNSAFE_RPC_METHODS).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]);
  });

  test('behavior: safe and unsafe lists have no duplicates and never overlap', () => {
    expect(new Set(SAFE_RPC_METHODS).size).toBe(SAFE_RPC_METHODS.length);
    expect(new Set(UNSAFE_RPC_METHODS).size).toBe(UNSAFE_RPC_METHODS.length);
    const safe = new Set<string>(SAFE_RPC_METHODS);
    expect(UNSAFE_RPC_METHODS.filter((method) => safe.has(method))).toEqual([]);
  });

  test('behavior: safe methods are reads and status queries, no signing', () => {
    for (const method of SAFE_RPC_METHODS) expect(method).toMatch(/^(eth_|wallet_get)/);
    expect(SAFE_RPC_METHODS).toEqual(
      expect.arrayContaining(['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_getTransactionReceipt']),
    );
    expect(SAFE_RPC_METHODS.some((method) => /sign|sendTransaction$/.test(method))).toBe(false);
  });

  test('behavior: the embedded wallet accepts the SPEC §5 list and nothing unknown', () => {
    const spec = [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
    ];
    expect(EMBEDDED_SUPPORTED_RPC_METHODS).toEqual(expect.arrayContaining([...spec, ...SAFE_RPC_METHODS]));
    expect(new Set(EMBEDDED_SUPPORTED_RPC_METHODS).size).toBe(EMBEDDED_SUPPORTED_RPC_METHODS.length);
    expect(EMBEDDED_SUPPORTED_RPC_METHODS).not.toContain('eth_sendUserOperation');
    expect(EMBEDDED_SUPPORTED_RPC_METHODS).not.toContain('eth_sign');
  });
});
