import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { hostKitSource } from '../test/hostApp/hostKitSource';
import { browserTest } from './harness/browserTest';
import { buildSourcePage } from './harness/buildSourcePage';
import { connectButton, modal, openWithKit, setThemeMode } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './harness/serveStatic';

// Issue 30, Deliver 1: nothing leaves the page to show the modal. The registry's wallets, the built-in
// networks and the common tokens ship their logos with the kit (src/ui/logos), so the Connect, All
// Wallets and Networks views ask no host but the ones the app configured (here all on 127.0.0.1), in
// both themes; and a page whose kit has only a projectId (the default API, a host the app never named)
// shows MetaMask's shipped logo with no request leaving the machine. browserTest aborts and records every
// request outside 127.0.0.1 and fails the test on any (t.outsideRequests); each test also asserts it.

/** Waits until no image of the open view is still loading (each has loaded, failed or given up). */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="dialog"] .portico-wallet-image').length > 0 &&
      !document.querySelector('[role="dialog"] [data-image-state="loading"]'),
  );
}

/** The `src` of a wallet row's logo in the open modal, once it has loaded. */
async function loadedLogo(page: Page, wallet: RegExp): Promise<string> {
  const image = modal(page)
    .getByRole('button', { name: wallet })
    .first()
    .locator('.portico-wallet-image[data-image-state="loaded"] img');
  await image.waitFor({ state: 'visible' });
  return image.evaluate((img: HTMLImageElement) => img.getAttribute('src') ?? '');
}

for (const theme of ['dark', 'light'] as const) {
  browserTest(
    `default: Connect, All Wallets and Networks in the ${theme} theme ask no host the app did not configure`,
    async (t) => {
      const { page } = t;
      await t.openDemo();
      await openWithKit(page);
      await setThemeMode(page, theme);
      await modal(page, 'Connect Wallet').waitFor();
      await imagesSettled(page);
      // The demo names its own API (the sandbox's): the registry's wallets still show the shipped logos.
      expect(await loadedLogo(page, /^MetaMask/)).toMatch(/^data:image\/svg\+xml,/);
      expect(await loadedLogo(page, /^WalletConnect/)).toMatch(/^data:image\/svg\+xml,/);

      await openWithKit(page, 'AllWallets');
      await modal(page)
        .getByRole('button', { name: /^MetaMask/ })
        .first()
        .waitFor();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] .portico-spinner'));
      await imagesSettled(page);

      await openWithKit(page, 'Networks');
      await imagesSettled(page);
      expect(await loadedLogo(page, /^Ethereum/)).toMatch(/^data:image\/svg\+xml,/);
      expect(t.outsideRequests).toEqual([]);
    },
    { colorScheme: theme },
  );
}

/** SPEC's default blockchain API, used when the host sets no `apiUrl`. */
const DEFAULT_API = 'https://rpc.walletconnect.org';

let workDir: string | undefined;
let server: ServeStaticReturnType | undefined;

/**
 * The host kit of the getting-started page with its `apiUrl` line removed (only a projectId), and
 * Ethereum beside the sandbox chain so the Networks view has a built-in network's logo to show.
 */
function projectIdOnlyKit(): string {
  const source = hostKitSource({ sandbox: readSandboxInfo(), projectId: 'project-id-only' });
  const withoutApi = source
    .replace(/^\s*apiUrl: .*\n/m, '')
    .replace('networks: [anvil],', 'networks: [anvil, mainnet],');
  if (withoutApi === source || !withoutApi.includes('mainnet]')) {
    throw new TypeError('hostKitSource no longer sets apiUrl and networks as this test expects');
  }
  return `import { mainnet } from ${JSON.stringify(resolve('src/networks.ts'))};\n${withoutApi}`;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portico-no-outside-'));
  const root = await buildSourcePage({
    dir: workDir,
    files: {
      'kit.ts': projectIdOnlyKit(),
      'main.tsx': `import { kit } from './kit';
import { createRoot } from 'react-dom/client';
import { AppKitButton } from 'portico/react';

// As the demo does, so the test opens views with openWithKit.
(window as unknown as { __kit: typeof kit }).__kit = kit;

createRoot(document.getElementById('root')!).render(<main><h1>Project id only</h1><AppKitButton /></main>);
`,
    },
    pages: { 'index.html': { script: 'main.tsx', title: 'Project id only', body: '<div id="root"></div>' } },
  });
  server = await serveStatic({ root });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

browserTest(
  'default: with only a projectId, the Connect view shows the shipped logos and nothing leaves 127.0.0.1',
  async (t) => {
    const { page } = t;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${server!.url}index.html`);
    await page.getByRole('heading', { name: 'Project id only' }).waitFor();
    await connectButton(page).click();
    await modal(page, 'Connect Wallet').waitFor();
    await imagesSettled(page);
    expect(await loadedLogo(page, /^MetaMask/)).toMatch(/^data:image\/svg\+xml,/);
    expect(await loadedLogo(page, /^WalletConnect/)).toMatch(/^data:image\/svg\+xml,/);
    // The test could fail: the page did make requests, every one of them to this machine or inline.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !/^(data:|https?:\/\/127\.0\.0\.1[:/])/.test(url))).toEqual([]);
    expect(t.outsideRequests).toEqual([]);
  },
);

browserTest(
  'behavior: with only a projectId, All Wallets asks the default API for its catalogue only (stub: answered by the sandbox API) and no view requests an image',
  async (t) => {
    const { page, sandbox } = t;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The catalogue beyond the registry is what the API is for: the page asks the default API for its
    // first page. That host is outside this machine, so its answer is the sandbox API's for the same query.
    const catalogue: string[] = [];
    await page.route(`${DEFAULT_API}/v1/wallets?**`, async (route) => {
      const asked = new URL(route.request().url());
      catalogue.push(asked.pathname);
      await route.fulfill({
        response: await route.fetch({ url: `${sandbox.apiUrl}/v1/wallets${asked.search}` }),
      });
    });
    await page.goto(`${server!.url}index.html`);
    await page.getByRole('heading', { name: 'Project id only' }).waitFor();
    await connectButton(page).click();
    await modal(page, 'Connect Wallet').waitFor();

    await openWithKit(page, 'AllWallets');
    await modal(page)
      .getByRole('button', { name: /^MetaMask/ })
      .first()
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] .portico-spinner'));
    await imagesSettled(page);
    expect(await loadedLogo(page, /^MetaMask/)).toMatch(/^data:image\/svg\+xml,/);

    await openWithKit(page, 'Networks');
    await imagesSettled(page);
    expect(await loadedLogo(page, /^Ethereum/)).toMatch(/^data:image\/svg\+xml,/);

    expect(catalogue).toEqual(['/v1/wallets']);
    expect(requested.filter((url) => url.includes('/v1/images/'))).toEqual([]);
    expect(requested.filter((url) => !/^(data:|https?:\/\/127\.0\.0\.1[:/])/.test(url))).toEqual([
      expect.stringMatching(/^https:\/\/rpc\.walletconnect\.org\/v1\/wallets\?/),
    ]);
    expect(t.outsideRequests).toEqual([]);
  },
);
