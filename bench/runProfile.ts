// `npm run bench:profile [-- --runs N]`: where the time of a click on connect goes, until the wallet list
// is painted (issue 30). Builds the bench app and its React-only baseline (as `npm run bench` does, with
// hidden source maps), profiles N clicks without hover on each (V8 CPU profile + renderer trace), keeps
// the kit's median run and writes it to bench/profiles/: `click-nohover.cpuprofile` (open it in
// DevTools' Performance panel) and `click-nohover.md` (the top costs by original source file, and the
// renderer's style / layout / paint time beside React alone's). See docs/bench.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../e2e/harness/launchChromium';
import { serveStatic } from '../e2e/harness/serveStatic';
import { findRepoRoot } from '../sandbox/start/findRepoRoot';
import { runViteBuild } from '../sandbox/start/runViteBuild';
import { type ClickProfile, type CostRow, profileClick } from './profileClick';
import { runsOption } from './runsOption';

const args = process.argv.slice(2);
const runs = runsOption(args);

const root = findRepoRoot();
const outDir = (app: string) => join(root, 'node_modules/.cache/portico-bench', app);

/** The run whose click -> list time is the median of `profiles`. */
function medianRun(profiles: ClickProfile[]): ClickProfile {
  const sorted = [...profiles].sort((a, b) => a.clickToListMs - b.clickToListMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A Markdown table of cost rows, the first `limit` of them and the rest summed. */
function table(rows: CostRow[], limit: number): string {
  const shown = rows.slice(0, limit);
  const rest = rows.slice(limit).reduce((sum, row) => sum + row.ms, 0);
  const lines = shown.map((row) => `| ${row.ms.toFixed(2)} | \`${row.where}\` |`);
  if (rest > 0) lines.push(`| ${rest.toFixed(2)} | ${rows.length - limit} more |`);
  return ['| ms | where |', '|---:|---|', ...lines].join('\n');
}

async function main(): Promise<void> {
  console.log('bench:profile: building the bench app and its React-only baseline (Vite, sources)...');
  for (const app of ['baseline', 'kit'])
    await runViteBuild({
      config: 'bench/vite.bench.config.ts',
      outDir: outDir(app),
      env: { BENCH_APP: app },
    });
  const browser = await launchChromium();
  const servers = [
    await serveStatic({ root: outDir('kit') }),
    await serveStatic({ root: outDir('baseline') }),
  ];
  try {
    const [kitServer, baselineServer] = servers as [(typeof servers)[0], (typeof servers)[0]];
    // One discarded load first, as the bench does: the first page pays for the warm-ups.
    await profileClick(browser, kitServer.url, outDir('kit'));
    const kit: ClickProfile[] = [];
    const baseline: ClickProfile[] = [];
    for (let run = 0; run < runs; run++) {
      kit.push(await profileClick(browser, kitServer.url, outDir('kit')));
      baseline.push(await profileClick(browser, baselineServer.url, outDir('baseline')));
    }
    const chosen = medianRun(kit);
    const reactOnly = medianRun(baseline);
    const js = chosen.bySource.reduce((sum, row) => sum + row.ms, 0);
    const report = [
      '# Click -> wallet list, no hover: where the time goes',
      '',
      `Written by \`npm run bench:profile\` (${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()}):`,
      `the bench app's median of ${runs} profiled clicks, ${chosen.clickToListMs.toFixed(1)} ms click -> list`,
      `(React only: ${reactOnly.clickToListMs.toFixed(1)} ms). Profiling slows the page down; the ratios`,
      'between rows are what count. The profile itself is `click-nohover.cpuprofile` beside this file.',
      '',
      `## Main-thread samples by original source (${js.toFixed(1)} ms in all, idle left out)`,
      '',
      table(chosen.bySource, 25),
      '',
      '## Renderer work outside JavaScript (trace)',
      '',
      '| kit, ms | React only, ms | what |',
      '|---:|---:|---|',
      ...chosen.rendering.map(
        (row) =>
          `| ${row.ms.toFixed(2)} | ${(reactOnly.rendering.find((r) => r.where === row.where)?.ms ?? 0).toFixed(2)} | ${row.where} |`,
      ),
      '',
    ].join('\n');
    const dir = join(root, 'bench/profiles');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'click-nohover.cpuprofile'), JSON.stringify(chosen.profile));
    writeFileSync(join(dir, 'click-nohover.md'), report);
    console.log(report);
    console.log(
      `bench:profile: kit runs ${kit.map((p) => p.clickToListMs.toFixed(1)).join(', ')} ms; written to bench/profiles/`,
    );
  } finally {
    for (const server of servers) await server.stop();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `bench:profile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
