import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { modalCss } from '../src/ui/modal/modalCss';
import { PRIMITIVES_CSS } from '../src/ui/primitives/primitives.css';
import { VIEW_PRIMITIVES_CSS } from '../src/ui/primitives/viewPrimitives.css';
import { baseCss } from '../src/ui/theme/baseCss';
import { renderedClassNames } from './renderedClassNames';

// Issue 22: classes such as portico-error and portico-summary were rendered with no rule anywhere, so
// the views fell back to browser defaults. Every class a view or primitive puts in a className must be
// styled by one of the kit's stylesheets (the base sheet, the modal shell's, the primitives' with the
// tokens); a class that is only a hook for tests belongs in data-testid instead.

const ROOT = join(__dirname, '..');
const SHEETS = { baseCss, modalCss, PRIMITIVES_CSS, VIEW_PRIMITIVES_CSS };
// The sheets in the page when the modal's first frame paints: the rest (VIEW_PRIMITIVES_CSS) comes with
// the first view that needs it (issue 30).
const FIRST_FRAME_SHEETS = { baseCss, modalCss, PRIMITIVES_CSS };

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Every class a selector of the kit's stylesheets names (comments left out). */
function styledClasses(sheets: Record<string, string> = SHEETS): Set<string> {
  const css = Object.values(sheets)
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.(portico-[A-Za-z0-9_-]+)/g)].map((m) => m[1] as string));
}

/**
 * The source files the modal chunk holds: everything `Modal.tsx` reaches by static relative imports
 * (a dynamic `import()` is another chunk, and a type-only import is no code).
 */
function modalChunkFiles(): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)'/gms)) {
      const base = resolve(dirname(path), match[1] as string);
      const file = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
      if (file) visit(file);
    }
  };
  visit(join(ROOT, 'src/ui/modal/Modal.tsx'));
  return [...seen].filter((path) => path.endsWith('.tsx'));
}

/** The rendered classes, each with the files that render it. */
function renderedClasses(files: string[] = tsxFiles(join(ROOT, 'src'))): {
  names: Map<string, string[]>;
  prefixes: Map<string, string[]>;
} {
  const names = new Map<string, string[]>();
  const prefixes = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, file: string) =>
    map.set(key, [...(map.get(key) ?? []), file]);
  for (const path of files) {
    const file = relative(ROOT, path);
    const found = renderedClassNames(file, readFileSync(path, 'utf8'));
    for (const name of found.names) add(names, name, file);
    for (const prefix of found.prefixes) add(prefixes, prefix, file);
  }
  return { names, prefixes };
}

describe('the class names the views render', () => {
  const styled = styledClasses();
  const rendered = renderedClasses();

  test('default: the scan finds the views and primitives classes (Button, Send, Sign In)', () => {
    expect([...rendered.names.keys()]).toEqual(
      expect.arrayContaining(['portico-button', 'portico-summary', 'portico-actions', 'portico-view']),
    );
    expect([...rendered.prefixes.keys()]).toContain('portico-button--');
  });

  test('behavior: every class rendered has a rule in the kit stylesheets', () => {
    const missing = [...rendered.names]
      .filter(([name]) => !styled.has(name))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  test('behavior: every built class (a prefix completed at run time) has at least one styled variant', () => {
    const missing = [...rendered.prefixes]
      .filter(([prefix]) => ![...styled].some((name) => name.startsWith(prefix) && name !== prefix))
      .map(([prefix, files]) => `${prefix}* (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  test("behavior: what the modal chunk renders (the shell, the Connect view) is styled by the first frame's sheets", () => {
    const files = modalChunkFiles();
    expect(files.map((f) => relative(ROOT, f))).toEqual(
      expect.arrayContaining(['src/ui/views/ConnectView.tsx', 'src/ui/primitives/ListItem.tsx']),
    );
    // The lazily loaded views are not in it, so their classes may wait for VIEW_PRIMITIVES_CSS.
    expect(files.map((f) => relative(ROOT, f))).not.toContain('src/ui/views/AccountView.tsx');
    const firstFrame = styledClasses(FIRST_FRAME_SHEETS);
    const inChunk = renderedClasses(files);
    const missing = [...inChunk.names]
      .filter(([name]) => !firstFrame.has(name))
      .map(([name, where]) => `${name} (${where.map((f) => relative(ROOT, f)).join(', ')})`);
    expect(missing).toEqual([]);
    const missingPrefixes = [...inChunk.prefixes]
      .filter(([prefix]) => ![...firstFrame].some((name) => name.startsWith(prefix) && name !== prefix))
      .map(([prefix]) => prefix);
    expect(missingPrefixes).toEqual([]);
  });
});
