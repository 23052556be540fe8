import type { Page } from 'playwright-core';
import { sandboxNftCollection, sandboxNftsPerAccount } from '../sandbox/chain/sandboxSeed';
import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { accountButton, connectFromModal, modal, setThemeMode } from './harness/kitPage';
import { expectNoAxeViolations } from './harness/runAxe';

// Issue 13 items 1 and 2 in the browser: a visitor connected with an extension wallet sees the seeded
// tokens with USD values from the reference API's prices and the portfolio total, and the seeded NFTs
// with their images. Nothing is stubbed: anvil, the reference API and the demo app run as in `npm start`.

/** A token-seeded demo account (sandbox/chain/sandboxSeed.ts), only read here: nothing is sent from it. */
const ACCOUNT_INDEX = 2;

/** Every image in the dialog's NFT list has loaded (a real picture, not a broken one). */
function nftImagesLoaded(page: Page) {
  return page.waitForFunction(
    (count) => {
      const images = [...document.querySelectorAll('[role="dialog"] ul[aria-label="NFTs"] img')];
      return (
        images.length === count &&
        images.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        )
      );
    },
    sandboxNftsPerAccount,
    { timeout: 10_000 },
  );
}

browserTest(
  'behavior: Tokens shows the seeded tokens with USD values and a total; NFTs shows the seeded NFTs with images; axe-clean in both themes',
  async (t) => {
    const { page, sandbox } = t;
    const { address } = sandbox.accounts[ACCOUNT_INDEX]!;
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await t.openDemo({ mode: 'plain' });
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, address).click();
    const account = modal(page, 'Account');

    // Tokens: the seeded USDC and PRT (and the native row) each with a USD value; the header's total.
    const tokens = account.getByRole('list', { name: 'Tokens' });
    await tokens.getByRole('listitem').filter({ hasText: 'PRT' }).waitFor({ timeout: 15_000 });
    const rows = await tokens.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        text: item.textContent ?? '',
        value: item.querySelector('[data-testid="portico-token-value"]')?.textContent ?? '',
      })),
    );
    for (const symbol of ['ETH', 'USDC', 'PRT']) {
      const row = rows.find((r) => new RegExp(`\\b${symbol}\\b`).test(r.text));
      expect([symbol, row?.value]).toEqual([symbol, expect.stringMatching(/^\$[\d,]+\.\d{2}$/)]);
    }
    expect(rows.find((r) => /\bUSDC\b/.test(r.text))?.value).toBe('$10,000.00');
    const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    const total = await account.getByTestId('portico-portfolio-total').textContent();
    expect(total).toMatch(/^Portfolio value \$[\d,]+\.\d{2}$/);
    // The total is the sum of the rows (cut to cents each, so within a cent per row).
    const sum = rows.reduce((acc, row) => acc + dollars(row.value), 0);
    expect(Math.abs(dollars(total ?? '') - sum)).toBeLessThanOrEqual(0.01 * rows.length);
    for (const theme of ['dark', 'light'] as const) {
      await setThemeMode(page, theme);
      await expectNoAxeViolations(page, `Account Tokens (${theme})`, '[role="dialog"]');
    }
    await setThemeMode(page, 'dark');
    await docScreenshot(page, 'account-tokens.png');

    // NFTs: the account's seeded tokens of the sandbox collection, each with its name and its image.
    await account.getByRole('tab', { name: 'NFTs' }).click();
    const nfts = account.getByRole('list', { name: 'NFTs' });
    await nfts.waitFor({ timeout: 15_000 });
    const names = await nfts.getByRole('listitem').allTextContents();
    expect(names).toHaveLength(sandboxNftsPerAccount);
    for (const name of names) expect(name).toMatch(new RegExp(`^${sandboxNftCollection.name} #\\d+$`));
    await nftImagesLoaded(page);
    expect(await nfts.getByTestId('portico-nft-placeholder').count()).toBe(0);
    for (const theme of ['dark', 'light'] as const) {
      await setThemeMode(page, theme);
      await expectNoAxeViolations(page, `Account NFTs (${theme})`, '[role="dialog"]');
    }
    await setThemeMode(page, 'dark');
    await docScreenshot(page, 'account-nfts.png');
  },
  { timeoutMs: 90_000 },
);
