import {
  type Chain,
  createPublicClient,
  createWalletClient,
  type HttpTransport,
  http,
  type JsonRpcAccount,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { sandboxViemChain } from '../../chain/sandboxViemChain';
import { type StartChainReturnType, startChain } from '../../chain/startChain';
import { type StartApiParameters, type StartApiReturnType, startApi } from '../startApi';
import type { DatabaseVariant } from './databaseVariants';
import { isolatedPostgresUrl } from './isolatedPostgresUrl';

/** An HTTP answer with its body parsed as JSON (undefined when it is not JSON). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read fields of many shapes
  json: any;
  text: string;
}

/** startApi's parameters, plus what the harness itself starts. */
export interface ApiHarnessOptions extends Partial<StartApiParameters> {
  /** Also starts a second anvil with this chain id (same contracts and accounts), served by the API. */
  secondChainId?: number;
}

export interface ApiHarness {
  /** The first chain (eip155:31337). */
  chain: StartChainReturnType;
  /** Every chain the API serves, the first one first. */
  chains: StartChainReturnType[];
  api: StartApiReturnType;
  /** A client of the first chain. */
  publicClient: PublicClient;
  /** A client of each chain, in `chains` order. */
  publicClients: PublicClient[];
  /** A wallet client for anvil account `index` on chain `chainIndex` (anvil signs, so no key handling in tests). */
  wallet(index: number, chainIndex?: number): WalletClient<HttpTransport, Chain, JsonRpcAccount>;
  /** Calls the API; a string body is sent as is (to test malformed JSON), anything else as JSON. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer>;
  /** evm_snapshot / evm_revert on every chain, to undo a test's transactions. */
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  /** Errors the API answered with 500 (a test fails on any it did not expect). */
  serverErrors: unknown[];
  /** Failed indexing passes (a test fails on any: the local chains never fail a read). */
  indexerErrors: unknown[];
  stop(): Promise<void>;
}

/** Starts anvil (one or two) and the API (on free ports) against the variant's database. */
export async function startApiHarness(
  variant: DatabaseVariant,
  options: ApiHarnessOptions = {},
): Promise<ApiHarness> {
  const { secondChainId, ...apiOptions } = options;
  const starting = [
    startChain({ port: 0 }),
    ...(secondChainId === undefined ? [] : [startChain({ port: 0, chainId: secondChainId })]),
  ];
  // All settle before a failure is thrown, so a chain that did start is stopped.
  const settled = await Promise.allSettled(starting);
  const chains = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopChains = () => Promise.all(chains.map((c) => c.stop()));
  const failed = settled.find((result) => result.status === 'rejected');
  const chain = chains[0];
  if (failed || !chain) {
    await stopChains();
    throw failed?.reason ?? new Error('no chain started');
  }
  const isolated = variant.databaseUrl ? await isolatedPostgresUrl(variant.databaseUrl) : undefined;
  const serverErrors: unknown[] = [];
  const indexerErrors: unknown[] = [];
  let api: StartApiReturnType;
  try {
    api = await startApi({
      port: 0,
      chains: chains.map((c) => ({
        caipNetworkId: c.caipNetworkId,
        rpcUrl: c.rpcUrl,
        contracts: c.contracts,
      })),
      databaseUrl: isolated?.databaseUrl,
      onError: (error) => serverErrors.push(error),
      onIndexerError: (error) => indexerErrors.push(error),
      // Tests wait for the indexer (sync() or polling the API); a short poll keeps them quick.
      indexIntervalMs: 20,
      ...apiOptions,
    });
  } catch (error) {
    await stopChains();
    await isolated?.drop();
    throw error;
  }
  const viemChains = chains.map((c) => sandboxViemChain(c.chainId, c.rpcUrl));
  const publicClients = chains.map(
    (c, index) =>
      createPublicClient({
        chain: viemChains[index],
        transport: http(c.rpcUrl),
        pollingInterval: 10,
      }) as PublicClient,
  );
  const publicClient = publicClients[0] as PublicClient;
  const rpc = (index: number, method: string, params: unknown[] = []) =>
    (publicClients[index] as PublicClient).request({ method, params } as never) as Promise<unknown>;

  return {
    chain,
    chains,
    api,
    publicClient,
    publicClients,
    serverErrors,
    indexerErrors,
    wallet(index, chainIndex = 0) {
      const account = chain.accounts[index];
      const target = chains[chainIndex];
      if (!account || !target) throw new Error(`no anvil account ${index} on chain ${chainIndex}`);
      return createWalletClient({
        chain: viemChains[chainIndex] as Chain,
        transport: http(target.rpcUrl),
        account: account.address,
      });
    },
    async request(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${api.url}${path}`, init);
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, json, text };
    },
    async snapshot() {
      const ids = await Promise.all(chains.map((_, index) => rpc(index, 'evm_snapshot')));
      return ids.join(',');
    },
    async revert(id) {
      await Promise.all(id.split(',').map((one, index) => rpc(index, 'evm_revert', [one])));
    },
    async stop() {
      await api.stop();
      await stopChains();
      await isolated?.drop();
    },
  };
}
