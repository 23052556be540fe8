// `npm run bench [-- --runs N] [--check] [--no-history] [--api-only] [--no-host]`: times the reference
// API's history endpoint over 10,000 indexed transactions (no browser), then measures the kit in
// headless Chromium against a React-only baseline built the same way, in three builds: the DESIGN §6
// bench app (Vite, kit from the sources) and a host app of the packed kit built with esbuild and with
// Vite (as test/hostBuild.test.ts builds it; --no-host skips these two). Each page is opened with and
// without a prior hover (median of N runs, default 5; --api-only skips the browser). Prints the figures
// against their budgets, the click -> list ratios to React, and appends the figures to
// bench/history.json. Only --check makes a breach fail the run. See docs/bench.md.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/harness/launchChromium';
import { type ServeStaticReturnType, serveStatic } from '../e2e/harness/serveStatic';
import { findRepoRoot } from '../sandbox/start/findRepoRoot';
import { runViteBuild } from '../sandbox/start/runViteBuild';
import { appendHistory, currentCommit, type HistoryEntry } from './appendHistory';
import { benchBuilds, type FigureKey, figureKey } from './budgets';
import { buildHostApps, HOST_BUNDLERS } from './buildHostApps';
import { alignTable, formatTable } from './formatTable';
import { type BuildFigures, measureBuild } from './measureBuild';
import { historyBenchCount, measureHistoryApi } from './measureHistoryApi';
import { runsOption } from './runsOption';

const args = process.argv.slice(2);
const check = args.includes('--check');
// CI runs measure without writing: the history is a record of runs someone chose to keep.
const keepHistory = !args.includes('--no-history');
const apiOnly = args.includes('--api-only');
const withHost = !args.includes('--no-host');
const runs = runsOption(args);

const root = findRepoRoot();
const outDir = (app: string) => join(root, 'node_modules/.cache/portico-bench', app);

/** Rounds every value to two decimals for the history file. */
function rounded<T extends Partial<Record<string, number>>>(values: T): T {
  const entries = Object.entries(values).map(([key, value]) => [key, Math.round((value ?? 0) * 100) / 100]);
  return Object.fromEntries(entries) as T;
}

/** Serves the kit and baseline folders of one build and measures them; the servers stop afterwards. */
async function measureServed(browser: Browser, dirs: { kit: string; baseline: string }) {
  const servers: ServeStaticReturnType[] = [];
  try {
    for (const dir of [dirs.kit, dirs.baseline]) servers.push(await serveStatic({ root: dir }));
    return await measureBuild(browser, { kit: servers[0]!.url, baseline: servers[1]!.url }, runs);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The ratio table: click -> list of the kit and of React alone, per build and click mode. */
function ratioTable(builds: [string, BuildFigures][]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows = builds.map(([name, build]) => {
    const { noHover, hover } = build.clickToListMs;
    return [
      name,
      ms(noHover.kit),
      ms(noHover.baseline),
      `${noHover.ratio.toFixed(2)}x`,
      ms(hover.kit),
      ms(hover.baseline),
      `${hover.ratio.toFixed(2)}x`,
    ];
  });
  const header = [
    'click -> list (median)',
    'no hover',
    'React only',
    'ratio',
    'hover',
    'React only',
    'ratio',
  ];
  return alignTable(header, rows);
}

/** The browser figures (DESIGN §6 and issue 11) with the pages' totals, from production builds. */
async function measureBrowser() {
  console.log('bench: building the bench app and its React-only baseline (Vite, sources)...');
  for (const app of ['baseline', 'kit']) {
    await runViteBuild({
      config: 'bench/vite.bench.config.ts',
      outDir: outDir(app),
      env: { BENCH_APP: app },
    });
  }
  if (withHost)
    console.log('bench: packing the kit into a host app (viem), building it with esbuild and Vite...');
  const host = withHost ? await buildHostApps(root) : undefined;
  const browser = await launchChromium();
  const chromium = browser.version();
  const builds: [string, BuildFigures][] = [];
  try {
    console.log(`bench: measuring, ${runs} run(s) of each page and click mode in headless Chromium...`);
    builds.push([
      'bench app (Vite, sources)',
      await measureServed(browser, { kit: outDir('kit'), baseline: outDir('baseline') }),
    ]);
    for (const bundler of HOST_BUNDLERS) {
      const pages = host?.pages[bundler];
      if (pages)
        builds.push([
          `host app (${bundler})`,
          await measureServed(browser, { kit: pages.kit.dir, baseline: pages.baseline.dir }),
        ]);
    }
  } finally {
    await browser.close();
    host?.remove();
  }
  const [, bench] = builds[0]!;
  const figures: Partial<Record<FigureKey, number>> = {
    clickToListMs: bench.clickToListMs.hover.kit,
    clickToListRatio: bench.clickToListMs.hover.ratio,
    heapAfterOpenMiB: bench.heapAfterOpenMiB,
    outsideRequests: bench.outsideRequests,
  };
  // Each figure beside the React-only page of the same run: a page's JS as (React + kit) / React.
  const ratios: Partial<Record<FigureKey, number>> = {
    clickToListMs: bench.clickToListMs.hover.ratio,
    heapAfterOpenMiB: bench.heapAfterOpenMiB / bench.baselineHeapMiB,
  };
  for (const { prefix, label } of benchBuilds) {
    const build = builds.find(([name]) => name.startsWith(label))?.[1];
    if (!build) continue;
    const { baselineInitialJsKb, baselineIdleJsKb } = build.totals;
    const withReact = (added: number, reactOnly: number) => (reactOnly + added) / reactOnly;
    figures[figureKey(prefix, 'InitialJsKb')] = build.initialJsKb;
    ratios[figureKey(prefix, 'InitialJsKb')] = withReact(build.initialJsKb, baselineInitialJsKb);
    figures[figureKey(prefix, 'IdleJsKb')] = build.idleJsKb;
    ratios[figureKey(prefix, 'IdleJsKb')] = withReact(build.idleJsKb, baselineIdleJsKb);
    figures[figureKey(prefix, 'JsToWalletListKb')] = build.jsToWalletListKb;
    ratios[figureKey(prefix, 'JsToWalletListKb')] = withReact(build.jsToWalletListKb, baselineInitialJsKb);
    figures[figureKey(prefix, 'ClickToListNoHoverMs')] = build.clickToListMs.noHover.kit;
    ratios[figureKey(prefix, 'ClickToListNoHoverMs')] = build.clickToListMs.noHover.ratio;
    figures[figureKey(prefix, 'ClickToListNoHoverRatio')] = build.clickToListMs.noHover.ratio;
  }
  const runList = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
  const notes = [
    ...builds.map(
      ([name, build]) =>
        `${name}: pages with React ${build.totals.baselineInitialJsKb.toFixed(1)} kB (React only), ` +
        `${build.totals.kitInitialJsKb.toFixed(1)} kB (kit, initial), ${build.totals.kitJsToWalletListKb.toFixed(1)} kB ` +
        `(kit, at the wallet list); kit JS by idle +${build.idleJsKb.toFixed(1)} kB; wallet rows ` +
        `${build.listRows.kit} (kit) / ${build.listRows.baseline} (React only); click -> list runs, no hover: ` +
        `${runList(build.clickToListMs.noHover.kitRuns)} ms; hover: ${runList(build.clickToListMs.hover.kitRuns)} ms`,
    ),
    'gzip -9, kB = 1000 bytes',
  ];
  const outside = [...new Set(builds.flatMap(([, build]) => build.outsideUrls))];
  if (outside.length > 0) notes.push(`outside requests at page load:\n  ${outside.join('\n  ')}`);
  const clickToListRatios = Object.fromEntries(
    builds.flatMap(([name, build]) =>
      (['noHover', 'hover'] as const).map((mode) => [`${name} ${mode}`, build.clickToListMs[mode].ratio]),
    ),
  );
  return {
    figures,
    figureRatios: ratios,
    totals: bench.totals,
    chromium,
    notes,
    ratios: ratioTable(builds),
    clickToListRatios,
  };
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
  const table = formatTable(figures, browser?.figureRatios);
  console.log(`\n${table.text}\n`);
  if (browser) console.log(`${browser.ratios}\n`);
  for (const note of [...(browser?.notes ?? []), historyNote]) console.log(note);

  const entry: HistoryEntry = {
    date: new Date().toISOString(),
    commit: currentCommit(),
    runs,
    chromium: browser?.chromium ?? null,
    figures: rounded(figures),
    ...(browser
      ? { totals: rounded(browser.totals), clickToListRatios: rounded(browser.clickToListRatios) }
      : {}),
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
