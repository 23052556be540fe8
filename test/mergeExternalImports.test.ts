// @ts-expect-error: plain ESM script of the build
import { mergeExternalImports } from '../scripts/mergeExternalImports.mjs';

// The published files carry one import statement per source module; a host that sees React as
// CommonJS keeps one `__toESM(require_react())` per statement. The build merges them (docs/bench.md).

const merge = mergeExternalImports as (code: string) => string;

const CHUNK = `import { a as x } from "./chunk-A.js";
import { useContext as u1 } from "react";
import "./chunk-B.js";
import { createContext as c1 } from "react";
import { jsx as j1 } from "react/jsx-runtime";
import * as ns from "react";
import { jsx as j2, jsxs as j3 } from "react/jsx-runtime";
import def from "react";
const same = u1 === ns.useContext;
export { c1, j1, j2, j3, def, same, x };
`;

test("behavior: named imports of one package become one statement in the first one's place; lines and other imports stay", () => {
  const out = merge(CHUNK);
  const lines = out.split('\n');
  expect(lines).toHaveLength(CHUNK.split('\n').length);
  expect(lines[1]).toBe('import { useContext as u1, createContext as c1 } from "react";');
  expect(lines[3]?.trim()).toBe('');
  expect(lines[4]).toBe('import { jsx as j1, jsx as j2, jsxs as j3 } from "react/jsx-runtime";');
  expect(lines[6]?.trim()).toBe('');
  // The kit's own chunks, a namespace import and a default import are left as they were.
  expect(lines[0]).toBe('import { a as x } from "./chunk-A.js";');
  expect(lines[2]).toBe('import "./chunk-B.js";');
  expect(lines[5]).toBe('import * as ns from "react";');
  expect(lines[7]).toBe('import def from "react";');
  expect(lines.slice(8)).toEqual(CHUNK.split('\n').slice(8));
});

test('default: a file with one import per package is returned unchanged', () => {
  const code = 'import { a } from "react";\nimport { b } from "redux";\nexport { a, b };\n';
  expect(merge(code)).toBe(code);
});
