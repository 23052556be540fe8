import { convertApprovalRoutes } from './convertApprovalRoutes';
import { convertQuotesRoutes } from './convertQuotesRoutes';
import { convertTokensRoutes } from './convertTokensRoutes';
import { convertTransactionRoutes } from './convertTransactionRoutes';

/**
 * The swap routes of SPEC §7 beside gas-price (gasPriceRoutes): tokens, quotes, allowance, build-approve,
 * build-transaction, on the chains of startApi's `swapChains` (docs/sandbox-api.md).
 */
export const convertRoutes = [
  ...convertTokensRoutes,
  ...convertQuotesRoutes,
  ...convertApprovalRoutes,
  ...convertTransactionRoutes,
];
