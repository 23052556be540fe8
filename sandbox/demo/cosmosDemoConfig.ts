import { cosmosSandbox } from '../../src/core/networks/chains/cosmos';
import type { DemoFamilyChain } from './DemoConfig';

/**
 * The demo's view of the Cosmos simulator at `rpcUrl` (CometBFT JSON-RPC over HTTP). No keys: the
 * Cosmos dev wallet signs in the demo server.
 */
export function cosmosDemoConfig(rpcUrl: string): DemoFamilyChain<'cosmos'> {
  return { caipNetworkId: cosmosSandbox.caipNetworkId as `cosmos:${string}`, rpcUrl };
}
