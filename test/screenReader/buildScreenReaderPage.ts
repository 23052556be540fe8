import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the screen-reader page (page/screenReaderPage.tsx, the kit from its sources) for production
 * into `outDir` with an index.html, as a host's esbuild would: minified, split, lazy chunks as chunks.
 */
export async function buildScreenReaderPage(outDir: string): Promise<void> {
  await build({
    entryPoints: [resolve(__dirname, 'page/screenReaderPage.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: outDir,
    logLevel: 'error',
  });
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Screen reader host</title><link rel="icon" href="data:," /></head>
  <body>
    <div id="root"></div>
    <script type="module" src="./screenReaderPage.js"></script>
  </body>
</html>
`,
  );
}
