import type { BitcoinAddressFamily } from './bitcoinAddress';

// Which address family a bip122 chain takes, by its CAIP-2 reference (the genesis hash's first 32 hex
// digits), written as literals: reading the network records instead would keep them in every host's
// start-up code, since the kit's main entry exports them (docs/bench.md: the host keeps what lazy
// chunks import).

const FAMILIES: Readonly<Record<string, BitcoinAddressFamily>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  // testnet3, testnet4 and signet share `tb` and testnet's Base58 versions.
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
};

/** The address family of a known Bitcoin chain by CAIP-2 reference; undefined for another chain. */
export function bitcoinNetworkFamily(reference: string): BitcoinAddressFamily | undefined {
  return Object.hasOwn(FAMILIES, reference) ? FAMILIES[reference] : undefined;
}
