import { join } from 'node:path';
import type { Alias } from 'vite';

/**
 * Resolves `portico` and `portico/react` to the kit's sources, so an app built from this repo imports
 * the kit exactly as a host app imports the published package. Exact matches only: `portico-x` is not us.
 */
export function porticoAlias(repoRoot: string): Alias[] {
  return [
    { find: /^portico\/react$/, replacement: join(repoRoot, 'src/react.ts') },
    { find: /^portico$/, replacement: join(repoRoot, 'src/index.ts') },
  ];
}
