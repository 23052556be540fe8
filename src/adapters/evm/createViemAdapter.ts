import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  formatUnits,
  type Hex,
  http,
  type PublicClient,
  parseUnits,
} from 'viem';
import type { Network } from '../../core/networks/network';
import type { AdapterFactory, AdapterOptions } from '../ChainAdapter';
import { createEvmAdapter, RPC_RETRY_COUNT, RPC_TIMEOUT_MS, resolveRpcUrl } from './evmCommon';

// The viem EVM adapter: loaded lazily by `viemAdapter()` (portico/adapters/viem), never in the initial
// bundle.

/** viem's chain object for a kit network. */
function toViemChain(network: Network, rpcUrl: string): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(network.blockExplorers ? { blockExplorers: { default: { ...network.blockExplorers.default } } } : {}),
  };
}

/** Creates the viem adapter; one public client per network, created on first use. */
const createViemAdapter: AdapterFactory = (options: AdapterOptions) => {
  const clients = new Map<string, PublicClient>();
  const client = (network: Network): PublicClient => {
    let existing = clients.get(network.caipNetworkId);
    if (!existing) {
      const url = resolveRpcUrl(options, network);
      existing = createPublicClient({
        chain: toViemChain(network, url),
        transport: http(url, { retryCount: RPC_RETRY_COUNT, timeout: RPC_TIMEOUT_MS }),
        pollingInterval: 250,
      }) as PublicClient;
      clients.set(network.caipNetworkId, existing);
    }
    return existing;
  };
  return createEvmAdapter(options, {
    library: 'viem',
    getBalance: (network, address) => client(network).getBalance({ address: address as Address }),
    estimateGas: (network, request) =>
      client(network).estimateGas({
        account: request.from as Address,
        to: request.to as Address,
        ...(request.value !== undefined ? { value: request.value } : {}),
        ...(request.data !== undefined ? { data: request.data } : {}),
      }),
    async waitForTransaction(network, hash) {
      const receipt = await client(network).waitForTransactionReceipt({ hash: hash as Hex });
      return receipt.status;
    },
    signMessage({ provider }, address, message) {
      const wallet = createWalletClient({ transport: custom(provider) });
      return wallet.signMessage({ account: address as Address, message });
    },
    sendTransaction({ provider }, network, request) {
      const wallet = createWalletClient({
        chain: toViemChain(network, resolveRpcUrl(options, network)),
        transport: custom(provider),
      });
      return wallet.sendTransaction({
        account: request.from as Address,
        to: request.to as Address,
        ...(request.value !== undefined ? { value: request.value } : {}),
        ...(request.data !== undefined ? { data: request.data } : {}),
        ...(request.gas !== undefined ? { gas: request.gas } : {}),
      });
    },
    parseUnits,
    formatUnits,
  });
};

export default createViemAdapter;
