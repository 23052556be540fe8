// tsc writes declarations with the relative specifiers of the sources ('./network'), which only
// `moduleResolution: bundler` accepts; under node16 / nodenext an extensionless relative import in an ES
// module is TS2834 and everything behind it silently becomes `any`. TypeScript cannot add the extension
// itself without every source import being rewritten, so the emitted .d.ts files are fixed afterwards:
// each relative specifier is pointed at the declaration that exists ('./network.js', './chains/index.js').
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** The declaration files under `dir`, recursively. */
function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/** The string literals naming a module in a declaration file: import/export from, import("..."), declare module. */
function moduleSpecifiers(sourceFile) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push(node.argument.literal);
    // Module augmentation (`declare module '../store/createKitStore'`) resolves like an import.
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) found.push(node.name);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      found.push(node.moduleReference.expression);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.filter((literal) => ts.isStringLiteral(literal));
}

/**
 * The specifier `specifier` (relative, written in `file`) should have: `.js` for a declaration next to
 * it, `/index.js` for a folder; unchanged when it already names an existing file (`.js`, `.json`).
 * Throws when it names nothing, since a consumer's compiler would fail on it anyway.
 */
function resolvedSpecifier(file, specifier) {
  const base = join(dirname(file), specifier);
  const stripped = specifier.replace(/\.js$/, '');
  if (specifier.endsWith('.js') && isFile(`${join(dirname(file), stripped)}.d.ts`)) return specifier;
  if (isFile(base)) return specifier;
  if (isFile(`${base}.d.ts`)) return `${specifier}.js`;
  if (isFile(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  const error = new Error(`fixDeclarationExtensions: '${specifier}' in ${file} names no declaration`);
  Object.assign(error, { code: 'UNRESOLVED_DECLARATION', file, specifier });
  throw error;
}

/**
 * Rewrites the relative module specifiers of every .d.ts under `dir` so they carry the extension that
 * node16 / nodenext resolution requires. Returns the files it rewrote and how many specifiers.
 */
export function fixDeclarationExtensions(dir) {
  const rewritten = [];
  let specifiers = 0;
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const edits = moduleSpecifiers(sourceFile)
      .filter((literal) => /^\.\.?(\/|$)/.test(literal.text))
      .map((literal) => ({ literal, to: resolvedSpecifier(file, literal.text) }))
      .filter(({ literal, to }) => to !== literal.text);
    if (edits.length === 0) continue;
    // Edited from the end so earlier positions stay valid; the quote character is kept.
    let output = text;
    for (const { literal, to } of edits.sort(
      (a, b) => b.literal.getStart(sourceFile) - a.literal.getStart(sourceFile),
    )) {
      const start = literal.getStart(sourceFile);
      const quote = text[start];
      output = `${output.slice(0, start)}${quote}${to}${quote}${output.slice(literal.end)}`;
    }
    writeFileSync(file, output);
    rewritten.push(relative(dir, file));
    specifiers += edits.length;
  }
  return { files: rewritten, specifiers };
}
