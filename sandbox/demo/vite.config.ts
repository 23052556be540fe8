import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { demoConfigFromEnv } from './demoConfigFromEnv';
import { demoConfigPlugin } from './demoConfigPlugin';
import { familyDevWalletsPlugin } from './familyDevWallets/familyDevWalletsPlugin';
import { porticoAlias } from './porticoAlias';

// The demo app: `npm start` runs its dev server; the browser tests build it once and serve the files.
const demoDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Vite config of the demo app (dev server for `npm start`, production build for the browser tests). */
export default defineConfig({
  root: demoDir,
  // Its own cache, so the bench's and other Vite users' pre-bundled deps do not invalidate each other.
  cacheDir: `${repoRoot}node_modules/.vite/portico-demo`,
  clearScreen: false,
  resolve: { alias: porticoAlias(repoRoot) },
  // No React plugin needed: Vite transforms TSX itself once told to use the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', strictPort: true, fs: { allow: [repoRoot] } },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { outDir: `${repoRoot}node_modules/.cache/portico-demo`, emptyOutDir: true, sourcemap: true },
  // WalletConnect's test-run switch (see src/walletConnectShims.ts): no verify iframe, no telemetry, so
  // a pairing or a request through the local relay takes ~1 s instead of 11 s and stays offline.
  define: { 'process.env.IS_VITEST': JSON.stringify('true') },
  // The Bitcoin, Polkadot and Cosmos dev wallets sign here, in Node, with the sandbox's keys.
  plugins: [demoConfigPlugin(() => demoConfigFromEnv()), familyDevWalletsPlugin(() => demoConfigFromEnv())],
});
