import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Issue 23: every error the kit throws or stores is a class of its room's `<room>Errors.ts` (docs/core.md,
// "Errors"). This scan keeps it so: no `new Error(` / `Error(`, no hand-written `{ name: 'XError' }`
// object and no class extending `Error` but PorticoError itself (one base) in product code. Tests and
// `testing/` helpers may do as they like.

const SRC = join(__dirname, '..', 'src');

/** Product sources: .ts/.tsx under src/, without tests and test scaffolding. */
function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts'))
      return [];
    return [path];
  });
}

// Calls whose object literal defines an error class rather than being one.
const DEFINING_CALLS = new Set(['defineError', 'super', 'PorticoError']);

function isDefinition(literal: ts.ObjectLiteralExpression): boolean {
  const parent = literal.parent;
  if (!ts.isCallExpression(parent) && !ts.isNewExpression(parent)) return false;
  const callee = parent.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : callee.kind === ts.SyntaxKind.SuperKeyword
      ? 'super'
      : '';
  return DEFINING_CALLS.has(name);
}

/** `file:line  text` of every plain `Error` built, literal error object and second base in `source`. */
function errorRuleViolations(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}  ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Error'
    ) {
      report(node, 'plain Error: throw a class from the room’s <room>Errors.ts');
    }
    if (
      (ts.isClassDeclaration(node) || ts.isClassExpression(node)) &&
      node.name?.text !== 'PorticoError' &&
      node.heritageClauses?.some((clause) =>
        clause.types.some((type) => ts.isIdentifier(type.expression) && type.expression.text === 'Error'),
      )
    ) {
      report(node, 'class extends Error: extend PorticoError');
    }
    if (ts.isObjectLiteralExpression(node) && !isDefinition(node)) {
      for (const property of node.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          property.name.getText(file) === 'name' &&
          ts.isStringLiteralLike(property.initializer) &&
          /^[A-Z]\w+Error$/.test(property.initializer.text)
        ) {
          report(property, `literal error object ${property.initializer.text}: use the class and toJSON()`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('error rule (issue 23)', () => {
  test('behavior: the scan catches a plain Error, Error() without new, a literal error object and a second base', () => {
    const sample = [
      "if (!x) throw new Error('no x');",
      'const e = Error(`y`);',
      "const failed = { name: 'InvalidThingError', message: 'bad' };",
      "export const OkError = defineError({ name: 'OkError', message: 'fine' });",
      "class A extends PorticoError { constructor() { super({ name: 'AError', message: 'a' }); } }",
      "const generic = { name: 'Error', message: 'Something went wrong' };",
      "throw new TypeError('wrong type');",
      'export class LoneError extends Error {}',
      'export class PorticoError extends Error {}',
    ].join('\n');
    expect(errorRuleViolations('sample.ts', sample)).toEqual([
      'sample.ts:1  plain Error: throw a class from the room’s <room>Errors.ts',
      'sample.ts:2  plain Error: throw a class from the room’s <room>Errors.ts',
      'sample.ts:3  literal error object InvalidThingError: use the class and toJSON()',
      'sample.ts:8  class extends Error: extend PorticoError',
    ]);
  });

  test('behavior: no product file under src/ builds a plain Error or a literal error object', () => {
    const files = productFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((path) =>
      errorRuleViolations(relative(join(SRC, '..'), path), readFileSync(path, 'utf8')),
    );
    expect(violations).toEqual([]);
  });
});
