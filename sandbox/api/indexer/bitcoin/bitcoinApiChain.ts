import { BITCOIN_FAMILY_REFERENCES } from '../../../../src/adapters/bitcoin/bitcoinNetworks';
import type { BitcoinAddressFamily } from '../../../../src/core/address/bitcoinAddress';
import { type BitcoinRpcCall, type BitcoinRpcOptions, bitcoinRpc } from '../../../bitcoin/bitcoinRpc';

/** A bip122 chain the API indexes (startApi's `bitcoinChains`). */
export interface BitcoinApiChainConfig {
  /** `bip122:<first 32 hex characters of the genesis hash>`; the sandbox's is Bitcoin regtest's. */
  caipNetworkId: string;
  /**
   * The node's JSON-RPC: its URL with rpcuser / rpcpassword, or a caller in the same process
   * (startBitcoinChain's `node`). It needs `getblockhash` and `getblock`, which the sandbox's open
   * endpoint (serveBitcoinRpc) does not forward.
   */
  rpc: BitcoinRpcOptions | BitcoinRpcCall;
}

/** What a route knows of a configured bip122 chain: its id and the addresses it takes. */
export interface BitcoinApiChain {
  caipNetworkId: string;
  family: BitcoinAddressFamily;
}

/** The config's caller. */
export const bitcoinRpcOf = (config: BitcoinApiChainConfig): BitcoinRpcCall =>
  typeof config.rpc === 'function' ? config.rpc : bitcoinRpc(config.rpc);

/**
 * The route's view of a chain: mainnet and regtest by their reference, any other reference is a test
 * network (testnet3, testnet4 and signet share `tb` addresses), as the adapter reads it (bitcoinNetworks.ts).
 */
export function bitcoinApiChain(caipNetworkId: string): BitcoinApiChain {
  const reference = caipNetworkId.slice('bip122:'.length);
  const family: BitcoinAddressFamily =
    reference === BITCOIN_FAMILY_REFERENCES.mainnet
      ? 'mainnet'
      : reference === BITCOIN_FAMILY_REFERENCES.regtest
        ? 'regtest'
        : 'testnet';
  return { caipNetworkId, family };
}
