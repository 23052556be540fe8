import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { porticoAlias } from '../sandbox/demo/porticoAlias';

// Builds one bench app (BENCH_APP=kit|baseline) for production, with Vite's default code splitting,
// exactly as a host app's build would treat the kit.
const app = process.env.BENCH_APP === 'baseline' ? 'baseline' : 'kit';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Vite config of the bench apps. */
export default defineConfig({
  root: fileURLToPath(new URL(`./apps/${app}`, import.meta.url)),
  cacheDir: `${repoRoot}node_modules/.vite/portico-bench`,
  clearScreen: false,
  logLevel: 'warn',
  resolve: { alias: porticoAlias(repoRoot) },
  oxc: { jsx: { runtime: 'automatic' } },
  // Hidden source maps (no comment in the scripts, so the measured JS is unchanged): `npm run bench:profile`
  // names the click's costs by their original source files through them.
  build: { emptyOutDir: true, sourcemap: 'hidden', reportCompressedSize: false },
});
