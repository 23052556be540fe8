// Wallet RPC method lists of SPEC §5 and §9.

// eth_sendRawTransaction is here because it is already signed: nothing is left for the user to approve.
// Aborting open requests spares these, and they never open ApproveTransaction.
/** Methods that need no user approval: chain reads, status queries and already-signed sends. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getUserOperationReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const;

/** A method from `SAFE_RPC_METHODS`. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];

/** Methods that sign or send on the user's behalf: each one needs approval in the wallet. */
export const UNSAFE_RPC_METHODS = [
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
] as const;

/** A method from `UNSAFE_RPC_METHODS`. */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];

// eth_sendUserOperation is left out: SPEC §5 does not list it for the embedded wallet.
/** What the embedded wallet accepts (SPEC §5); anything else is rejected. */
export const EMBEDDED_SUPPORTED_RPC_METHODS = [
  ...SAFE_RPC_METHODS,
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
] as const;

/** A method the embedded wallet accepts. */
export type EmbeddedRpcMethod = (typeof EMBEDDED_SUPPORTED_RPC_METHODS)[number];
