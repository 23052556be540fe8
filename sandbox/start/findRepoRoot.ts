import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root: the nearest folder upwards from the working directory whose package.json is
 * this package's. Found from the working directory because this code runs both as ESM (tsx) and as
 * CommonJS (Jest), which share no reliable way to name the current file.
 */
export function findRepoRoot(from: string = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'portico'
    ) {
      return dir;
    }
    if (dirname(dir) === dir)
      throw new Error(`no portico package.json above ${from}: run from the repository`);
  }
}
