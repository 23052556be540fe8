import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../scripts/buildConfig.mjs';
// @ts-expect-error: plain ESM script shared with scripts/build.mjs
import { markClientEntry } from '../../scripts/markClientEntry.mjs';
// @ts-expect-error: plain ESM script of the build
import { writeStylesheet } from '../../scripts/writeStylesheet.mjs';
import { runCommand } from './runCommand';

/** What `packKit` returns: the tarball and the package.json it was packed with. */
export interface PackKitReturnType {
  /** Absolute path of the .tgz. */
  tarball: string;
  manifest: { name: string; version: string; [key: string]: unknown };
}

/**
 * Builds the kit with the production settings into `workDir/package` and packs it there, as `npm
 * publish` would. The repository's own dist/ is neither read nor written (`npm test` runs before `npm
 * run build` in CI, and other tests may run alongside). Type declarations are left out: bundlers
 * never read them, and `npm run build` checks them.
 */
export async function packKit(workDir: string): Promise<PackKitReturnType> {
  const packageDir = join(workDir, 'package');
  mkdirSync(packageDir, { recursive: true });
  for (const file of ['package.json', 'README.md']) copyFileSync(file, join(packageDir, file));
  await build({ ...buildOptions, outdir: join(packageDir, 'dist'), logLevel: 'error' });
  // What build.mjs does after esbuild (which drops directives): 'use client' on the React entry.
  markClientEntry(join(packageDir, 'dist/react.js'));
  await writeStylesheet(join(packageDir, 'dist/styles.css'));
  const output = await runCommand({
    command: 'npm',
    args: ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir],
    cwd: packageDir,
  });
  const [packed] = JSON.parse(output) as { filename: string }[];
  return {
    tarball: join(workDir, packed!.filename),
    manifest: JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')),
  };
}
