import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostKitSource } from '../test/hostApp/hostKitSource';
import { browserTest } from './harness/browserTest';
import { buildSourcePage } from './harness/buildSourcePage';
import { accountButton, connectButton, connectFromModal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './harness/serveStatic';

// Issue 24, Deliver 3: a plain HTML page with AppKit's web components; the page's own script only
// creates the kit (`portico` + its adapter) and imports `portico/elements`. No React in its code.

/** The anvil account of this file: connect only, nothing is sent from it (the sandbox has 10 accounts). */
const ACCOUNT_INDEX = 9;

const PAGE_SCRIPT = `import { kit } from './kit';
import 'portico/elements';

document.getElementById('open').addEventListener('click', () => kit.open({ view: 'Networks' }));
`;

const BODY = `    <main>
      <h1>Web components host</h1>
      <appkit-button balance="hide" charsStart="6" charsEnd="4"></appkit-button>
      <appkit-network-button></appkit-network-button>
      <appkit-wallet-button wallet="Test Wallet"></appkit-wallet-button>
      <button type="button" id="open">Networks from the page's script</button>
    </main>`;

let workDir: string | undefined;
let server: ServeStaticReturnType | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portico-elements-'));
  const root = await buildSourcePage({
    dir: workDir,
    files: {
      'kit.ts': hostKitSource({ sandbox: readSandboxInfo(), projectId: 'web-components' }),
      'main.ts': PAGE_SCRIPT,
    },
    pages: { 'index.html': { script: 'main.ts', title: 'Web components host', body: BODY } },
  });
  server = await serveStatic({ root });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

browserTest(
  'default: <appkit-button> on a plain HTML page connects the test wallet through the modal',
  async (t) => {
    const { page, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await page.goto(server!.url);
    await page.getByRole('heading', { name: 'Web components host' }).waitFor();

    await connectFromModal(page, 'Test Wallet');
    const button = accountButton(page, account.address);
    await button.waitFor();
    // charsStart="6" charsEnd="4": 0x + 4 hex digits ... the last 4.
    expect(await button.textContent()).toContain(
      `${account.address.slice(0, 6)}...${account.address.slice(-4)}`,
    );
    expect(await page.locator('appkit-button').getByTitle(`Account ${account.address}`).count()).toBe(1);
    await connectButton(page).waitFor({ state: 'detached' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The page's own script opens the modal too; the network button shows the network.
    await page.getByRole('button', { name: "Networks from the page's script" }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('appkit-network-button').textContent()).toContain('Anvil');
  },
);

browserTest(
  'behavior: <appkit-wallet-button wallet="Test Wallet"> connects that wallet in one click',
  async (t) => {
    const { page, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await page.goto(server!.url);
    await page.locator('appkit-wallet-button').getByRole('button', { name: 'Test Wallet' }).click();
    await accountButton(page, account.address).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  },
);
