import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { withDeadline } from '../e2e/harness/withDeadline';
import { openIdlePage, type PaintProbe, paintProbeScript } from './measurePage';

/** A node of a V8 CPU profile (Chrome DevTools Protocol `Profiler.Profile`). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** A V8 CPU profile as `Profiler.stop` returns it; saved as-is, DevTools opens it. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One row of the click's cost table: where the time went, in milliseconds of the main thread. */
export interface CostRow {
  where: string;
  ms: number;
}

/** What one profiled click measured. */
export interface ClickProfile {
  clickToListMs: number;
  /** The raw profile, for `bench/profiles/` (open it in DevTools' Performance panel). */
  profile: CpuProfile;
  /** Self time grouped by original source file (through the build's hidden source maps) or by kind. */
  bySource: CostRow[];
  /** Main-thread work the renderer did outside JavaScript (style, layout, paint), from a trace. */
  rendering: CostRow[];
}

/** Trace event names of the renderer's own work, grouped as DevTools' summary groups them. */
const RENDERING_EVENTS: Record<string, string> = {
  UpdateLayoutTree: 'style recalculation',
  RecalculateStyles: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseAuthorStyleSheet: 'style sheets parsed',
  'Decode Image': 'image decoding',
  ImageDecodeTask: 'image decoding',
  EvaluateScript: 'script evaluation (whole, JS included)',
  'v8.compile': 'script compilation',
  'v8.compileModule': 'script compilation',
};

/**
 * Loads `url` like `measurePage` (fresh context, idle), then profiles one click with no hover until the
 * wallet list is painted: a V8 CPU profile (sampled every 100 µs) for the JavaScript, and a trace of the
 * renderer's timeline for style, layout and paint. `sourceRoot` is the folder of the build's files and
 * their hidden `.map` files, so minified frames are named by their original source files.
 */
export async function profileClick(browser: Browser, url: string, sourceRoot: string): Promise<ClickProfile> {
  const { context, page, button } = await openIdlePage(browser, url);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.evaluate(paintProbeScript());
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'blink.user_timing'] });
    await cdp.send('Profiler.start');
    await button.evaluate((element) => (element as HTMLElement).click());
    const probe = await withDeadline(
      page.evaluate(() => (window as unknown as { __benchPaint: Promise<PaintProbe> }).__benchPaint),
      15_000,
      'waiting for the wallet list after the profiled click',
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    const window = clickWindow(trace.traceEvents);
    return {
      clickToListMs: probe.paintedAt - probe.clickedAt,
      profile,
      bySource: selfTimeBySource(profile, sourceRoot, window),
      rendering: renderingCosts(trace.traceEvents, window),
    };
  } finally {
    await context.close();
  }
}

/** The click's span on the trace clock (µs): from the click's mark to the painted list's mark. */
interface ClickWindow {
  from: number;
  to: number;
}

/** The `bench-click` and `bench-painted` marks of the paint probe, as the trace recorded them. */
function clickWindow(events: TraceEvent[]): ClickWindow {
  const at = (name: string) => events.find((event) => event.name === name)?.ts;
  const from = at('bench-click');
  const to = at('bench-painted');
  if (from === undefined || to === undefined)
    throw new Error('bench:profile: the trace has no bench-click / bench-painted marks');
  return { from, to };
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  tid: number;
  pid: number;
}

/**
 * The renderer main thread's style, layout and paint time after the click: the complete events of
 * `RENDERING_EVENTS` on the thread that ran the click's handler (the one with the most `EventDispatch`).
 */
function renderingCosts(events: TraceEvent[], window: ClickWindow): CostRow[] {
  const dispatchByThread = new Map<string, number>();
  for (const event of events)
    if (event.name === 'EventDispatch') {
      const key = `${event.pid}:${event.tid}`;
      dispatchByThread.set(key, (dispatchByThread.get(key) ?? 0) + 1);
    }
  const main = [...dispatchByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const totals = new Map<string, number>();
  for (const event of events) {
    const group = RENDERING_EVENTS[event.name];
    if (!group || event.ph !== 'X' || `${event.pid}:${event.tid}` !== main) continue;
    if (event.ts < window.from || event.ts > window.to) continue;
    totals.set(group, (totals.get(group) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return sortRows(totals);
}

/** Rows sorted by time, largest first, each rounded to 0.01 ms. */
function sortRows(totals: Map<string, number>): CostRow[] {
  return [...totals]
    .map(([where, ms]) => ({ where, ms: Math.round(ms * 100) / 100 }))
    .sort((a, b) => b.ms - a.ms);
}

/** A source-map lookup per script URL (undefined for scripts without a map beside them). */
function sourceMapsOf(sourceRoot: string) {
  const maps = new Map<string, SourceMap | undefined>();
  return (url: string): SourceMap | undefined => {
    if (maps.has(url)) return maps.get(url);
    const path = join(sourceRoot, new URL(url).pathname);
    const map = existsSync(`${path}.map`)
      ? new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')))
      : undefined;
    maps.set(url, map);
    return map;
  };
}

/** Shortens a source path: `node_modules/<package>` for dependencies, repo-relative for the kit. */
function sourceLabel(source: string): string {
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return `node_modules/${inModules[1]}`;
  // The maps name sources relative to the build's folder, which lies inside the repository.
  return source.replace(/^(\.\.\/)+/, '');
}

/**
 * Self time of each sample, summed by the original source file of its frame (V8's own entries such as
 * `(program)` and `(garbage collector)` by name; `(idle)` left out: the page waiting is not a cost), for
 * the samples between the click and the painted list.
 */
export function selfTimeBySource(profile: CpuProfile, sourceRoot: string, window: ClickWindow): CostRow[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const mapOf = sourceMapsOf(sourceRoot);
  const labelOf = new Map<number, string>();
  const label = (node: ProfileNode): string => {
    const cached = labelOf.get(node.id);
    if (cached) return cached;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let where = url ? (new URL(url).pathname.split('/').pop() ?? url) : functionName || '(anonymous)';
    const map = url ? mapOf(url) : undefined;
    // Both zero-based, as V8's call frames are.
    const original = map?.findEntry(lineNumber, columnNumber);
    if (original && 'originalSource' in original) where = sourceLabel(original.originalSource);
    labelOf.set(node.id, where);
    return where;
  };
  const totals = new Map<string, number>();
  // Samples are timed on the trace's clock: the profile's start plus the deltas so far.
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    if (time < window.from || time > window.to) return;
    const where = label(node);
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return sortRows(totals);
}
