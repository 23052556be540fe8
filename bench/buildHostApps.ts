import { copyFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BundleHostAppReturnType, bundleHostApp } from '../test/hostApp/bundleHostApp';
import { createHostApp } from '../test/hostApp/createHostApp';
import { packKit } from '../test/hostApp/packKit';

/** The bundlers a host app is built with, as in test/hostBuild.test.ts. */
export const HOST_BUNDLERS = ['esbuild', 'vite'] as const;

/** A bundler of a host app. */
export type HostBundler = (typeof HOST_BUNDLERS)[number];

/** One built page of a host app: a folder to serve whose index.html is the page. */
export interface HostPage {
  dir: string;
}

/** What `buildHostApps` returns: per bundler, the kit page and the React-only page, and a clean-up. */
export interface BuildHostAppsReturnType {
  pages: Record<HostBundler, { kit: HostPage; baseline: HostPage }>;
  remove(): void;
}

const PAGE_HTML = (script: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Host app</title><link rel="icon" href="data:," /></head>
  <body><div id="root"></div><script type="module" src="./${script}"></script></body>
</html>
`;

/** The file of the entry chunk of an esbuild build (esbuild writes no page; the bench writes it). */
function entryFile(build: BundleHostAppReturnType): string {
  const entry = build.chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('buildHostApps: the esbuild output has no entry chunk');
  return entry.file;
}

/**
 * Builds the host app of test/hostBuild.test.ts (the packed kit installed with react, react-dom and
 * viem alone, the getting-started page) for production with esbuild and with Vite, and, in the same
 * app with the same bundler, the React-only baseline page (bench/apps/baseline/main.tsx), so that each
 * build's kit figures are differences against React as that bundler ships it.
 */
export async function buildHostApps(repoRoot: string): Promise<BuildHostAppsReturnType> {
  const workDir = mkdtempSync(join(tmpdir(), 'portico-bench-host-'));
  const remove = () => rmSync(workDir, { recursive: true, force: true });
  try {
    const appDir = join(workDir, 'app-viem');
    await createHostApp({ appDir, kit: await packKit(workDir), library: 'viem' });
    copyFileSync(join(repoRoot, 'bench/apps/baseline/main.tsx'), join(appDir, 'baseline.tsx'));
    writeFileSync(join(appDir, 'baseline.html'), PAGE_HTML('baseline.tsx'));
    const page = async (bundler: HostBundler, name: 'kit' | 'baseline'): Promise<HostPage> => {
      const outDir = `dist-${bundler}-${name}`;
      const dir = join(appDir, outDir);
      // One at a time: the helper writes its report to one file per bundler.
      if (bundler === 'esbuild') {
        const entry = name === 'kit' ? 'main.tsx' : 'baseline.tsx';
        const build = await bundleHostApp({ bundler, appDir, entry, outDir });
        writeFileSync(join(dir, 'index.html'), PAGE_HTML(entryFile(build)));
      } else {
        await bundleHostApp({
          bundler,
          appDir,
          entry: name === 'kit' ? 'index.html' : 'baseline.html',
          outDir,
        });
        if (name === 'baseline') renameSync(join(dir, 'baseline.html'), join(dir, 'index.html'));
      }
      return { dir };
    };
    const pages = {} as BuildHostAppsReturnType['pages'];
    for (const bundler of HOST_BUNDLERS) {
      pages[bundler] = { kit: await page(bundler, 'kit'), baseline: await page(bundler, 'baseline') };
    }
    return { pages, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
