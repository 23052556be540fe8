import { createPublicClient, http } from 'viem';
import { encodeHistoryCursor } from '../sandbox/api/history/historyCursor';
import { historyPageSize } from '../sandbox/api/history/historyPageSize';
import { historyPageStatement } from '../sandbox/api/history/queryHistoryPage';
import { writeHistoryRows } from '../sandbox/api/indexer/writeHistoryRows';
import { startApi } from '../sandbox/api/startApi';
import { startChain } from '../sandbox/chain/startChain';
import { historyBenchRows } from './historyBenchRows';
import { median } from './median';

/** Transactions seeded for the measured account (DESIGN §6 / issue 10: 10,000 for one account). */
export const historyBenchCount = 10_000;

export interface MeasureHistoryApiParameters {
  /** Timed requests per page (after 5 untimed ones that warm up the server and the database). */
  requests: number;
}

export interface HistoryApiRun {
  /** Median milliseconds of GET .../history (first page) over HTTP, answer parsed. */
  firstPageMs: number;
  firstPageSamplesMs: number[];
  /** The same for the last page (its cursor sits 9,950 transactions deep): keyset paging costs the same. */
  lastPageMs: number;
  /** The database's plan for the first page's query, first line (it should name a page index). */
  plan: string;
}

/**
 * Starts anvil and the reference API on the embedded database (its default), waits for the indexer,
 * bulk-inserts 10,000 transactions for one account through the indexer's writer and times the history
 * endpoint as the kit calls it. No browser involved.
 */
export async function measureHistoryApi(parameters: MeasureHistoryApiParameters): Promise<HistoryApiRun> {
  const chain = await startChain({ port: 0 });
  try {
    const api = await startApi({
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, contracts: chain.contracts }],
    });
    try {
      await api.indexer.sync();
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      const head = await client.getBlock();
      const account = `0x${'a11ce'.padEnd(40, '0')}`;
      const rows = historyBenchRows({
        account,
        chainId: chain.caipNetworkId,
        token: chain.contracts.usdc.toLowerCase(),
        count: historyBenchCount,
        firstBlock: head.number + 1n,
        firstTime: head.timestamp + 1n,
      });
      await writeHistoryRows(api.db, rows);
      // Fresh statistics, as autovacuum would have gathered on a database that filled up over time.
      await api.db.exec('analyze');

      const url = `${api.url}/v1/account/${account}/history?chainId=${chain.caipNetworkId}&projectId=bench&st=appkit&sv=bench`;
      const oldest = [...rows.entries].filter((entry) => entry.account === account).slice(0, 51);
      const lastCursor = oldest.at(-1);
      if (!lastCursor) throw new Error('bench: no rows seeded');
      const lastUrl = `${url}&cursor=${encodeHistoryCursor(lastCursor)}`;
      const firstPageSamplesMs = await timeRequests(url, parameters.requests, true);
      const lastPageSamplesMs = await timeRequests(lastUrl, parameters.requests, false);

      const { sql, params } = historyPageStatement({
        account,
        chainIds: [chain.caipNetworkId],
        limit: historyPageSize + 1,
      });
      const plan = await api.db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      return {
        firstPageMs: median(firstPageSamplesMs),
        firstPageSamplesMs,
        lastPageMs: median(lastPageSamplesMs),
        plan:
          plan.rows.map((row) => row['QUERY PLAN'].trim()).find((line) => /Index/.test(line)) ??
          'no index used',
      };
    } finally {
      await api.stop();
    }
  } finally {
    await chain.stop();
  }
}

/** Times `count` GETs of `url` (after 5 untimed ones), each until its JSON is parsed; checks the page. */
async function timeRequests(url: string, count: number, expectNext: boolean): Promise<number[]> {
  const one = async () => {
    const started = performance.now();
    const response = await fetch(url);
    const page = (await response.json()) as { data?: unknown[]; next?: string | null };
    const elapsed = performance.now() - started;
    if (
      response.status !== 200 ||
      page.data?.length !== historyPageSize ||
      (page.next !== null) !== expectNext
    ) {
      throw new Error(
        `bench: unexpected history answer ${response.status}: ${JSON.stringify(page).slice(0, 200)}`,
      );
    }
    return elapsed;
  };
  for (let warmUp = 0; warmUp < 5; warmUp++) await one();
  const samples: number[] = [];
  for (let run = 0; run < count; run++) samples.push(await one());
  return samples;
}
