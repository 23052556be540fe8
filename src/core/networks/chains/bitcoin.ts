import { builtInNetwork } from '../builtInNetwork';

// CAIP-2 (bip122) references are the first 32 hex characters of the genesis block hash. Bitcoin
// wallets do the signing; the RPC URL is only used for reads (publicnode serves Bitcoin Core JSON-RPC).

/** BTC, 8 decimals (satoshis). */
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

/** Bitcoin mainnet. */
export const bitcoin = /* @__PURE__ */ builtInNetwork({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://bitcoin-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
});

/** Bitcoin testnet3. */
export const bitcoinTestnet = /* @__PURE__ */ builtInNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://bitcoin-testnet-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
});

/** Bitcoin mainnet and testnet. */
export const BITCOIN_NETWORKS = [bitcoin, bitcoinTestnet] as const;

/**
 * Bitcoin regtest, as the sandbox serves it (`npm start`, integration tests; sandbox/bitcoin): a Litecoin
 * regtest node standing in for Bitcoin's, declared by Bitcoin regtest's genesis (docs/bitcoin.md says what
 * differs). The URL is the sandbox's open JSON-RPC endpoint. Not in BITCOIN_NETWORKS: apps add it themselves.
 */
export const bitcoinRegtest = /* @__PURE__ */ builtInNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  testnet: true,
});
