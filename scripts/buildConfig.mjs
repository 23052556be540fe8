// Shared esbuild settings for the library build and its test (scripts/build.test.ts).
import { readFileSync } from 'node:fs';

// Read from the working directory (the repo root) so that Jest can load this file too.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** Every dependency stays external: the host app's bundler dedupes and tree-shakes them. */
export const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
].flatMap((name) => [name, `${name}/*`]);

/** Code-split ESM with the two public entry points; each dynamic import (a plugin) is its own chunk. */
export const buildOptions = {
  entryPoints: { index: 'src/index.ts', react: 'src/react.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  minify: true,
  sourcemap: true,
  metafile: true,
  external,
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
};
