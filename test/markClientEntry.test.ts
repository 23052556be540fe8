import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: plain ESM build script
import { markClientEntry } from '../scripts/markClientEntry.mjs';

// The build marks portico/react as a client module (issue 16: a Server Component importing the button
// must build; e2e/nextHost.e2e.ts proves it with next build).

describe('markClientEntry', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-client-entry-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('default: the directive is the first statement and the source map is shifted by one line', () => {
    const file = join(dir, 'react.js');
    writeFileSync(file, 'export const a=1;\n//# sourceMappingURL=react.js.map\n');
    writeFileSync(`${file}.map`, JSON.stringify({ version: 3, mappings: 'AAAA' }));
    markClientEntry(file);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe("'use client';");
    expect(JSON.parse(readFileSync(`${file}.map`, 'utf8')).mappings).toBe(';AAAA');
  });

  test('behavior: marking twice changes nothing', () => {
    const file = join(dir, 'react.js');
    writeFileSync(file, 'export const a=1;\n');
    markClientEntry(file);
    markClientEntry(file);
    expect(readFileSync(file, 'utf8')).toBe("'use client';\nexport const a=1;\n");
  });
});
