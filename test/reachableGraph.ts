import type { Metafile } from 'esbuild';

// What an entry point can ever pull in, now or later: the bundle-shape tests use it to prove that an
// entry does not name a library even behind a dynamic import (a host's bundler would still resolve it).

/** Every output file (and external package) reachable from `entry` through static or dynamic imports. */
export function reachableGraph(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' || imported.kind === 'dynamic-import') visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}
