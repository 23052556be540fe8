import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostKitSource } from '../test/hostApp/hostKitSource';
import { browserTest } from './harness/browserTest';
import { buildSourcePage } from './harness/buildSourcePage';
import { accountButton, connectButton, connectFromModal, modal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './harness/serveStatic';

// Issue 24, Deliver 2: AppKit apps have no provider. A React page with no <AppKitProvider> anywhere
// connects the test wallet through the kit's own modal root: with `portico/react`'s createAppKit
// (AppKit's `@reown/appkit/react` import) from AppKitButton and from useAppKit().open(), and with
// `portico`'s, whose hooks and components give the kit its root. A page with no React at all and a kit
// of `portico` is never silent: opening the modal names the fix in the console.

/** The anvil account of this file: connect only, nothing is sent from it (the sandbox has 10 accounts). */
const ACCOUNT_INDEX = 9;

const APP = `import { createRoot } from 'react-dom/client';
import { AppKitButton, useAppKit, useAppKitAccount } from 'portico/react';

export function mount() {
  function App() {
    const { open } = useAppKit();
    const { address } = useAppKitAccount();
    return (
      <main>
        <h1>No provider host</h1>
        <AppKitButton />
        <button type="button" onClick={() => void open()}>Open from a hook</button>
        <p>Hook address: {address ?? 'none'}</p>
      </main>
    );
  }
  createRoot(document.getElementById('root')!).render(<App />);
}
`;

const CORE_IMPORT = "import { createAppKit, defineNetwork } from 'portico';";

/** The host's kit module: `portico`'s createAppKit, or `portico/react`'s. */
function kitSource(createAppKitFrom: 'portico' | 'portico/react'): string {
  const source = hostKitSource({ sandbox: readSandboxInfo(), projectId: 'no-provider' });
  if (!source.includes(CORE_IMPORT))
    throw new TypeError('hostKitSource no longer imports createAppKit as expected');
  return createAppKitFrom === 'portico'
    ? source
    : source.replace(
        CORE_IMPORT,
        "import { defineNetwork } from 'portico';\nimport { createAppKit } from 'portico/react';",
      );
}

let workDir: string | undefined;
let server: ServeStaticReturnType | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portico-no-provider-'));
  const root = await buildSourcePage({
    dir: workDir,
    files: {
      'app.tsx': APP,
      'kitReact.ts': kitSource('portico/react'),
      'kitCore.ts': kitSource('portico'),
      'react.tsx': "import './kitReact';\nimport { mount } from './app';\n\nmount();\n",
      'core.tsx': "import './kitCore';\nimport { mount } from './app';\n\nmount();\n",
      'vanilla.ts':
        "import { kit } from './kitCore';\n\ndocument.getElementById('open').addEventListener('click', () => void kit.open());\n",
    },
    pages: {
      'react.html': {
        script: 'react.tsx',
        title: 'No provider (portico/react)',
        body: '<div id="root"></div>',
      },
      'core.html': { script: 'core.tsx', title: 'No provider (portico)', body: '<div id="root"></div>' },
      'vanilla.html': {
        script: 'vanilla.ts',
        title: 'No React (portico)',
        body: '<h1>No React host</h1><button type="button" id="open">Open the modal</button>',
      },
    },
  });
  server = await serveStatic({ root });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

browserTest(
  "default: with portico/react's createAppKit and no provider, AppKitButton connects the test wallet",
  async (t) => {
    const { page, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await page.goto(`${server!.url}react.html`);
    await page.getByRole('heading', { name: 'No provider host' }).waitFor();

    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();
    await connectButton(page).waitFor({ state: 'detached' });
    await page.getByText(`Hook address: ${account.address}`).waitFor();
    // One root of the kit's own, appended to body; the modal closed once connected.
    expect(await page.locator('[data-portico-standalone]').count()).toBe(1);
    await modal(page).waitFor({ state: 'detached' });
  },
);

browserTest('behavior: useAppKit().open() outside a provider shows the modal and connects', async (t) => {
  const { page, sandbox } = t;
  const account = sandbox.accounts[ACCOUNT_INDEX]!;
  await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
  await page.goto(`${server!.url}react.html`);
  await page.getByRole('heading', { name: 'No provider host' }).waitFor();

  await page.getByRole('button', { name: 'Open from a hook' }).click();
  await modal(page, 'Connect Wallet')
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await accountButton(page, account.address).waitFor();
  await page.getByText(`Hook address: ${account.address}`).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
});

browserTest(
  "behavior: with portico's createAppKit, useAppKit().open() outside a provider connects too",
  async (t) => {
    const { page, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await page.goto(`${server!.url}core.html`);
    await page.getByRole('heading', { name: 'No provider host' }).waitFor();

    await page.getByRole('button', { name: 'Open from a hook' }).click();
    await modal(page, 'Connect Wallet')
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    await accountButton(page, account.address).waitFor();
    expect(await page.locator('[data-portico-standalone]').count()).toBe(1);
  },
);

browserTest(
  "error: a kit of portico's createAppKit on a page with no React says in the console what to do when opened",
  async (t) => {
    const { page } = t;
    await page.goto(`${server!.url}vanilla.html`);
    await page.getByRole('heading', { name: 'No React host' }).waitFor();
    const reported = page.waitForEvent('console', (message) => message.text().includes('ModalNotShownError'));
    await page.getByRole('button', { name: 'Open the modal' }).click();
    expect((await reported).text()).toContain('createAppKit from "portico/react"');
    expect(await page.getByRole('dialog').count()).toBe(0);
  },
  { allowErrors: [/ModalNotShownError/] },
);
