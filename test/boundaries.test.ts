import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// The arrows of docs/architecture.md are checked by dependency-cruiser (`npm run boundaries`, in CI).
// Here the same rules judge a small planted tree: each broken arrow must be reported by its rule, and
// the arrows the house allows must pass.

const CONFIG = resolve('.dependency-cruiser.cjs');
const DEPCRUISE = resolve('node_modules/.bin/depcruise');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-boundaries-'));
  const files: Record<string, string> = {
    'tsconfig.json': '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }',
    'src/core/format.ts': 'export const format = 1;\n',
    'src/store/slice.ts': "import { format } from '../core/format';\nexport const slice = format;\n",
    'src/ui/primitives/Button.ts': 'export const Button = 1;\n',
    'src/ui/modal/Modal.ts': 'export const Modal = 1;\n',
    'src/api/apiTypes.ts': 'export interface Balance { value: string }\nexport const api = 1;\n',
    'src/plugins/support/shared.ts': 'export const shared = 1;\n',
    'src/plugins/send/sendSlice.ts':
      "import { slice } from '../../store/slice';\nimport { shared } from '../support/shared';\nexport const send = slice + shared;\n",
    // Allowed: a type from api in ui; a plugin's view on primitives.
    'src/ui/TokensTab.ts': "import type { Balance } from '../api/apiTypes';\nexport type Row = Balance;\n",
    'src/plugins/send/views/SendView.ts':
      "import { Button } from '../../../ui/primitives/Button';\nexport const v = Button;\n",
    // Planted: each breaks one sentence of docs/architecture.md.
    'src/core/planted.ts': "import { slice } from '../store/slice';\nexport const p = slice;\n",
    'src/plugins/names/planted.ts': "import { send } from '../send/sendSlice';\nexport const p = send;\n",
    'src/plugins/names/views/Planted.ts':
      "import { Modal } from '../../../ui/modal/Modal';\nexport const p = Modal;\n",
    'src/ui/plantedApi.ts': "import { api } from '../api/apiTypes';\nexport const p = api;\n",
    'src/store/planted.ts': "import { send } from '../plugins/send/sendSlice';\nexport const p = send;\n",
    'src/store/slices/modalSlice.ts': 'export const modalSlice = 1;\n',
    'src/adapters/planted.ts':
      "import { modalSlice } from '../store/slices/modalSlice';\nexport const p = modalSlice;\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the boundary check on the planted tree; resolves with its exit code and report. */
function cruise(): Promise<{ code: number; report: string }> {
  return new Promise((done) => {
    execFile(
      DEPCRUISE,
      ['src', '--config', CONFIG, '--output-type', 'err'],
      { cwd: dir },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, report: stdout + stderr }),
    );
  });
}

test('error: every planted broken arrow fails the check, by its rule, and nothing allowed does', async () => {
  const { code, report } = await cruise();
  expect(code).not.toBe(0);
  const violations = report
    .split('\n')
    .map((line) => /error ([\w-]+): (\S+) → (\S+)/.exec(line))
    .filter((match) => match !== null)
    .map((match) => `${match[1]}: ${match[2]} -> ${match[3]}`)
    .sort();
  expect(violations).toEqual([
    'adapters-know-no-modal: src/adapters/planted.ts -> src/store/slices/modalSlice.ts',
    'core-is-pure: src/core/planted.ts -> src/store/slice.ts',
    'plugin-not-into-another-plugin: src/plugins/names/planted.ts -> src/plugins/send/sendSlice.ts',
    'plugin-views-not-into-modal-shell: src/plugins/names/views/Planted.ts -> src/ui/modal/Modal.ts',
    'store-knows-no-plugin-nor-api: src/store/planted.ts -> src/plugins/send/sendSlice.ts',
    'ui-to-api-types-only: src/ui/plantedApi.ts -> src/api/apiTypes.ts',
  ]);
}, 60_000);
