import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

// Builds a small host page against the kit's sources, as a host's esbuild would bundle the published
// entries: `portico`, `portico/react`, `portico/elements` and `portico/adapters/viem` resolve to their
// source files, React from the repository's node_modules. For browser tests of what a page does with
// the kit (no provider, web components); the published package itself is tested by the host matrix.

const ENTRIES: Record<string, string> = {
  portico: 'src/index.ts',
  'portico/react': 'src/react.ts',
  'portico/elements': 'src/elements/elements.ts',
  'portico/adapters/viem': 'src/adapters/evm/viemAdapter.ts',
  'portico/pay': 'src/pay/pay.ts',
  'portico/pay/react': 'src/pay/react.ts',
};

// `portico/elements` is imported for its side effect (it defines the elements); package.json lists its
// built file in `sideEffects`, which a source file does not match, so it is said here.
const SIDE_EFFECT_ENTRIES = new Set(['portico/elements']);

const kitSources: Plugin = {
  name: 'portico-sources',
  setup(bundler) {
    bundler.onResolve({ filter: /^portico(\/.*)?$/ }, (args) => {
      const file = ENTRIES[args.path];
      return file
        ? { path: resolve(file), sideEffects: SIDE_EFFECT_ENTRIES.has(args.path) || undefined }
        : undefined;
    });
  },
};

/** Parameters of `buildSourcePage`. */
export interface BuildSourcePageParameters {
  /** An empty folder for the page (created); the build goes to `dir/out`. */
  dir: string;
  /** Source files by name (`main.tsx`, `kit.ts`, ...), written into `dir`. */
  files: Record<string, string>;
  /** The pages: HTML file name -> its script's source file (one of `files`) and the page's body. */
  pages: Record<string, { script: string; title: string; body: string }>;
}

/** Writes the page's sources, bundles each page's script for production with esbuild, and returns the folder to serve. */
export async function buildSourcePage({ dir, files, pages }: BuildSourcePageParameters): Promise<string> {
  mkdirSync(dir, { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  const out = join(dir, 'out');
  await build({
    absWorkingDir: dir,
    entryPoints: Object.values(pages).map((page) => page.script),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [resolve('node_modules')],
    outdir: out,
    plugins: [kitSources],
    logLevel: 'error',
  });
  for (const [html, page] of Object.entries(pages)) {
    const script = page.script.replace(/\.tsx?$/, '.js');
    writeFileSync(
      join(out, html),
      `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8" /><title>${page.title}</title></head>\n  <body>\n${page.body}\n    <script type="module" src="./${script}"></script>\n  </body>\n</html>\n`,
    );
  }
  return out;
}
