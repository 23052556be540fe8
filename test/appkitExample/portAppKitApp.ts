import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The migration guide, applied by a program: docs/migrating-from-appkit.md's "Imports" table and its
// web-components step are all that turns examples/appkit-react-ethers (written for AppKit) into a
// Portico app. A step the guide forgets shows up as an import left on @reown or a broken build.

/** One row of the guide's Imports table. */
export interface ModuleRename {
  from: string;
  to: string;
}

/** The guide's `## Imports` table: AppKit module -> Portico module, in the guide's order. */
export function guideModuleRenames(guide: string): ModuleRename[] {
  const start = guide.indexOf('\n## Imports\n');
  if (start === -1) throw new Error('the migration guide has no "## Imports" section');
  const section = guide.slice(start + 1, guide.indexOf('\n## ', start + 1));
  const renames = [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|$/gm)].map(([, from, to]) => ({
    from: from!,
    to: to!,
  }));
  if (renames.length === 0) throw new Error('the migration guide\'s "## Imports" table has no rows');
  return renames;
}

/** The line the guide says to add where `createAppKit` is called when the app uses `<appkit-*>` elements. */
export const ELEMENTS_IMPORT = "import 'portico/elements';";

/** Rewrites one source file's module specifiers by the guide's table (exact module names only). */
export function renameModules(source: string, renames: readonly ModuleRename[]): string {
  const byName = new Map(renames.map((rename) => [rename.from, rename.to]));
  return source.replace(
    /(from\s+|import\s+)(['"])([^'"]+)\2/g,
    (whole, keyword: string, quote: string, name: string) => {
      const to = byName.get(name);
      return to === undefined ? whole : `${keyword}${quote}${to}${quote}`;
    },
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(name) ? [path] : [];
  });
}

/**
 * Copies the AppKit app at `from` to `to` and ports it with the guide's steps: every import renamed by
 * the Imports table, and the elements import added to the module that calls `createAppKit` when any
 * source uses an `<appkit-` element. Returns the ported source files (paths under `to`).
 */
export function portAppKitApp(from: string, to: string, guide: string): string[] {
  cpSync(from, to, { recursive: true });
  const renames = guideModuleRenames(guide);
  const files = sourceFiles(join(to, 'src'));
  const usesElements = files.some((file) => readFileSync(file, 'utf8').includes('<appkit-'));
  if (usesElements && !guide.includes(`add \`${ELEMENTS_IMPORT}\` once`))
    throw new Error(`the migration guide no longer says to add ${ELEMENTS_IMPORT}`);
  for (const file of files) {
    let source = renameModules(readFileSync(file, 'utf8'), renames);
    if (usesElements && /\bcreateAppKit\(/.test(source)) source = `${ELEMENTS_IMPORT}\n${source}`;
    writeFileSync(file, source);
  }
  return files;
}
