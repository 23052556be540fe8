import { bitcoinRegtest } from '../../src/core/networks/chains/bitcoin';
import type { DemoFamilyChain } from './DemoConfig';

/**
 * The demo's view of the local Bitcoin chain at `rpcUrl` (the open JSON-RPC endpoint of litecoind
 * regtest, standing in for Bitcoin regtest). No keys: the Bitcoin dev wallet signs in the demo server.
 */
export function bitcoinDemoConfig(rpcUrl: string): DemoFamilyChain<'bip122'> {
  return { caipNetworkId: bitcoinRegtest.caipNetworkId as `bip122:${string}`, rpcUrl };
}
