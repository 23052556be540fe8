import type { UniversalProviderConfigOverride } from '../../store/slices/optionsSlice';

/** One namespace of a WalletConnect session proposal, as the connector builds it. */
export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap?: Record<string, string>;
}

/**
 * AppKit's `universalProviderConfigOverride` over the connector's proposal: `methods`, `chains` and
 * `events` replace a namespace's lists, `rpcMap` entries are added over the eip155 map, and
 * `defaultChain` (a CAIP-2 id) moves first in its namespace, where UniversalProvider takes its default.
 * Namespaces the kit does not propose are left out: the kit cannot serve them.
 */
export function applyProviderOverride<T extends Record<string, ProposalNamespace>>(
  proposal: T,
  override: UniversalProviderConfigOverride | undefined,
): T {
  if (!override) return proposal;
  const result: Record<string, ProposalNamespace> = {};
  for (const [namespace, entry] of Object.entries(proposal)) {
    const next: ProposalNamespace = {
      ...entry,
      chains: [...(override.chains?.[namespace] ?? entry.chains)],
      methods: [...(override.methods?.[namespace] ?? entry.methods)],
      events: [...(override.events?.[namespace] ?? entry.events)],
    };
    if (namespace === 'eip155' && override.rpcMap) next.rpcMap = { ...entry.rpcMap, ...override.rpcMap };
    const preferred = override.defaultChain;
    if (preferred?.startsWith(`${namespace}:`) && next.chains.includes(preferred)) {
      next.chains = [preferred, ...next.chains.filter((c) => c !== preferred)];
    }
    result[namespace] = next;
  }
  return result as T;
}
