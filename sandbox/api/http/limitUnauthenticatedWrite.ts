import type { ApiContext } from '../ApiContext';
import { clientAddressKey } from './clientAddressKey';
import { enforceRateLimit, type RateLimit } from './enforceRateLimit';

/** The unauthenticated routes that store rows, each with its own per-client budget. */
export type UnauthenticatedWrite = 'analytics' | 'onrampUrl' | 'payPayment';

/**
 * Per client address and minute (issue 29): far above what one page of the kit sends (the kit batches
 * analytics; an order or payment is one click), low enough that one client cannot fill the tables.
 * Counted in the database like the nonce limit, so the budget is shared by every instance.
 */
export const UNAUTHENTICATED_WRITE_RATE_LIMITS: Readonly<Record<UnauthenticatedWrite, RateLimit>> = {
  analytics: { max: 600, windowMs: 60_000 },
  onrampUrl: { max: 120, windowMs: 60_000 },
  payPayment: { max: 120, windowMs: 60_000 },
};

/** Counts one `write` of the client, or throws 429 with Retry-After when its budget is used up. */
export function limitUnauthenticatedWrite(
  context: ApiContext,
  write: UnauthenticatedWrite,
  clientAddress: string,
): Promise<void> {
  return enforceRateLimit(context.db, {
    scope: write,
    client: clientAddressKey(clientAddress),
    limit: context.writeRateLimits?.[write] ?? UNAUTHENTICATED_WRITE_RATE_LIMITS[write],
  });
}
