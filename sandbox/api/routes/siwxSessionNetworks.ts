import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../../src/core/networks/chains/bitcoin';
import { cosmosHub, cosmosSandbox } from '../../../src/core/networks/chains/cosmos';
import { polkadot, polkadotLocal } from '../../../src/core/networks/chains/polkadot';
import type { ApiContext } from '../ApiContext';

// The networks a sign-in may name. EVM and Solana: a chain this API serves (a session elsewhere would
// vouch for an account on a network no route here answers for, and a smart account there could not be
// checked). Bitcoin, Polkadot and Cosmos sign-ins are checked offline (BIP-322, sr25519, ADR-036: no
// chain call, no smart accounts), so every network the kit ships a record for is accepted, the
// sandbox's own chains included; an unknown chain id of those families is refused like an unserved chain.
const FAMILY_NETWORKS: ReadonlySet<string> = new Set(
  [bitcoin, bitcoinTestnet, bitcoinRegtest, polkadot, polkadotLocal, cosmosHub, cosmosSandbox].map(
    (network) => network.caipNetworkId,
  ),
);

/** True when a session may open on `network` (CAIP-2). */
export function isSiwxSessionNetwork(context: ApiContext, network: string): boolean {
  return (
    context.chains.has(network) || context.solanaChains?.has(network) === true || FAMILY_NETWORKS.has(network)
  );
}
