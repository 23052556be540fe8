// Puts the `'use client'` directive on a built entry (React Server Components).
//
// Why: `portico/react` holds hooks and context. In a Next.js App Router app a Server Component that
// imports `AppKitButton` needs the module boundary to say it runs on the client, or `next build`
// fails (`createContext is not a function`). esbuild drops module directives when it bundles, so the
// directive is written after the build, on the entry only: everything it imports is client code by
// that boundary. The source map gains one empty line at the top so it still points right.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const DIRECTIVE = "'use client';";

/** Prefixes `file` (and shifts its `.map`) with the `'use client'` directive; idempotent. */
export function markClientEntry(file) {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(DIRECTIVE)) return;
  writeFileSync(file, `${DIRECTIVE}\n${code}`);
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}
