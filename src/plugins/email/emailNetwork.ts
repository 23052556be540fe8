import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { EmailNetworkMissingError } from './emailErrors';

/** The namespaces the embedded wallet serves (SPEC §6: it supports only eip155 and solana). */
export const EMBEDDED_WALLET_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/**
 * The network an e-mail login must make active first: undefined when the active namespace is one the
 * embedded wallet serves, else the first configured network it serves (configuration order), as
 * AppKit does (issue 24: the login went ahead on the other namespace, which the wallet never joins).
 * Throws `EmailNetworkMissingError` when the kit configures none, before anything changed.
 */
export function emailLoginNetwork(state: RootState): CaipNetworkId | undefined {
  const { activeNamespace, chains } = state.chains;
  if (activeNamespace && EMBEDDED_WALLET_NAMESPACES.includes(activeNamespace)) return undefined;
  for (const chain of Object.values(chains)) {
    if (!chain || !EMBEDDED_WALLET_NAMESPACES.includes(chain.namespace)) continue;
    const first = chain.caipNetworks[0];
    if (first) return first.caipNetworkId;
  }
  throw new EmailNetworkMissingError(Object.keys(chains).join(', ') || 'none');
}
