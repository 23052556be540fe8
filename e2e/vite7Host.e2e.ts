import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createVite7HostApp } from '../test/hostApp/createVite7HostApp';
import { packKit } from '../test/hostApp/packKit';
import { browserTest } from './harness/browserTest';
import { accountButton, connectButton, connectFromModal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './harness/serveStatic';

// Issue 24's blocker: in a Vite 7 production build (Rollup 4) the modal never opened, silently. The
// packed kit is installed into a Vite 7 app from the registry, built with the host's own `vite build`,
// served as a static site, and a visitor connects the test wallet through the modal.

/** The anvil account of this test: connect only, nothing is sent from it. */
const ACCOUNT_INDEX = 7;

let workDir: string | undefined;
let server: ServeStaticReturnType | undefined;

beforeAll(async () => {
  const sandbox = readSandboxInfo();
  workDir = mkdtempSync(join(tmpdir(), 'portico-vite7-'));
  const kit = await packKit(workDir);
  const appDir = join(workDir, 'app');
  const viemVersion = (
    JSON.parse(readFileSync('node_modules/viem/package.json', 'utf8')) as { version: string }
  ).version;
  await createVite7HostApp({ appDir, kit, sandbox, viemVersion });
  server = await serveStatic({ root: join(appDir, 'dist') });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

browserTest('default: a Vite 7 production build opens the modal and connects the test wallet', async (t) => {
  const { page, sandbox } = t;
  const account = sandbox.accounts[ACCOUNT_INDEX]!;
  await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
  await page.goto(server!.url);
  await page.getByRole('heading', { name: 'Vite 7 host' }).waitFor();

  await connectFromModal(page, 'Test Wallet');
  await accountButton(page, account.address).waitFor();
  await connectButton(page).waitFor({ state: 'detached' });
});
