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

export interface ApiHarness {
  chain: StartChainReturnType;
  api: StartApiReturnType;
  publicClient: PublicClient;
  /** A wallet client for anvil account `index` (anvil signs, so no key handling in tests). */
  wallet(index: number): WalletClient<HttpTransport, Chain, JsonRpcAccount>;
  /** Calls the API; a string body is sent as is (to test malformed JSON), anything else as JSON. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer>;
  /** evm_snapshot / evm_revert, to undo a test's transactions. */
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  /** Errors the API answered with 500 (a test fails on any it did not expect). */
  serverErrors: unknown[];
  stop(): Promise<void>;
}

/** Starts anvil and the API (on free ports) against the variant's database. */
export async function startApiHarness(
  variant: DatabaseVariant,
  options: Partial<StartApiParameters> = {},
): Promise<ApiHarness> {
  const chain = await startChain({ port: 0 });
  const isolated = variant.databaseUrl ? await isolatedPostgresUrl(variant.databaseUrl) : undefined;
  const serverErrors: unknown[] = [];
  let api: StartApiReturnType;
  try {
    api = await startApi({
      port: 0,
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, contracts: chain.contracts }],
      databaseUrl: isolated?.databaseUrl,
      onError: (error) => serverErrors.push(error),
      ...options,
    });
  } catch (error) {
    await chain.stop();
    await isolated?.drop();
    throw error;
  }
  const viemChain = sandboxViemChain(chain.chainId, chain.rpcUrl);
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({
    chain: viemChain,
    transport,
    pollingInterval: 10,
  }) as PublicClient;

  return {
    chain,
    api,
    publicClient,
    serverErrors,
    wallet(index) {
      const account = chain.accounts[index];
      if (!account) throw new Error(`no anvil account ${index}`);
      return createWalletClient({ chain: viemChain, transport, account: account.address });
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
    snapshot: () => publicClient.request({ method: 'evm_snapshot' } as never) as Promise<string>,
    async revert(id) {
      await publicClient.request({ method: 'evm_revert', params: [id] } as never);
    },
    async stop() {
      await api.stop();
      await chain.stop();
      await isolated?.drop();
    },
  };
}
