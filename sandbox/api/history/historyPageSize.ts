/** Transactions per page of GET /v1/account/{account}/history (docs/sandbox-api.md), EVM and Solana alike. */
export const historyPageSize = 50;
