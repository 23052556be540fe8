import { payExchangePageRoutes } from './payExchangePageRoutes';
import { payExchangeRoutes } from './payExchangeRoutes';
import { payPaymentRoutes } from './payPaymentRoutes';

/**
 * The pay routes (issue 26): the exchanges a payment can go through, payments and their status, and the
 * Sandbox Exchange page that settles exchange payments on the chain (docs/sandbox-api.md "Pay").
 */
export const payRoutes = [...payExchangeRoutes, ...payPaymentRoutes, ...payExchangePageRoutes];
