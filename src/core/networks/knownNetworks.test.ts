import * as porticoNetworks from '../../networks';
import { CHAIN_NAMESPACES } from '../namespaces';
import * as bitcoinChains from './chains/bitcoin';
import * as cosmosChains from './chains/cosmos';
import * as evmChains from './chains/evm';
import { ethereum } from './chains/evm';
import * as evmTestnetChains from './chains/evmTestnets';
import * as polkadotChains from './chains/polkadot';
import * as solanaChains from './chains/solana';
import { solana, solanaDevnet } from './chains/solana';
import {
  COINBASE_PAY_CHAINS,
  DEFAULT_NETWORK,
  getCoinbasePayChain,
  getNetworkByCaipId,
  isSwapNetwork,
  KNOWN_NETWORKS,
  SWAP_NETWORK_IDS,
} from './knownNetworks';
import { defineNetwork, type Network } from './network';

describe('KNOWN_NETWORKS', () => {
  test('default', () => {
    expect(DEFAULT_NETWORK.caipNetworkId).toBe('eip155:1');
    expect(DEFAULT_NETWORK.name).toBe('Ethereum');
    expect(KNOWN_NETWORKS).toContain(DEFAULT_NETWORK);
  });

  test('behavior: ids and aliases are unique across the list and every namespace is covered', () => {
    const ids = KNOWN_NETWORKS.flatMap((n) => [
      n.caipNetworkId,
      ...(n.deprecatedCaipNetworkId ? [n.deprecatedCaipNetworkId] : []),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(KNOWN_NETWORKS.map((n) => n.chainNamespace))).toEqual(new Set(CHAIN_NAMESPACES));
    expect(Object.isFrozen(KNOWN_NETWORKS)).toBe(true);
  });

  test('behavior: SPEC §9 known chains are all present', () => {
    const required = [1, 8453, 56, 97, 137, 1088, 146, 10143, 47763, 296, 545, 7001, 300, 11155111, 31337];
    for (const id of required) expect(getNetworkByCaipId(`eip155:${id}`)?.id).toBe(id);
    expect(getNetworkByCaipId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.name).toBe('Solana');
  });

  test('behavior: every swap network has a definition', () => {
    for (const id of SWAP_NETWORK_IDS) expect(getNetworkByCaipId(id)?.chainNamespace).toBe('eip155');
  });
});

describe('built-in networks', () => {
  // builtInNetwork skips validation at start-up; this is where every shipped network is validated.
  const shipped = [bitcoinChains, cosmosChains, evmChains, evmTestnetChains, polkadotChains, solanaChains]
    .flatMap((module) => Object.entries(module))
    .filter(([, value]) => typeof value === 'object' && value !== null && 'caipNetworkId' in value);

  test('default: every network the chain files export passes defineNetwork unchanged, frozen', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(KNOWN_NETWORKS.length);
    for (const [name, network] of shipped) {
      expect([name, defineNetwork(network as Network)]).toEqual([name, network]);
      expect(Object.isFrozen((network as Network).nativeCurrency)).toBe(true);
    }
  });

  test('behavior: every network in KNOWN_NETWORKS is one the chain files export', () => {
    const exported = new Set(shipped.map(([, network]) => network));
    for (const network of KNOWN_NETWORKS) expect(exported.has(network)).toBe(true);
  });
});

describe('getNetworkByCaipId', () => {
  test('default', () => {
    expect(getNetworkByCaipId('eip155:8453')?.name).toBe('Base');
  });

  test('behavior: resolves deprecated Solana ids to the current network', () => {
    expect(getNetworkByCaipId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana);
    expect(getNetworkByCaipId('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet);
  });

  test('behavior: searches a given list instead of the known one', () => {
    const custom = defineNetwork({
      id: 424242,
      caipNetworkId: 'eip155:424242',
      chainNamespace: 'eip155',
      name: 'Custom',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example.org'] } },
    });
    expect(getNetworkByCaipId('eip155:424242')).toBeUndefined();
    expect(getNetworkByCaipId('eip155:424242', [custom])).toBe(custom);
    expect(getNetworkByCaipId('eip155:1', [custom])).toBeUndefined();
  });

  test('error: unknown, empty or missing ids give undefined', () => {
    expect(getNetworkByCaipId('eip155:999999999')).toBeUndefined();
    expect(getNetworkByCaipId('')).toBeUndefined();
    expect(getNetworkByCaipId(undefined)).toBeUndefined();
    expect(getNetworkByCaipId('1')).toBeUndefined();
  });
});

describe('SWAP_NETWORK_IDS', () => {
  test('default', () => {
    expect(SWAP_NETWORK_IDS).toEqual([
      'eip155:1',
      'eip155:42161',
      'eip155:10',
      'eip155:324',
      'eip155:8453',
      'eip155:56',
      'eip155:137',
      'eip155:100',
      'eip155:43114',
      'eip155:250',
      'eip155:8217',
      'eip155:1313161554',
    ]);
  });

  test('behavior: isSwapNetwork accepts only listed ids', () => {
    expect(isSwapNetwork('eip155:42161')).toBe(true);
    expect(isSwapNetwork('eip155:11155111')).toBe(false);
    expect(isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false);
    expect(isSwapNetwork(undefined)).toBe(false);
  });
});

describe('getCoinbasePayChain', () => {
  test('default', () => {
    expect(COINBASE_PAY_CHAINS).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ]);
    expect(getCoinbasePayChain('eip155:1')).toBe('ethereum');
  });

  test('behavior: maps each Coinbase chain by its CAIP-2 id', () => {
    const expected = {
      'eip155:42161': 'arbitrum',
      'eip155:137': 'polygon',
      'eip155:80094': 'berachain',
      'eip155:43114': 'avalanche-c-chain',
      'eip155:10': 'optimism',
      'eip155:42220': 'celo',
      'eip155:8453': 'base',
    };
    for (const [id, name] of Object.entries(expected)) expect(getCoinbasePayChain(id)).toBe(name);
  });

  test('behavior: falls back to ethereum for networks Coinbase does not list', () => {
    expect(getCoinbasePayChain('eip155:56')).toBe('ethereum');
    expect(getCoinbasePayChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('ethereum');
    expect(getCoinbasePayChain(undefined)).toBe('ethereum');
    expect(getCoinbasePayChain('toString')).toBe('ethereum');
  });
});

describe('portico/networks', () => {
  // The names an AppKit app imports from `@reown/appkit/networks`, with the chain each must be.
  const APPKIT_NAMES: Record<string, string> = {
    mainnet: 'eip155:1',
    sepolia: 'eip155:11155111',
    base: 'eip155:8453',
    baseSepolia: 'eip155:84532',
    arbitrum: 'eip155:42161',
    arbitrumSepolia: 'eip155:421614',
    optimism: 'eip155:10',
    optimismSepolia: 'eip155:11155420',
    polygon: 'eip155:137',
    polygonAmoy: 'eip155:80002',
    avalanche: 'eip155:43114',
    avalancheFuji: 'eip155:43113',
    gnosis: 'eip155:100',
    gnosisChiado: 'eip155:10200',
    bsc: 'eip155:56',
    bscTestnet: 'eip155:97',
    zksync: 'eip155:324',
    solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    solanaDevnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    solanaTestnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    bitcoin: 'bip122:000000000019d6689c085ae165831e93',
    bitcoinTestnet: 'bip122:000000000933ea01ad0ee984209779ba',
  };

  test("default: each of AppKit's network names is exported as the chain AppKit means", () => {
    const exported = porticoNetworks as unknown as Record<string, Network | undefined>;
    const found = Object.fromEntries(
      Object.keys(APPKIT_NAMES).map((name) => [name, exported[name]?.caipNetworkId]),
    );
    expect(found).toEqual(APPKIT_NAMES);
  });

  test("behavior: mainnet is Portico's ethereum itself, so a kit given either sees one network", () => {
    expect(porticoNetworks.mainnet).toBe(ethereum);
    expect(porticoNetworks.ethereum).toBe(ethereum);
  });

  test('behavior: every testnet under an AppKit name is marked as a testnet and is a known network', () => {
    for (const name of Object.keys(APPKIT_NAMES).filter((n) =>
      /Sepolia|Amoy|Fuji|Chiado|Testnet|Devnet|^sepolia$/.test(n),
    )) {
      const network = (porticoNetworks as unknown as Record<string, Network>)[name]!;
      expect([name, network.testnet]).toEqual([name, true]);
      expect(getNetworkByCaipId(network.caipNetworkId)).toBe(network);
    }
  });

  test("behavior: defineChain is AppKit's name for defineNetwork and validates the same way", () => {
    expect(porticoNetworks.defineChain).toBe(defineNetwork);
    expect(() => porticoNetworks.defineChain({ ...ethereum, rpcUrls: { default: { http: [] } } })).toThrow(
      'Invalid network "Ethereum": rpcUrls.default.http must list at least one URL',
    );
  });
});
