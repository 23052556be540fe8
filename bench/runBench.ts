// `npm run bench [-- --runs N] [--check] [--no-history] [--api-only]`: times the reference API's history
// endpoint over 10,000 indexed transactions (no browser), then builds the DESIGN §6 bench app and a
// React-only baseline for production and measures both in headless Chromium (median of N runs, default
// 5; --api-only skips this part), prints the figures against their budgets and appends them to
// bench/history.json. Only --check makes a breach fail the run. See docs/bench.md.
import { join } from 'node:path';
import { launchChromium } from '../e2e/harness/launchChromium';
import { serveStatic } from '../e2e/harness/serveStatic';
import { findRepoRoot } from '../sandbox/start/findRepoRoot';
import { runViteBuild } from '../sandbox/start/runViteBuild';
import { appendHistory, currentCommit, type HistoryEntry } from './appendHistory';
import type { FigureKey } from './budgets';
import { formatTable } from './formatTable';
import { historyBenchCount, measureHistoryApi } from './measureHistoryApi';
import { measurePage, type PageRun } from './measurePage';
import { median } from './median';

const args = process.argv.slice(2);
const check = args.includes('--check');
// CI runs measure without writing: the history is a record of runs someone chose to keep.
const keepHistory = !args.includes('--no-history');
const apiOnly = args.includes('--api-only');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs needs a positive whole number, got ${args[runsArg + 1]}`);

const root = findRepoRoot();
const outDir = (app: string) => join(root, 'node_modules/.cache/portico-bench', app);
const kB = (bytes: number) => bytes / 1000;
const pick = (list: PageRun[], key: keyof PageRun) => list.map((run) => run[key] as number);

/** Rounds every value to two decimals for the history file. */
function rounded<T extends Partial<Record<string, number>>>(values: T): T {
  const entries = Object.entries(values).map(([key, value]) => [key, Math.round((value ?? 0) * 100) / 100]);
  return Object.fromEntries(entries) as T;
}

async function measure(url: string, openModal: boolean): Promise<PageRun[]> {
  const browser = await launchChromium();
  try {
    // One discarded run: the first page of a fresh browser pays for its own start-up.
    await measurePage(browser, url, openModal);
    const results: PageRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await measurePage(browser, url, openModal));
    return results;
  } finally {
    await browser.close();
  }
}

/** The browser figures (DESIGN §6) with the pages' totals, from production builds in headless Chromium. */
async function measureBrowser() {
  console.log('bench: building the baseline (React only) and the kit app for production...');
  for (const app of ['baseline', 'kit']) {
    await runViteBuild({
      config: 'bench/vite.bench.config.ts',
      outDir: outDir(app),
      env: { BENCH_APP: app },
    });
  }
  const baselineServer = await serveStatic({ root: outDir('baseline') });
  const kitServer = await serveStatic({ root: outDir('kit') });
  let baseline: PageRun[];
  let kit: PageRun[];
  let chromium: string;
  try {
    console.log(`bench: measuring, ${runs} run(s) of each page in headless Chromium...`);
    baseline = await measure(baselineServer.url, false);
    kit = await measure(kitServer.url, true);
    const browser = await launchChromium();
    chromium = browser.version();
    await browser.close();
  } finally {
    await baselineServer.stop();
    await kitServer.stop();
  }

  const baselineInitial = median(pick(baseline, 'initialJsBytes'));
  const kitInitial = median(pick(kit, 'initialJsBytes'));
  const kitToList = median(pick(kit, 'jsToListBytes'));
  const figures = {
    initialJsKb: kB(kitInitial - baselineInitial),
    jsToWalletListKb: kB(kitToList - baselineInitial),
    clickToListMs: median(pick(kit, 'clickToListMs')),
    heapAfterOpenMiB: median(pick(kit, 'heapBytes')) / 1024 / 1024,
    // Any run that reached outside counts: the budget is zero, not "zero on most loads".
    outsideRequests: Math.max(...kit.map((run) => run.outsideRequests.length)),
  } satisfies Partial<Record<FigureKey, number>>;
  const totals = {
    baselineInitialJsKb: kB(baselineInitial),
    kitInitialJsKb: kB(kitInitial),
    kitJsToWalletListKb: kB(kitToList),
  };
  const notes = [
    `page totals (React included): baseline ${totals.baselineInitialJsKb.toFixed(1)} kB, kit app initial ` +
      `${totals.kitInitialJsKb.toFixed(1)} kB, kit app at the wallet list ${totals.kitJsToWalletListKb.toFixed(1)} kB ` +
      `(gzip -9, kB = 1000 bytes); click -> list runs: ${pick(kit, 'clickToListMs')
        .map((ms) => ms.toFixed(1))
        .join(', ')} ms`,
  ];
  const outside = [...new Set(kit.flatMap((run) => run.outsideRequests))];
  if (outside.length > 0) notes.push(`outside requests at page load:\n  ${outside.join('\n  ')}`);
  return { figures, totals, chromium, notes };
}

async function main(): Promise<void> {
  // First, and without a browser: this figure needs only anvil and the API.
  console.log(
    `bench: history API, ${historyBenchCount.toLocaleString('en')} transactions for one account...`,
  );
  const history = await measureHistoryApi({ requests: Math.max(4 * runs, 20) });
  const historyNote =
    `history API (embedded database, over HTTP): first page ${history.firstPageMs.toFixed(1)} ms, ` +
    `last page ${history.lastPageMs.toFixed(1)} ms (medians of ${history.firstPageSamplesMs.length}); ` +
    `plan: ${history.plan}`;
  console.log(`bench: ${historyNote}`);

  const browser = apiOnly ? undefined : await measureBrowser();
  const figures: Partial<Record<FigureKey, number>> = {
    ...browser?.figures,
    historyFirstPageMs: history.firstPageMs,
  };
  const table = formatTable(figures);
  console.log(`\n${table.text}\n`);
  for (const note of [...(browser?.notes ?? []), historyNote]) console.log(note);

  const entry: HistoryEntry = {
    date: new Date().toISOString(),
    commit: currentCommit(),
    runs,
    chromium: browser?.chromium ?? null,
    figures: rounded(figures),
    ...(browser ? { totals: rounded(browser.totals) } : {}),
    withinBudget: table.ok,
  };
  if (keepHistory) appendHistory(join(root, 'bench/history.json'), entry);
  console.log(keepHistory ? 'appended to bench/history.json' : 'history not written (--no-history)');
  if (!table.ok) {
    console.log(
      check
        ? 'bench: over budget (--check): failing'
        : 'bench: over budget (reported only; --check fails the run)',
    );
    if (check) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
