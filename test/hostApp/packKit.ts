import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: plain ESM script shared with scripts/build.mjs
import { buildBrowserDist } from '../../scripts/buildBrowserDist.mjs';
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
  // The same browser files as `npm run build` ('use client' on portico/react, styles.css).
  await buildBrowserDist(join(packageDir, 'dist'), { logLevel: 'error' });
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
