// Gives every loop in the published files a block body: `for (x of y) stmt` becomes `for (x of y) { stmt }`.
//
// Why: Rollup 4 (Vite 7's bundler, 4.68.8 at least) drops a `for ... of` loop body that tree-shaking
// finds dead without leaving an empty statement, so the loop swallows the statement after it:
// `for (n of kits) if (!production) {...}  return x` became `for (n of kits) return x` in a host's
// production build once NODE_ENV was defined, and the modal never opened (issue 24). A block body is
// emptied to `{}` instead, which is harmless. esbuild's syntax minifier removes braces around single
// statements, so the braces are put back after it, on every loop kind, with the source map shifted to
// match (only `{` and `}` are inserted, never a line break, so each insertion moves later columns of its
// line by one).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { parse } from 'acorn';

const LOOPS = new Set([
  'ForOfStatement',
  'ForInStatement',
  'ForStatement',
  'WhileStatement',
  'DoWhileStatement',
]);

/** Offsets where `{` / `}` go so that every loop's body is a block. */
function braceInsertions(code) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
  const insertions = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (LOOPS.has(node.type) && node.body.type !== 'BlockStatement') {
      insertions.push({ at: node.body.start, text: '{' }, { at: node.body.end, text: '}' });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) visit(child);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  return insertions.sort((a, b) => a.at - b.at);
}

/** Line index and column of each offset (offsets ascending). */
function lineColumns(code, offsets) {
  const result = [];
  let line = 0;
  let lineStart = 0;
  let scanned = 0;
  for (const offset of offsets) {
    for (; scanned < offset; scanned++) {
      if (code.charCodeAt(scanned) === 10) {
        line++;
        lineStart = scanned + 1;
      }
    }
    result.push({ line, column: offset - lineStart });
  }
  return result;
}

/**
 * Rewrites `code` with block bodies on every loop; returns the new code and, when `map` (a source map
 * object for `code`) is given, the map for the new code. Returns `code` unchanged when nothing needed it.
 */
export function braceLoopBodies(code, map) {
  const insertions = braceInsertions(code);
  if (insertions.length === 0) return { code, map, inserted: 0 };
  let out = '';
  let from = 0;
  for (const { at, text } of insertions) {
    out += code.slice(from, at) + text;
    from = at;
  }
  out += code.slice(from);
  if (!map) return { code: out, map, inserted: insertions.length };
  // Per line, the columns where a character went in; a mapping at or after one moves right by one.
  const byLine = new Map();
  for (const { line, column } of lineColumns(
    code,
    insertions.map((i) => i.at),
  )) {
    if (!byLine.has(line)) byLine.set(line, []);
    byLine.get(line).push(column);
  }
  const mappings = decode(map.mappings);
  for (const [line, columns] of byLine) {
    for (const segment of mappings[line] ?? []) {
      segment[0] += columns.filter((column) => column <= segment[0]).length;
    }
  }
  return { code: out, map: { ...map, mappings: encode(mappings) }, inserted: insertions.length };
}

/** Applies `braceLoopBodies` to the file at `path` (and its `.js.map` beside it); returns the braces inserted. */
export function braceLoopBodiesInFile(path) {
  const mapPath = `${path}.map`;
  let map;
  try {
    map = JSON.parse(readFileSync(mapPath, 'utf8'));
  } catch {
    map = undefined; // no map beside it
  }
  const result = braceLoopBodies(readFileSync(path, 'utf8'), map);
  if (result.inserted === 0) return 0;
  writeFileSync(path, result.code);
  if (result.map) writeFileSync(mapPath, JSON.stringify(result.map));
  return result.inserted;
}

/** Applies `braceLoopBodiesInFile` to every `.js` file under `dir`; returns the braces inserted. */
export function braceLoopBodiesIn(dir) {
  let inserted = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) inserted += braceLoopBodiesIn(path);
    else if (name.endsWith('.js')) inserted += braceLoopBodiesInFile(path);
  }
  return inserted;
}
