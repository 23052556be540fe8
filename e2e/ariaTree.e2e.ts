import {
  type AriaSnapshotMismatchError,
  checkAriaSnapshot,
  lineDiff,
  normalizeAriaSnapshot,
  RUN_DATA,
  throwAriaMismatches,
} from './harness/ariaSnapshot';
import { browserTest } from './harness/browserTest';
import { modal } from './harness/kitPage';
import { LONG_WALLET_NAME, openDemoIn, walkEveryView } from './harness/viewWalk';

// Issue 28: the accessibility tree of every view of the walk, as Chromium exposes it to a screen
// reader, held against the committed copy in e2e/ariaSnapshots/en/ (the Arabic walk in
// locales.e2e.ts holds e2e/ariaSnapshots/ar/). Refresh with UPDATE_ARIA_SNAPSHOTS=1 and read the diff.

browserTest(
  'behavior: the accessibility tree of every view in English matches its committed snapshot (e2e/ariaSnapshots/en)',
  async (t) => {
    const { page } = t;
    const held = await t.injectWallet({ name: LONG_WALLET_NAME, rdns: 'dev.portico.layout' });
    held.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
    await openDemoIn(t);
    const mismatches: AriaSnapshotMismatchError[] = [];
    let views = 0;
    await walkEveryView(page, async (label) => {
      views += 1;
      const mismatch = await checkAriaSnapshot(modal(page), `en/${label}.yaml`, {
        runDataPanels: label.startsWith('account'),
      });
      if (mismatch) mismatches.push(mismatch);
    });
    throwAriaMismatches(mismatches);
    expect(views).toBeGreaterThanOrEqual(12);
  },
  { timeoutMs: 120_000 },
);

// The normaliser and the diff on their own (no browser): what they strip, and what they keep.

test('normalizeAriaSnapshot: strips addresses, pairing URIs, e-mails, local URLs, times and amounts, keeps names and counts', () => {
  const raw = [
    '- dialog "Connect Wallet":',
    '  - button "Copy address 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"',
    '  - text: 0xf39F…2266',
    '  - textbox "Email": locales-1732800000000-3@example.test',
    '  - button "Copy link" [disabled]: wc:1a2b3c@2?relay-protocol=irn&symKey=ffee',
    '  - link "Open MetaMask":',
    '    - /url: metamask://wc?uri=wc%3Abb63d5%402%3FexpiryTimestamp%3D1795875484',
    '  - heading "0x70...dc79C8" [level=2]',
    '  - link "Get it":',
    '    - /url: http://127.0.0.1:43127/wallets/metamask',
    '  - text: Sent at 14:05',
    '  - paragraph: 9,999.9866 ETH',
    '  - paragraph: ٩٬٩٩٩٫٩٨ ETH',
    '  - text: +1.5 USDC from 0xf39F…2266',
    '  - button "More social options (3)"',
  ].join('\n');
  expect(normalizeAriaSnapshot(raw).split('\n')).toEqual([
    '- dialog "Connect Wallet":',
    '  - button "Copy address 0x<hex>"',
    '  - text: 0x<hex>',
    '  - textbox "Email": <email>',
    '  - button "Copy link" [disabled]: wc:<uri>',
    '  - link "Open MetaMask":',
    '    - /url: metamask://wc?uri=wc:<uri>',
    '  - heading "0x<hex>" [level=2]',
    '  - link "Get it":',
    '    - /url: <local-url>',
    '  - text: Sent at <time>',
    '  - paragraph: <n> ETH',
    '  - paragraph: <n> ETH',
    '  - text: +<n> USDC from 0x<hex>',
    '  - button "More social options (3)"',
    '',
  ]);
});

test("normalizeAriaSnapshot: with runDataPanels keeps a tab panel's role and name but not its content (this run's data)", () => {
  const raw = [
    '- tabpanel "Activity":',
    '  - list:',
    '    - listitem: Sent 0.01 ETH',
    '- button "Disconnect"',
  ].join('\n');
  expect(normalizeAriaSnapshot(raw, { runDataPanels: true })).toBe(
    `- tabpanel "Activity":\n  - text: ${RUN_DATA}\n- button "Disconnect"\n`,
  );
  // A view whose panels are the kit's own (the Networks view's list) keeps them.
  expect(normalizeAriaSnapshot(raw)).toBe(`${raw.replace('0.01 ETH', '<n> ETH')}\n`);
});

test('lineDiff: marks removed and added lines with context, elides far unchanged lines', () => {
  const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
  const after = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h'].join('\n');
  expect(lineDiff(before, after, 1)).toBe(['  ...', '  d', '- e', '+ E', '  f', '  ...'].join('\n'));
  expect(lineDiff(before, before)).toBe('');
});
