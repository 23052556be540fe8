import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Issue 23: test fixtures have one home, `test/` (docs/testing.md). A product folder under src/ holds
// product code and the tests beside it, never a helper made for tests: no `testing/` folder, and no
// file but a test that imports a test library or names Jest.

const SRC = join(__dirname, '..', 'src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [`${path}/`, ...walk(path)] : [path];
  });
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const TEST_LIBRARY = /from '(@testing-library\/[^']+|@jest\/[^']+|jest[^']*)'|\bjest\.(fn|mock|spyOn)\(/;

/** The files and folders of `paths` that break the rule, as repo paths. */
function fixturesInProduct(paths: Array<{ path: string; source?: string }>): string[] {
  return paths
    .filter(({ path, source }) => {
      if (path.endsWith('/')) return /\/testing\/$/.test(path);
      return !isTest(path) && /\.tsx?$/.test(path) && TEST_LIBRARY.test(source ?? '');
    })
    .map(({ path }) => path);
}

test('src/ holds no test fixture: no testing/ folder, no non-test file using a test library', () => {
  const entries = walk(SRC).map((path) => ({
    path,
    source: path.endsWith('/') ? undefined : readFileSync(path, 'utf8'),
  }));
  expect(fixturesInProduct(entries).map((path) => relative(join(SRC, '..'), path))).toEqual([]);
});

test('the rule catches a planted testing/ folder and a planted helper', () => {
  expect(
    fixturesInProduct([
      { path: '/repo/src/ui/testing/' },
      { path: '/repo/src/ui/renderKit.tsx', source: "import { render } from '@testing-library/react';" },
      { path: '/repo/src/ui/stub.ts', source: 'export const f = jest.fn();' },
      { path: '/repo/src/ui/View.test.tsx', source: "import { render } from '@testing-library/react';" },
      { path: '/repo/src/ui/View.tsx', source: "import { useState } from 'react';" },
    ]),
  ).toEqual(['/repo/src/ui/testing/', '/repo/src/ui/renderKit.tsx', '/repo/src/ui/stub.ts']);
});
