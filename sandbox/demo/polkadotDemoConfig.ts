import { polkadotLocal } from '../../src/core/networks/chains/polkadot';
import type { DemoFamilyChain } from './DemoConfig';

/**
 * The demo's view of the Polkadot simulator at `rpcUrl` (its websocket URL; the same port answers
 * HTTP). No keys: the Polkadot dev wallet signs in the demo server.
 */
export function polkadotDemoConfig(rpcUrl: string): DemoFamilyChain<'polkadot'> {
  return { caipNetworkId: polkadotLocal.caipNetworkId as `polkadot:${string}`, rpcUrl };
}
