// Shared esbuild settings for the library build and its test (scripts/build.test.ts).
import { readFileSync } from 'node:fs';
import { startupChunkPlugin } from './startupChunkPlugin.mjs';

// Read from the working directory (the repo root) so that Jest can load this file too.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** Every dependency stays external: the host app's bundler dedupes and tree-shakes them. */
export const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
].flatMap((name) => [name, `${name}/*`]);

/**
 * The public entry points, by their path in dist/ (package.json `exports` maps `portico/<path>` there).
 * One entry per adapter library: a host's bundler then sees only the library the host imported.
 */
export const entryPoints = {
  index: 'src/index.ts',
  react: 'src/react.ts',
  actions: 'src/actions.ts',
  'adapters/viem': 'src/adapters/evm/viemAdapter.ts',
  'adapters/ethers': 'src/adapters/ethers/ethersAdapter.ts',
  'adapters/solana': 'src/adapters/solana/solanaAdapter.ts',
  'adapters/bitcoin': 'src/adapters/bitcoin/bitcoinAdapter.ts',
  'adapters/cosmos': 'src/adapters/cosmos/cosmosAdapter.ts',
  'adapters/polkadot': 'src/adapters/polkadot/polkadotAdapter.ts',
  'adapters/wagmi': 'src/adapters/wagmi/wagmiAdapter.ts',
  networks: 'src/networks.ts',
  elements: 'src/elements/elements.ts',
  pay: 'src/pay/pay.ts',
  'pay/react': 'src/pay/react.ts',
};

/** Code-split ESM of the public entry points; each dynamic import (a plugin, an adapter) is its own chunk. */
export const buildOptions = {
  entryPoints,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  // Minified but for whitespace: esbuild's whitespace minification also drops the /* @__PURE__ */
  // annotations, and without them a host's bundler must keep every unused pure call (each
  // defineError(...)) of a module it loads: -2.0 kB of a host's initial JS (docs/bench.md). Hosts
  // minify whitespace themselves.
  minifySyntax: true,
  minifyIdentifiers: true,
  sourcemap: true,
  metafile: true,
  external,
  // Left for the host's bundler: esbuild would otherwise write "development" into the kit (its default
  // for a browser build not fully minified), and the development-only option checks
  // (src/kit/checkOptions.ts) would ship in every production app.
  define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  // Start-up code both entries share in one chunk, the rest of `portico/react`'s in another (see the plugin).
  plugins: [startupChunkPlugin([['index', 'react'], ['react']])],
};

/**
 * `portico/server`, a host backend's SIWX session check, built on its own: one self-contained file with
 * no code splitting, so it never imports the browser entries' start-up chunks (which hold Redux).
 */
export const serverEntryPoints = { server: 'src/server.ts' };

/** Build options of `portico/server`: neutral platform (Node, Deno, edge runtimes), dependencies external. */
export const serverBuildOptions = {
  entryPoints: serverEntryPoints,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  metafile: true,
  external,
  outdir: 'dist',
  logLevel: 'warning',
};
