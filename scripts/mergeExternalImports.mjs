// Merges each published file's named imports of one package into one statement:
// `import { useContext as a } from "react"; ... import { useMemo as b } from "react";` becomes
// `import { useContext as a, useMemo as b } from "react";`.
//
// Why: esbuild keeps one import statement per source module that imports a package, and a host whose
// bundler sees React as CommonJS turns each into its own `var x = __toESM(require_react(), 1)`, kept
// whether the module is used or not: ~50 of them in a React host's start-up code (docs/bench.md,
// "Issue 24"). The semantics are the same (a module is evaluated once; imports are hoisted), and only
// bare package specifiers are merged, never the kit's own chunks, so evaluation order is unchanged.
// The merged statement takes the first one's place and the others become spaces of their own length,
// so every later line and column, and with them the source maps, stay where they were.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';

/** `code` with the named imports of each package merged (unchanged when there is nothing to merge). */
export function mergeExternalImports(code) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
  const groups = new Map();
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
    const from = node.source.value;
    if (from.startsWith('.') || from.startsWith('/')) continue;
    if (node.specifiers.length === 0 || !node.specifiers.every((s) => s.type === 'ImportSpecifier')) continue;
    if (node.attributes?.length) continue;
    groups.set(from, [...(groups.get(from) ?? []), node]);
  }
  const edits = [];
  for (const [from, nodes] of groups) {
    if (nodes.length < 2) continue;
    const specifiers = nodes.flatMap((node) => node.specifiers.map((s) => code.slice(s.start, s.end)));
    edits.push({
      start: nodes[0].start,
      end: nodes[0].end,
      text: `import { ${specifiers.join(', ')} } from ${JSON.stringify(from)};`,
    });
    for (const node of nodes.slice(1))
      edits.push({ start: node.start, end: node.end, text: ' '.repeat(node.end - node.start) });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Merges the imports of every `.js` file under `dir`, in place. */
export function mergeExternalImportsIn(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) mergeExternalImportsIn(file);
    else if (name.endsWith('.js')) {
      const code = readFileSync(file, 'utf8');
      const merged = mergeExternalImports(code);
      if (merged !== code) writeFileSync(file, merged);
    }
  }
}
