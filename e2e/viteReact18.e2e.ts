import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createViteReact18HostApp } from '../test/hostApp/createViteReact18HostApp';
import { packKit } from '../test/hostApp/packKit';
import { browserTest } from './harness/browserTest';
import { accountButton, connectButton, connectFromModal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './harness/serveStatic';

// Issue 16 acceptance in a Vite host on React 18.3 in StrictMode: the packed kit installed from the
// registry with react@18.3 and react-dom@18.3, built once with React's development code (StrictMode's
// double mount and double effects, React's warnings), served as a static site. A first visit, connect
// and reload: still connected, and not one console error or warning.

/** The anvil account of this test: connect only, nothing is sent from it. */
const ACCOUNT_INDEX = 8;

let workDir: string | undefined;
let appDir: string;
let server: ServeStaticReturnType | undefined;

beforeAll(async () => {
  const sandbox = readSandboxInfo();
  workDir = mkdtempSync(join(tmpdir(), 'portico-vite-react18-'));
  const kit = await packKit(workDir);
  appDir = join(workDir, 'app');
  const viemVersion = (
    JSON.parse(readFileSync('node_modules/viem/package.json', 'utf8')) as { version: string }
  ).version;
  await createViteReact18HostApp({ appDir, kit, sandbox, viemVersion });
  server = await serveStatic({ root: join(appDir, 'dist') });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

browserTest(
  'default: React 18.3 in StrictMode: first visit, connect, reload still connected, no console error or warning',
  async (t) => {
    const { page, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    // The host renders with React 18: the only react-dom installed (the kit brings none of its own).
    const installed = (name: string) =>
      (
        JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    expect([installed('react'), installed('react-dom')]).toEqual(['18.3.1', '18.3.1']);
    // React's development code is in the build (a text only react-dom.development.js has): StrictMode is live.
    const assets = join(appDir, 'dist/assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(code).toContain('ReactDOM.render is no longer supported in React 18');
    await page.goto(server!.url);
    await page.getByRole('heading', { name: 'Vite + React 18' }).waitFor();

    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();
    await connectButton(page).waitFor({ state: 'detached' });

    await page.reload();
    await accountButton(page, account.address).waitFor();
    await connectButton(page).waitFor({ state: 'detached' });
    expect(warnings).toEqual([]);
  },
);
