import ts from 'typescript';

/** The `portico-` class names a source file renders: whole names, and prefixes of built ones. */
export interface RenderedClassNames {
  /** Written out in full (`portico-summary`). */
  names: Set<string>;
  /** Completed at run time (`portico-button--${variant}` gives `portico-button--`). */
  prefixes: Set<string>;
}

const CLASS = /^portico-[A-Za-z0-9_-]*$/;

// Reads a className's words out of a literal's text; a word cut by a `${...}` is only a prefix.
function collectText(text: string, cutAtEnd: boolean, out: RenderedClassNames): void {
  const words = text.split(/\s+/);
  words.forEach((word, i) => {
    if (!CLASS.test(word)) return;
    if (cutAtEnd && i === words.length - 1) out.prefixes.add(word);
    else out.names.add(word);
  });
}

/**
 * The class names in `className` attributes of a TSX source: the literals in the attribute's
 * expression and in the initialisers of the same file's variables it names (Button builds its
 * classes in an array first). Parsed, not type-checked, so it is fast and needs no program.
 */
export function renderedClassNames(fileName: string, source: string): RenderedClassNames {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: RenderedClassNames = { names: new Set(), prefixes: new Set() };
  const declarations = new Map<string, ts.Expression>();
  const index = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      declarations.set(node.name.text, node.initializer);
    ts.forEachChild(node, index);
  };
  index(file);
  const seen = new Set<string>();
  const scan = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      collectText(node.text, false, out);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      collectText(node.head.text, true, out);
      for (const span of node.templateSpans) {
        scan(span.expression);
        collectText(span.literal.text, ts.isTemplateMiddle(span.literal), out);
      }
      return;
    }
    if (ts.isIdentifier(node)) {
      const initializer = declarations.get(node.text);
      if (initializer && !seen.has(node.text)) {
        seen.add(node.text);
        scan(initializer);
      }
      return;
    }
    ts.forEachChild(node, scan);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && node.name.getText(file) === 'className' && node.initializer)
      scan(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
