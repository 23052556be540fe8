import type { Metafile } from 'esbuild';

// Shared by the bundle-shape tests (test/build.test.ts and the lazy-loading tests beside the code):
// what a page pulls in when it loads an entry point, before any dynamic import runs.

/** Every output file (and external package) reachable from `entry` through static imports. */
export function staticGraph(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}
