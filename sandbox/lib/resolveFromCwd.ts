import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Resolves a module specifier (for example `some-package/package.json`) to a file path.
 * Resolution starts at the working directory and walks up like Node does: the sandbox runs both as ESM
 * (tsx) and as CommonJS (Jest), which share no reliable way to name the current file.
 */
export function resolveFromCwd(specifier: string): string {
  return createRequire(join(process.cwd(), 'noop.js')).resolve(specifier);
}
