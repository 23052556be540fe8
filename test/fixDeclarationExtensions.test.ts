import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error: plain ESM script shared with scripts/build.mjs
import { fixDeclarationExtensions } from '../scripts/fixDeclarationExtensions.mjs';

// scripts/fixDeclarationExtensions.mjs on a small declaration tree; test/typesMatrix.test.ts checks the
// kit's real declarations under node16 / nodenext.

let dir: string;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const read = (path: string) => readFileSync(join(dir, path), 'utf8');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-dts-'));
  write('network.d.ts', 'export interface Network { id: string }\n');
  write('chains/index.d.ts', "export * from '../network';\n");
  write('data.json', '{}\n');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('default: import/export/import() specifiers point at the declaration that exists, with .js', () => {
  write(
    'kit/options.d.ts',
    [
      "import type { Network } from '../network';",
      "export * from '../chains';",
      'export { type Network as N } from "../network";',
      "export type Lazy = import('../network').Network;",
      "declare module '../network' { interface Network { name?: string } }",
      '',
    ].join('\n'),
  );

  const result = fixDeclarationExtensions(dir);

  expect(read('kit/options.d.ts')).toBe(
    [
      "import type { Network } from '../network.js';",
      "export * from '../chains/index.js';",
      'export { type Network as N } from "../network.js";',
      "export type Lazy = import('../network.js').Network;",
      "declare module '../network.js' { interface Network { name?: string } }",
      '',
    ].join('\n'),
  );
  expect(read('chains/index.d.ts')).toBe("export * from '../network.js';\n");
  expect(result).toEqual({
    files: expect.arrayContaining(['kit/options.d.ts', join('chains', 'index.d.ts')]),
    specifiers: 6,
  });
});

test('behavior: package imports, existing extensions, comments and string types are left alone; a second run changes nothing', () => {
  const text = [
    "import type { ReactNode } from 'react';",
    "import type { Network } from './network.js';",
    "import type data from './data.json';",
    "/** Written `declare module '../store/viewNames'` in a plugin; from './nowhere' is not an import. */",
    "export type Path = './network';",
    '',
  ].join('\n');
  write('view.d.ts', text);
  fixDeclarationExtensions(dir);
  expect(read('view.d.ts')).toBe(text);

  const once = read('chains/index.d.ts');
  expect(fixDeclarationExtensions(dir)).toEqual({ files: [], specifiers: 0 });
  expect(read('chains/index.d.ts')).toBe(once);
});

test('error: a relative specifier naming no declaration throws, naming the file and the specifier', () => {
  write('broken.d.ts', "export * from './missing';\n");
  expect(() => fixDeclarationExtensions(dir)).toThrow(
    expect.objectContaining({
      code: 'UNRESOLVED_DECLARATION',
      specifier: './missing',
      file: join(dir, 'broken.d.ts'),
    }),
  );
});
