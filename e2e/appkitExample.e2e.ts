import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyMessage } from 'viem';
import { portAppKitApp } from '../test/appkitExample/portAppKitApp';
import { VITE_7_VERSION } from '../test/hostApp/createVite7HostApp';
import { installFromRegistry } from '../test/hostApp/installFromRegistry';
import { packKit } from '../test/hostApp/packKit';
import { runCommand } from '../test/hostApp/runCommand';
import { browserTest } from './harness/browserTest';
import { accountButton, connectFromModal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './harness/serveStatic';

// Issue 24, item 9: the migration guide, tested. examples/appkit-react-ethers is an app written for
// AppKit (module-scope createAppKit with new EthersAdapter(), <appkit-button>, AppKit's hooks, ethers'
// BrowserProvider); it is ported with the guide's steps only (test/appkitExample/portAppKitApp.ts reads
// them from docs/migrating-from-appkit.md), installed with the packed kit, built by its own Vite 7
// `vite build` and driven here. The kit's default blockchain API host is answered by the sandbox's API:
// an AppKit app names no API, and the test stays offline.

/** Connect, read and sign only: this account is shared with other connect-only tests. */
const ACCOUNT_INDEX = 7;
const DEFAULT_API = 'https://rpc.walletconnect.org';

let workDir: string | undefined;
let server: ServeStaticReturnType | undefined;

beforeAll(async () => {
  const sandbox = readSandboxInfo();
  workDir = mkdtempSync(join(tmpdir(), 'portico-appkit-example-'));
  const kit = await packKit(workDir);
  const appDir = join(workDir, 'app');
  portAppKitApp(
    'examples/appkit-react-ethers',
    appDir,
    readFileSync('docs/migrating-from-appkit.md', 'utf8'),
  );
  const version = (name: string) =>
    (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
  await installFromRegistry({
    appDir,
    name: 'appkit-react-ethers',
    kit,
    dependencies: {
      vite: VITE_7_VERSION,
      react: version('react'),
      'react-dom': version('react-dom'),
      ethers: version('ethers'),
    },
  });
  await runCommand({
    command: join(appDir, 'node_modules/.bin/vite'),
    args: ['build', '--logLevel', 'error'],
    cwd: appDir,
    env: { NODE_ENV: 'production', VITE_RPC_URL: sandbox.rpcUrl, VITE_PROJECT_ID: 'appkit-example' },
    timeoutMs: 180_000,
  });
  server = await serveStatic({ root: join(appDir, 'dist') });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

browserTest(
  'default: the AppKit example, ported by the guide alone, connects, reads its balance and signs with ethers',
  async (t) => {
    const { page, context, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    // Registered after the harness's outside-request block, so it answers first.
    await context.route(`${DEFAULT_API}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${sandbox.apiUrl}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await page.goto(server!.url);
    await page.getByRole('heading', { name: 'AppKit example' }).waitFor();
    // useAppKitEvents() holds AppKit's initial event before anything happened.
    await page
      .getByTestId('last-event')
      .filter({ hasText: /^[A-Z_]+$/ })
      .waitFor();

    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();
    await page.getByTestId('address').filter({ hasText: account.address }).waitFor();

    await page.getByRole('button', { name: 'Get balance' }).click();
    await page.getByText(/^Balance: \d+(\.\d+)? ETH$/).waitFor();

    await page.getByRole('button', { name: 'Sign message' }).click();
    const signatureText = page.getByText(/^Signature: 0x[0-9a-f]{130}$/);
    await signatureText.waitFor();
    const signature = (await signatureText.textContent())!.replace('Signature: ', '') as `0x${string}`;
    await expect(
      verifyMessage({
        address: account.address as `0x${string}`,
        message: 'Hello from the AppKit example',
        signature,
      }),
    ).resolves.toBe(true);
  },
  { timeoutMs: 90_000 },
);
