import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { transform } from 'esbuild';
// @ts-expect-error: plain ESM script of the build
import { braceLoopBodies } from '../scripts/braceLoopBodies.mjs';
// @ts-expect-error: plain ESM script of the build
import { buildBrowserDist } from '../scripts/buildBrowserDist.mjs';

// Issue 24: Rollup 4 (Vite 7) emptied a dead `for ... of` body without a `;`, so the loop took the next
// statement as its body and `registerPageKit` returned undefined. The build gives every loop a block.

interface BraceResult {
  code: string;
  map?: { mappings: string };
  inserted: number;
}
const brace = braceLoopBodies as (code: string, map?: unknown) => BraceResult;

/** The registerPageKit shape that broke, after esbuild's syntax minifier removed its braces. */
const PAGE_KITS_SHAPE = `export function register(kits, kit, production, warn) {
  for (const other of kits)
    if (!production && other === kit) {
      warn('same');
      break;
    }
  return kits.add(kit), 'registered';
}`;

test('default: every kind of loop gets a block body, and the code does what it did', () => {
  const code = `function run() {
const seen = [];
for (const x of [1, 2]) if (x > 1) seen.push('of' + x);
for (const k in { a: 1 }) seen.push('in' + k);
for (let i = 0; i < 2; i++) seen.push('for' + i);
let n = 2;
while (n--) seen.push('while' + n);
do seen.push('do'); while (false);
outer: for (const y of [1]) for (const z of [2]) if (z) { seen.push('nested' + y + z); break outer; } else seen.push('never');
return seen;
}`;
  const result = brace(code);
  expect(result.inserted).toBe(14);
  const run = (text: string) => new Function(`${text}; return run();`)() as string[];
  expect(run(result.code)).toEqual(run(code));
  expect(run(code)).toEqual(['of2', 'ina', 'for0', 'for1', 'while1', 'while0', 'do', 'nested12']);
  // Braced code has nothing left to brace.
  expect(brace(result.code).inserted).toBe(0);
});

test('behavior: the registerPageKit shape keeps its return after the loop', () => {
  const { code } = brace(PAGE_KITS_SHAPE.replace('export ', ''));
  expect(code).toContain('for (const other of kits)\n    {if (!production');
  const register = new Function(`${code}; return register;`)() as (
    kits: Set<unknown>,
    kit: unknown,
    production: boolean,
    warn: (m: string) => void,
  ) => string;
  const warnings: string[] = [];
  const kits = new Set<unknown>(['a']);
  expect(register(kits, 'a', false, (m) => warnings.push(m))).toBe('registered');
  expect(warnings).toEqual(['same']);
  expect(register(kits, 'b', true, (m) => warnings.push(m))).toBe('registered');
});

test('behavior: the source map still points each generated token at its original place', async () => {
  const source = [
    'export function f(list) {',
    '  for (const item of list) {',
    '    if (item.ready) console.log(item.name);',
    '  }',
    '  return list.length;',
    '}',
  ].join('\n');
  const minified = await transform(source, { minifySyntax: true, sourcemap: 'external', format: 'esm' });
  const map = JSON.parse(minified.map) as { mappings: string };
  const result = brace(minified.code, map);
  expect(result.inserted).toBe(2);
  /** The original [line, column] the map gives for the token `token` of `code`. */
  const original = (code: string, mappings: string, token: string) => {
    const at = code.indexOf(token);
    const line = code.slice(0, at).split('\n').length - 1;
    const column = at - (code.lastIndexOf('\n', at - 1) + 1);
    const segment = decode(mappings)[line]?.find((s) => s[0] === column);
    return segment && [segment[2], segment[3]];
  };
  for (const token of ['console', 'item.name', 'list.length']) {
    expect(original(result.code, result.map!.mappings, token)).toEqual(
      original(minified.code, map.mappings, token),
    );
    expect(original(result.code, result.map!.mappings, token)).toBeDefined();
  }
});

test('behavior: the published browser files hold no loop with a statement body', async () => {
  const outdir = mkdtempSync(join(tmpdir(), 'portico-brace-'));
  try {
    await buildBrowserDist(outdir);
    const files = (readdirSync(outdir, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const unbraced = files.filter((file) => brace(readFileSync(join(outdir, file), 'utf8')).inserted > 0);
    expect(unbraced).toEqual([]);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}, 60_000);
