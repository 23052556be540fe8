import type { Browser } from 'playwright-core';
import { type ClickMode, measurePage, type PageRun } from './measurePage';
import { median } from './median';

/** The pages of one build: the kit app and the React-only baseline built the same way. */
export interface BuildUrls {
  kit: string;
  baseline: string;
}

/** Medians of one build's runs (bytes are gzip -9, kB = 1000 bytes). */
export interface BuildFigures {
  /** JS the kit adds before the button shows: kit page minus baseline page. */
  initialJsKb: number;
  /** JS the kit adds by the time the page is idle (its idle preload included). */
  idleJsKb: number;
  /** JS the kit adds by the first wallet list paint. */
  jsToWalletListKb: number;
  heapAfterOpenMiB: number;
  /** The React-only page's heap after its list opened, for the ratio. */
  baselineHeapMiB: number;
  /** The largest count of any kit run (the budget is zero, not "zero on most loads"). */
  outsideRequests: number;
  outsideUrls: string[];
  /** Click -> wallet list painted, kit and React-only, per click mode. */
  clickToListMs: Record<ClickMode, { kit: number; baseline: number; ratio: number; kitRuns: number[] }>;
  listRows: { kit: number; baseline: number };
  /** The pages' own totals (React included). */
  totals: {
    baselineInitialJsKb: number;
    baselineIdleJsKb: number;
    kitInitialJsKb: number;
    kitJsToWalletListKb: number;
  };
}

const MODES: readonly ClickMode[] = ['noHover', 'hover'];
const kB = (bytes: number) => bytes / 1000;

/**
 * Measures one build: `runs` rounds, each loading the kit page and the baseline page once per click
 * mode in a fresh context, interleaved so that a busy moment of the machine weighs on both apps alike.
 * One discarded load first: the first page of a build pays for the server's and the browser's warm-up.
 */
export async function measureBuild(browser: Browser, urls: BuildUrls, runs: number): Promise<BuildFigures> {
  await measurePage(browser, urls.kit, 'noHover');
  const kit: Record<ClickMode, PageRun[]> = { noHover: [], hover: [] };
  const baseline: Record<ClickMode, PageRun[]> = { noHover: [], hover: [] };
  for (let run = 0; run < runs; run++) {
    for (const mode of MODES) {
      kit[mode].push(await measurePage(browser, urls.kit, mode));
      baseline[mode].push(await measurePage(browser, urls.baseline, mode));
    }
  }
  const allKit = [...kit.noHover, ...kit.hover];
  const allBaseline = [...baseline.noHover, ...baseline.hover];
  const med = (list: PageRun[], key: 'initialJsBytes' | 'idleJsBytes' | 'jsToListBytes' | 'heapBytes') =>
    median(list.map((run) => run[key]));
  const baselineInitial = med(allBaseline, 'initialJsBytes');
  const clickToListMs = Object.fromEntries(
    MODES.map((mode) => {
      const kitMs = median(kit[mode].map((run) => run.clickToListMs));
      const baselineMs = median(baseline[mode].map((run) => run.clickToListMs));
      const kitRuns = kit[mode].map((run) => run.clickToListMs);
      return [mode, { kit: kitMs, baseline: baselineMs, ratio: kitMs / baselineMs, kitRuns }];
    }),
  ) as BuildFigures['clickToListMs'];
  return {
    initialJsKb: kB(med(allKit, 'initialJsBytes') - baselineInitial),
    idleJsKb: kB(med(allKit, 'idleJsBytes') - med(allBaseline, 'idleJsBytes')),
    jsToWalletListKb: kB(med(allKit, 'jsToListBytes') - baselineInitial),
    heapAfterOpenMiB: med(allKit, 'heapBytes') / 1024 / 1024,
    baselineHeapMiB: med(allBaseline, 'heapBytes') / 1024 / 1024,
    outsideRequests: Math.max(...allKit.map((run) => run.outsideRequests.length)),
    outsideUrls: [...new Set(allKit.flatMap((run) => run.outsideRequests))],
    clickToListMs,
    listRows: {
      kit: Math.max(...allKit.map((run) => run.listRows)),
      baseline: Math.max(...allBaseline.map((run) => run.listRows)),
    },
    totals: {
      baselineInitialJsKb: kB(baselineInitial),
      baselineIdleJsKb: kB(med(allBaseline, 'idleJsBytes')),
      kitInitialJsKb: kB(med(allKit, 'initialJsBytes')),
      kitJsToWalletListKb: kB(med(allKit, 'jsToListBytes')),
    },
  };
}
