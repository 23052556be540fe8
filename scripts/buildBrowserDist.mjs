// The published browser files of the kit, written the same way by `npm run build` and by the tests
// that pack the kit as `npm publish` would (test/hostApp/packKit.ts), so the two never drift apart.
import { join } from 'node:path';
import { build } from 'esbuild';
import { braceLoopBodiesIn } from './braceLoopBodies.mjs';
import { buildOptions } from './buildConfig.mjs';
import { markClientEntry } from './markClientEntry.mjs';
import { mergeExternalImportsIn } from './mergeExternalImports.mjs';
import { writeStylesheet } from './writeStylesheet.mjs';

/**
 * Builds the browser entry points into `outdir` with the production settings, gives every loop a block
 * body (Rollup 4 mis-shakes statement bodies: braceLoopBodies.mjs), merges each file's imports of one
 * package into one statement (mergeExternalImports.mjs), marks `portico/react` as client code
 * and writes `styles.css`; resolves with esbuild's result (its metafile).
 */
export async function buildBrowserDist(outdir, overrides = {}) {
  const result = await build({ ...buildOptions, outdir, ...overrides });
  braceLoopBodiesIn(outdir);
  mergeExternalImportsIn(outdir);
  markClientEntry(join(outdir, 'react.js'));
  markClientEntry(join(outdir, 'pay', 'react.js'));
  await writeStylesheet(join(outdir, 'styles.css'));
  return result;
}
