import { getNamespace } from '../../core/caip';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import type { BalanceArgs } from './balanceEndpoints';
import type { RuntimeContext, RuntimeSession } from './createRuntimeContext';

/**
 * The connected session a balance read is for, with its network. Throws NoActiveCaipAddressError when
 * that account is no longer connected on that network (the read is moot, not failed).
 */
export function sessionFor(
  ctx: RuntimeContext,
  { caipNetworkId, address }: BalanceArgs,
): RuntimeSession & { network: NonNullable<RuntimeSession['network']> } {
  const s = ctx.session(getNamespace(caipNetworkId));
  const sameNetwork =
    s.network?.caipNetworkId === caipNetworkId || s.network?.deprecatedCaipNetworkId === caipNetworkId;
  if (!s.network || !sameNetwork || s.address.toLowerCase() !== address.toLowerCase())
    throw new NoActiveCaipAddressError();
  return { ...s, network: s.network };
}
