// The getting-started page's app, as a reader copies it: every code block whose first line names a file
// under `src/` (`// src/main.tsx`). test/typesMatrix.test.ts compiles them the way a fresh Vite app does.

/** One file of the page's app: its path (e.g. `src/Wallet.tsx`) and its text. */
export interface DocSource {
  path: string;
  text: string;
}

const BLOCK = /```tsx?\n(\/\/ (src\/[\w./-]+)\n[\s\S]*?)```/g;

/** The `src/` files of a Markdown page's code blocks, in page order; a path given twice is an error. */
export function gettingStartedSources(markdown: string): DocSource[] {
  const sources: DocSource[] = [];
  for (const [, text, path] of markdown.matchAll(BLOCK)) {
    if (sources.some((source) => source.path === path))
      throw new Error(`getting-started names ${path} twice; a reader would not know which to keep`);
    sources.push({ path: path!, text: text! });
  }
  return sources;
}

/**
 * `tsconfig.app.json` of Vite's `react-ts` template (create-vite 8), which `npm run build` checks with
 * `tsc -b` before bundling. Only `types: ["vite/client"]` is left out: the consumer has no Vite
 * installed, and the page's code uses none of Vite's ambient types.
 */
export const VITE_TEMPLATE_APP_TSCONFIG = {
  compilerOptions: {
    tsBuildInfoFile: './node_modules/.tmp/tsconfig.app.tsbuildinfo',
    target: 'ES2022',
    useDefineForClassFields: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    skipLibCheck: true,
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    noEmit: true,
    jsx: 'react-jsx',
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    erasableSyntaxOnly: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedSideEffectImports: true,
  },
  include: ['src'],
};
