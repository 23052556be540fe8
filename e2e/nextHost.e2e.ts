import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { truncateMiddle } from '../src/core/format';
import { createNextHostApp, NEXT_HOST_PAGES } from '../test/hostApp/createNextHostApp';
import { packKit } from '../test/hostApp/packKit';
import { type StartNextHostReturnType, startNextHost } from '../test/hostApp/startNextHost';
import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { accountButton, connectButton, connectFromModal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';

// Issue 16 acceptance in a real Next.js host: the packed kit installed from the registry with next,
// built once with `next build` (App Router and Pages Router in one app, as docs/ssr.md shows) and run
// with `next start`. Each router: a first visit and a returning user (connect, reload) hydrate without
// a warning, and a returning user's server HTML already holds their restored state. The build itself
// is the "Server Component page importing the button builds" test (it fails without 'use client').

/** The anvil account of these tests: connect only, nothing is sent from it. */
const ACCOUNT_INDEX = 8;

/** What React and Next.js print for a hydration mismatch (dev texts and the minified prod errors). */
const HYDRATION = /hydrat|did not match|didn't match|#418|#423|#425/i;

let workDir: string | undefined;
let host: StartNextHostReturnType | undefined;

beforeAll(async () => {
  const sandbox = readSandboxInfo();
  workDir = mkdtempSync(join(tmpdir(), 'portico-next-host-'));
  const kit = await packKit(workDir);
  const appDir = join(workDir, 'app');
  const viemVersion = (
    JSON.parse(readFileSync('node_modules/viem/package.json', 'utf8')) as { version: string }
  ).version;
  // Install (~30 s) and `next build` (1-3 min on two busy cores): once for every test of this file.
  await createNextHostApp({ appDir, kit, sandbox, viemVersion });
  host = await startNextHost(appDir);
}, 600_000);

afterAll(async () => {
  await host?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Records the page's console warnings (browserTest already fails on any console error). */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** The page's HTML as the server sends it, with the browser context's cookies (or none). */
async function serverHtml(url: string, context?: BrowserContext): Promise<string> {
  const cookies = context ? await context.cookies(url) : [];
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

/** The `<main>` of a page's HTML (the host page: a heading and the kit's button). */
const mainOf = (html: string) => /<main>.*?<\/main>/s.exec(html)?.[0] ?? html;

describe.each(Object.entries(NEXT_HOST_PAGES))('Next.js host, %s router (%s)', (router, path) => {
  const pageUrl = () => `${host!.url}${path}`;

  browserTest(
    'default: a first visit renders Connect Wallet on the server and hydrates without a warning',
    async (t) => {
      const { page } = t;
      const warnings = collectWarnings(page);
      await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
      const html = mainOf(await serverHtml(pageUrl()));
      expect(html).toContain('>Connect Wallet</button>');

      await page.goto(pageUrl());
      // A click that opens the modal proves the button hydrated (handlers attach only then).
      await connectButton(page).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      expect(t.errors.errors.filter((error) => HYDRATION.test(error))).toEqual([]);
      expect(warnings).toEqual([]);
    },
  );

  browserTest(
    'behavior: a returning user (connect, reload) gets their state in the server HTML, hydrates without a warning and sees their account',
    async (t) => {
      const { page, context, sandbox } = t;
      const account = sandbox.accounts[ACCOUNT_INDEX]!;
      const warnings = collectWarnings(page);
      await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
      await page.goto(pageUrl());
      await connectFromModal(page, 'Test Wallet');
      await accountButton(page, account.address).waitFor();

      // The kit persisted to cookies (written when the page is idle); the server reads them and renders
      // the returning user's state.
      await page.waitForFunction(
        (address) => decodeURIComponent(document.cookie).includes(address),
        account.address,
      );
      const html = mainOf(await serverHtml(pageUrl(), context));
      expect(html).not.toContain('>Connect Wallet</button>');
      // Their account is in the server HTML: the last address, on an account button that stays busy
      // (SPEC §4: connecting) until the wallet confirms it (docs/ssr.md).
      expect(html).toContain('data-testid="portico-account-button"');
      expect(html).toContain(`>${truncateMiddle(account.address)}<`);
      expect(html).toContain('aria-busy="true"');

      // What the visitor sees before any JavaScript runs: the server HTML, styled by portico/styles.css.
      const noScript = await context.browser()!.newContext({ javaScriptEnabled: false });
      try {
        await noScript.addCookies(await context.cookies(pageUrl()));
        const staticPage = await noScript.newPage();
        await staticPage.goto(pageUrl());
        const button = staticPage.getByTestId('portico-account-button');
        expect(await button.textContent()).toContain(truncateMiddle(account.address));
        expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('999px');
        await staticPage.setViewportSize({ width: 480, height: 160 });
        await docScreenshot(staticPage, `ssr-returning-user-${router}.png`);
      } finally {
        await noScript.close();
      }

      await page.reload();
      await accountButton(page, account.address).waitFor();
      await page.getByText(truncateMiddle(account.address)).waitFor();
      await connectButton(page).waitFor({ state: 'detached' });
      expect(t.errors.errors.filter((error) => HYDRATION.test(error))).toEqual([]);
      expect(warnings).toEqual([]);
    },
  );
});
