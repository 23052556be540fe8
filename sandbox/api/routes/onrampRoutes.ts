import { onrampOptionsRoutes } from './onrampOptionsRoutes';
import { onrampOrderRoutes } from './onrampOrderRoutes';
import { onrampPayPageRoutes } from './onrampPayPageRoutes';
import { onrampQuoteRoutes } from './onrampQuoteRoutes';
import { onrampUrlRoutes } from './onrampUrlRoutes';

/**
 * The on-ramp routes of SPEC §7 (options, quote, the buy-URL generator), the order the kit polls, and
 * the Sandbox Pay page that settles orders on the chain (docs/sandbox-api.md "On-ramp").
 */
export const onrampRoutes = [
  ...onrampOptionsRoutes,
  ...onrampQuoteRoutes,
  ...onrampUrlRoutes,
  ...onrampOrderRoutes,
  ...onrampPayPageRoutes,
];
