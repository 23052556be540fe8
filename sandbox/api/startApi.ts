import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hexToNumber } from 'viem';
import { z } from 'zod';
import { createTtlCache } from '../lib/createTtlCache';
import type { ApiContext } from './ApiContext';
import { type ApiChainConfig, type ChainReader, createChainReader } from './chain/createChainReader';
import { createSolanaReader, type SolanaChainConfig } from './chain/createSolanaReader';
import { createSwapReaders, type SwapReader } from './chain/createSwapReader';
import type { TokenBalance } from './chain/readTokenBalances';
import { balanceRefreshes } from './coordination/balanceRefreshes';
import { type Coordination, createLocalCoordination, type IndexerRole } from './coordination/Coordination';
import { createPgCoordination } from './coordination/createPgCoordination';
import { createDatabase } from './db/createDatabase';
import type { Database } from './db/Database';
import { runMigrations } from './db/runMigrations';
import { createRequestHandler } from './http/createRequestHandler';
import type { RateLimit } from './http/enforceRateLimit';
import type { UnauthenticatedWrite } from './http/limitUnauthenticatedWrite';
import { type BitcoinApiChainConfig, bitcoinApiChain, bitcoinRpcOf } from './indexer/bitcoin/bitcoinApiChain';
import { startBitcoinIndexer } from './indexer/bitcoin/startBitcoinIndexer';
import { type Indexer, startIndexer } from './indexer/startIndexer';
import { checkReadiness, indexerRoles } from './lifecycle/checkReadiness';
import { createLifecycle } from './lifecycle/createLifecycle';
import { stopGracefully } from './lifecycle/stopGracefully';
import { allRoutes } from './routes/allRoutes';
import { seedAllowedOrigins } from './seedAllowedOrigins';
import { seedNames } from './seedNames';
import { seedSpamTokens } from './seedSpamTokens';

export type { ApiChainConfig } from './chain/createChainReader';
export type { BitcoinApiChainConfig } from './indexer/bitcoin/bitcoinApiChain';

export interface StartApiParameters {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** The chains to answer for (eip155 only for now). */
  chains: ApiChainConfig[];
  /**
   * CAIP-2 ids of the chains swaps are offered on (the `/v1/convert/*` routes); none by default, so every
   * other chain answers "Network not supported for Swaps". Each must be one of `chains` and carry its
   * Uniswap V2 deployment in `contracts` (`npm start` lists its first chain; docs/sandbox.md).
   */
  swapChains?: string[];
  /** Solana chains whose balances the API answers (SOL and SPL tokens); none by default. */
  solanaChains?: SolanaChainConfig[];
  /**
   * bip122 chains whose nodes the API indexes (outputs and spends of every block, reorgs rolled back):
   * BTC balances and `GET /v1/bitcoin/utxos/{address}`; none by default (docs/sandbox-api.md).
   */
  bitcoinChains?: BitcoinApiChainConfig[];
  /** PostgreSQL URL; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory; the embedded database is in memory without it. Ignored with databaseUrl. */
  dataDir?: string;
  /**
   * Origins every project accepts (GET /v1/allowed-origins); none by default: each project lists its own
   * (`seedAllowedOrigins(db, origins, projectId)`), so no other local port can embed its wallet.
   */
  allowedOrigins?: string[];
  /** Request bodies above this many bytes get 413; default 64 kB. */
  bodyLimitBytes?: number;
  /** How long a balance answer is reused for the same address; default 10 s. */
  balanceCacheMs?: number;
  /** Base URL clients reach the API at (for icon URLs); default http://<host>:<port>. */
  publicUrl?: string;
  /** Receives errors answered as 500; default prints them to stderr. */
  onError?: (error: unknown, request: IncomingMessage) => void;
  /** How often the history indexer polls a chain that is caught up; default 250 ms. */
  indexIntervalMs?: number;
  /** Receives indexing failures (each distinct one once); default prints them to stderr. */
  onIndexerError?: (error: unknown, caipNetworkId: string) => void;
  /** SIWX nonces per client address and window; default 60 a minute (SIWX_NONCE_RATE_LIMIT). */
  nonceRateLimit?: RateLimit;
  /**
   * Per-client budgets of `POST /e`, `/v1/generators/onrampurl` and `/v1/pay/payments`; defaults 600,
   * 120 and 120 a minute (UNAUTHENTICATED_WRITE_RATE_LIMITS), counted in the database across instances.
   */
  writeRateLimits?: Partial<Record<UnauthenticatedWrite, RateLimit>>;
  /**
   * Addresses of the balancers in front of this instance: from them, per-client limits count the client
   * `X-Forwarded-For` names (clientAddressOf). None by default: the header is ignored.
   */
  trustedProxies?: string[];
  /** How long a Sandbox Pay "settle slowly" payment stays pending; default 10 s (docs/sandbox.md). */
  onrampSlowSettlementMs?: number;
  /** How long a Sandbox Exchange "settle slowly" payment stays in progress; default 10 s (docs/sandbox.md). */
  paySlowSettlementMs?: number;
  /**
   * On stop, how long `/readyz` answers 503 before the listener closes (requests are still served then),
   * so a balancer polling it moves traffic away first; default 0 (docs/self-hosting.md).
   */
  drainDelayMs?: number;
  /** On stop, the bound on waiting for requests in flight; default 10 s. */
  stopGraceMs?: number;
  /** How often a standby asks for a chain's indexing lock (PostgreSQL); default 2 s. */
  leaderRetryMs?: number;
  /**
   * Each change of this instance's indexing role per chain; by default, on PostgreSQL, logged as
   * `api: indexer <chain>: <role> (pid <pid>)` (what operators watch; docs/self-hosting.md).
   */
  onIndexerRole?: (caipNetworkId: string, role: IndexerRole) => void;
}

export interface StartApiReturnType {
  url: string;
  port: number;
  db: Database;
  /** The history indexer; `sync()` waits until it has caught up with every chain's current head. */
  indexer: Pick<Indexer, 'sync'>;
  /**
   * Stops gracefully: `/readyz` 503, the listener closes, requests in flight are answered (bounded by
   * stopGraceMs), then the indexers stop and the database closes.
   */
  stop(): Promise<void>;
}

export const defaultAllowedOrigins: string[] = [];

const parametersSchema = z.object({
  chains: z
    .array(z.object({ caipNetworkId: z.string().regex(/^eip155:[0-9]{1,20}$/, 'must be eip155:<chain id>') }))
    .min(1, 'at least one chain is required'),
  allowedOrigins: z
    .array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://*.example.com'))
    .optional(),
  indexIntervalMs: z.number().int().min(1).max(60_000).optional(),
  solanaChains: z
    .array(
      z.object({
        caipNetworkId: z.string().regex(/^solana:[-_a-zA-Z0-9]{1,32}$/, 'must be solana:<reference>'),
      }),
    )
    .optional(),
  bitcoinChains: z
    .array(
      z.object({
        caipNetworkId: z.string().regex(/^bip122:[0-9a-f]{32}$/, 'must be bip122:<32 hex characters>'),
      }),
    )
    .optional(),
});

/** Starts the reference blockchain API: database and migrations, chain readers, history indexer, HTTP server. */
export async function startApi(parameters: StartApiParameters): Promise<StartApiReturnType> {
  const checked = parametersSchema.safeParse(parameters);
  if (!checked.success) throw new Error(`api: invalid configuration: ${z.prettifyError(checked.error)}`);
  const host = parameters.host ?? '127.0.0.1';
  const requestedPort = parameters.port ?? 0;

  const chains = new Map<string, ChainReader>();
  for (const config of parameters.chains) chains.set(config.caipNetworkId, createChainReader(config));
  await Promise.all([...chains.values()].map(checkChain));
  await Promise.all((parameters.bitcoinChains ?? []).map(checkBitcoinChain));
  let swaps: Map<string, SwapReader>;
  try {
    swaps = createSwapReaders(parameters.chains, chains, parameters.swapChains ?? []);
    await Promise.all([...swaps.values()].map((swap) => swap.tokens()));
  } catch (error) {
    throw new Error(`api: invalid configuration: swapChains: ${reason(error).split('\n')[0]}`);
  }

  let db: Database;
  try {
    db = await createDatabase(parameters);
  } catch (error) {
    throw new Error(`api: database: ${reason(error)}`);
  }
  // Opens no connection yet (the first lock request does), so it cannot fail the start.
  const coordination = startCoordination(parameters, db);
  let server: Server | undefined;
  try {
    await runMigrations(db);
    await seedAllowedOrigins(db, parameters.allowedOrigins ?? defaultAllowedOrigins);
    await seedSpamTokens(db, parameters.chains);
    await seedNames(db);

    let publicUrl = parameters.publicUrl?.replace(/\/+$/, '') ?? '';
    const context: ApiContext = {
      db,
      chains,
      solanaChains: new Map(
        (parameters.solanaChains ?? []).map((c) => [c.caipNetworkId, createSolanaReader(c)]),
      ),
      swaps,
      bitcoinChains: new Map(
        (parameters.bitcoinChains ?? []).map((c) => [c.caipNetworkId, bitcoinApiChain(c.caipNetworkId)]),
      ),
      balanceCache: createTtlCache<TokenBalance[]>(parameters.balanceCacheMs ?? 10_000),
      balanceRefreshes: balanceRefreshes(db),
      publicUrl: () => publicUrl,
      ...(parameters.nonceRateLimit ? { nonceRateLimit: parameters.nonceRateLimit } : {}),
      ...(parameters.writeRateLimits ? { writeRateLimits: parameters.writeRateLimits } : {}),
      ...(parameters.onrampSlowSettlementMs === undefined
        ? {}
        : { onrampSlowSettlementMs: parameters.onrampSlowSettlementMs }),
      ...(parameters.paySlowSettlementMs === undefined
        ? {}
        : { paySlowSettlementMs: parameters.paySlowSettlementMs }),
    };
    const onError =
      parameters.onError ??
      ((error: unknown, request: IncomingMessage) =>
        console.error(`api: ${request.method} ${request.url?.split('?')[0]} failed:`, error));
    const handler = createRequestHandler({
      routes: allRoutes,
      context,
      bodyLimitBytes: parameters.bodyLimitBytes ?? 64 * 1024,
      onError,
      ...(parameters.trustedProxies ? { trustedProxies: parameters.trustedProxies } : {}),
    });
    const bitcoinRpcs = new Map(
      (parameters.bitcoinChains ?? []).map((c) => [c.caipNetworkId, bitcoinRpcOf(c)]),
    );
    const indexedChains = [...chains.keys(), ...bitcoinRpcs.keys()];
    const lifecycle = createLifecycle({
      handler,
      readiness: () =>
        checkReadiness({ db, chains, bitcoinChains: bitcoinRpcs, indexedChains, coordination }),
      stoppingReport: () => ({ indexer: indexerRoles(indexedChains, coordination) }),
    });
    server = createServer(lifecycle.listener);
    const port = await listen(server, requestedPort, host);
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    publicUrl ||= url;
    // Started last, once nothing else can fail: it runs until stop().
    const onIndexerError =
      parameters.onIndexerError ??
      ((error: unknown, chain: string) => console.error(`api: indexing ${chain} failed (retrying):`, error));
    const running = startIndexer({
      db,
      chains: parameters.chains,
      intervalMs: parameters.indexIntervalMs,
      onError: onIndexerError,
      lead: coordination.lead,
    });
    const bitcoinIndexer = startBitcoinIndexer({
      db,
      chains: parameters.bitcoinChains ?? [],
      intervalMs: parameters.indexIntervalMs,
      onError: onIndexerError,
      lead: coordination.lead,
    });

    let stopped: Promise<void> | undefined;
    const stop = () => {
      stopped ??= stopGracefully({
        server: server as Server,
        lifecycle,
        drainDelayMs: parameters.drainDelayMs ?? 0,
        graceMs: parameters.stopGraceMs ?? 10_000,
        stopIndexers: async () => {
          await Promise.all([running.stop(), bitcoinIndexer.stop()]);
        },
        coordination,
        db,
      });
      return stopped;
    };
    const sync = async (timeoutMs?: number) => {
      await Promise.all([running.sync(timeoutMs), bitcoinIndexer.sync(timeoutMs)]);
    };
    return { url, port, db, indexer: { sync }, stop };
  } catch (error) {
    server?.close();
    await coordination.close().catch(() => {});
    await db.close().catch(() => {});
    if (error instanceof Error && error.message.startsWith('api: ')) throw error;
    throw new Error(`api: ${reason(error)}`);
  }
}

/** Fails the start early, naming the chain, when its node is down or is another chain. */
async function checkChain(reader: ChainReader): Promise<void> {
  try {
    // No retries: a node that is down should fail the start at once, not after viem's backoff.
    const chainId = hexToNumber(await reader.client.request({ method: 'eth_chainId' }, { retryCount: 0 }));
    if (chainId !== reader.chainId) throw new Error(`node reports chain id ${chainId}`);
    await reader.tokens();
  } catch (error) {
    throw new Error(`api: chain ${reader.caipNetworkId}: ${reason(error).split('\n')[0]}`);
  }
}

/** Fails the start early, naming the chain, when its Bitcoin node does not answer. */
async function checkBitcoinChain(config: BitcoinApiChainConfig): Promise<void> {
  try {
    await bitcoinRpcOf(config)('getblockcount');
  } catch (error) {
    throw new Error(`api: chain ${config.caipNetworkId}: ${reason(error).split('\n')[0]}`);
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`api: failed to start on port ${port}: ${reason(error)}`)),
    );
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** PostgreSQL: locks and invalidations through the database (several instances); PGlite: this process alone. */
function startCoordination(parameters: StartApiParameters, db: Database): Coordination {
  const onRole =
    parameters.onIndexerRole ??
    ((chain: string, role: IndexerRole) =>
      console.log(`api: indexer ${chain}: ${role} (pid ${process.pid})`));
  // One process on PGlite always leads: nothing worth a log line unless asked for.
  if (db.kind !== 'postgres' || !parameters.databaseUrl)
    return createLocalCoordination(parameters.onIndexerRole ?? (() => {}));
  return createPgCoordination({
    databaseUrl: parameters.databaseUrl,
    retryMs: parameters.leaderRetryMs,
    onRole,
    onError: (error) => console.error('api: coordination connection failed (retrying):', error),
  });
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
