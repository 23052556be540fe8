import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ELEMENTS_IMPORT, guideModuleRenames, portAppKitApp, renameModules } from './portAppKitApp';

const GUIDE = readFileSync('docs/migrating-from-appkit.md', 'utf8');
const EXAMPLE = 'examples/appkit-react-ethers';

describe('the migration guide applied to the AppKit example', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-port-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("default: after the guide's steps no source imports an @reown module", () => {
    const files = portAppKitApp(EXAMPLE, join(dir, 'app'), GUIDE);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/['"]@reown\//);
  });

  test('behavior: the module calling createAppKit gets the elements import, no other module does', () => {
    const files = portAppKitApp(EXAMPLE, join(dir, 'app'), GUIDE);
    const withImport = files.filter((file) => readFileSync(file, 'utf8').includes(ELEMENTS_IMPORT));
    expect(withImport.map((file) => file.slice(file.indexOf('/src/')))).toEqual(['/src/App.tsx']);
  });

  test('behavior: only whole module names are renamed (a longer specifier keeps its own row)', () => {
    const renames = guideModuleRenames(GUIDE);
    expect(renameModules("import { x } from '@reown/appkit-adapter-solana/react';", renames)).toBe(
      "import { x } from 'portico/adapters/solana';",
    );
    expect(renameModules("import { y } from '@reown/appkit/react-native';", renames)).toBe(
      "import { y } from '@reown/appkit/react-native';",
    );
  });

  test('error: a guide without its Imports table is refused, not applied as "no changes"', () => {
    expect(() => guideModuleRenames('# Guide\n\n## Hooks\n')).toThrow('no "## Imports" section');
  });
});
