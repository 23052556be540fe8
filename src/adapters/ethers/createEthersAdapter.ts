import {
  BrowserProvider,
  Network as EthersNetwork,
  FetchRequest,
  formatUnits,
  JsonRpcProvider,
  parseUnits,
} from 'ethers';
import type { Network } from '../../core/networks/network';
import type { AdapterFactory, AdapterOptions, Eip1193Provider } from '../ChainAdapter';
import {
  createEvmAdapter,
  RPC_RETRY_COUNT,
  RPC_TIMEOUT_MS,
  resolveRpcUrl,
  toRpcTransaction,
} from '../evm/evmCommon';

// The ethers v6 EVM adapter: same behaviour as the viem one (shared evmCommon), loaded lazily by
// `ethersAdapter()` (portico/adapters/ethers).

/** Retries a read up to RPC_RETRY_COUNT more times, like viem's `retryCount`. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt <= RPC_RETRY_COUNT; attempt++) {
    try {
      return await run();
    } catch (error) {
      last = error;
      // A JSON-RPC error answer is final; only transport failures (timeouts, 5xx, network) are retried.
      const code = (error as { code?: unknown }).code;
      if (code === 'CALL_EXCEPTION' || code === 'INVALID_ARGUMENT' || code === 'INSUFFICIENT_FUNDS')
        throw error;
    }
  }
  throw last;
}

const createEthersAdapter: AdapterFactory = (options: AdapterOptions) => {
  const providers = new Map<string, JsonRpcProvider>();
  const rpc = (network: Network): JsonRpcProvider => {
    let existing = providers.get(network.caipNetworkId);
    if (!existing) {
      const fetchRequest = new FetchRequest(resolveRpcUrl(options, network));
      fetchRequest.timeout = RPC_TIMEOUT_MS;
      const chain = new EthersNetwork(network.name, Number(network.id));
      existing = new JsonRpcProvider(fetchRequest, chain, {
        staticNetwork: chain,
        polling: true,
        pollingInterval: 250,
        // ethers reuses an identical call's answer for 250 ms by default; a balance read after a send must be fresh.
        cacheTimeout: -1,
      });
      providers.set(network.caipNetworkId, existing);
    }
    return existing;
  };
  // ethers' BrowserProvider over the wallet; `any` network so a wallet-side switch never throws.
  const browser = (provider: Eip1193Provider) =>
    new BrowserProvider(provider as ConstructorParameters<typeof BrowserProvider>[0], 'any');
  return createEvmAdapter(options, {
    library: 'ethers',
    getBalance: (network, address) => withRetry(() => rpc(network).getBalance(address)),
    estimateGas: (network, request) => withRetry(() => rpc(network).estimateGas(toRpcTransaction(request))),
    async waitForTransaction(network, hash) {
      const receipt = await rpc(network).waitForTransaction(hash, 1, 5 * 60_000);
      return receipt?.status === 1 ? 'success' : 'reverted';
    },
    async signMessage({ provider }, address, message) {
      const signer = await browser(provider).getSigner(address);
      return signer.signMessage(message);
    },
    async sendTransaction({ provider }, _network, request) {
      const signer = await browser(provider).getSigner(request.from);
      // Sent unsigned through the wallet (eth_sendTransaction); ethers fills nothing the wallet would not.
      const hash = await signer.sendUncheckedTransaction({
        from: request.from,
        to: request.to,
        ...(request.value !== undefined ? { value: request.value } : {}),
        ...(request.data !== undefined ? { data: request.data } : {}),
        ...(request.gas !== undefined ? { gasLimit: request.gas } : {}),
      });
      return hash;
    },
    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => trimZero(formatUnits(value, decimals)),
  });
};

/** ethers writes "1.0" where viem writes "1"; both adapters return viem's form. */
function trimZero(value: string): string {
  return value.endsWith('.0') ? value.slice(0, -2) : value;
}

export default createEthersAdapter;
