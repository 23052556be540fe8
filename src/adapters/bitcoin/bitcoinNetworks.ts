import type { BitcoinAddressFamily } from '../../core/address/bitcoinAddress';
import { bitcoinNetworkFamily } from '../../core/address/bitcoinNetworkFamily';
import type { Network } from '../../core/networks/network';

// Which address family a configured bip122 network takes, from its CAIP-2 reference (the genesis
// hash's first 32 hex characters). Testnet3, testnet4 and signet all use `tb` addresses.

/** The reference of each family's main chain (signet and testnet4 are `testnet` too). */
export const BITCOIN_FAMILY_REFERENCES: Readonly<Record<BitcoinAddressFamily, string>> = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
};

/** Signet's reference (its wallets name it `Signet`). */
export const BITCOIN_SIGNET_REFERENCE = '00000008819873e925422c1ff0f99f7c';

/** The family of a bip122 network: mainnet and regtest by reference, any other is a test network. */
export function bitcoinFamilyOf(network: Network): BitcoinAddressFamily {
  return bitcoinNetworkFamily(String(network.id)) ?? 'testnet';
}

/** The network name sats-connect's `wallet_changeNetwork` takes. */
export function walletNetworkName(network: Network): string {
  const family = bitcoinFamilyOf(network);
  if (family === 'mainnet') return 'Mainnet';
  if (family === 'regtest') return 'Regtest';
  return String(network.id) === BITCOIN_SIGNET_REFERENCE ? 'Signet' : 'Testnet';
}
