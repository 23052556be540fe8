import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppKitEventName } from '../../../core/events/appKitEvents';

// Which of AppKit's events (its events page: docs.reown.com, "AppKit Events", declared once in
// src/core/events/appKitEvents.ts) Portico raises, and why the others are not raised yet. Typed by the
// declaration, so a name added there must be placed here; checked against the migration guide's
// Events section and against the product code (a raised event has a raise site, the others none).

type Status = { raised: string } | { notYet: string };

const APPKIT_EVENTS: Record<AppKitEventName, Status> = {
  MODAL_CREATED: { raised: 'the initial value of useAppKitEvents / getEvent (never sent)' },
  MODAL_OPEN: { raised: 'the modal opens, whichever way' },
  MODAL_CLOSE: { raised: 'the modal closes, whichever way' },
  SELECT_WALLET: { raised: 'a wallet row of Connect or All Wallets' },
  CONNECT_SUCCESS: { raised: 'every connection (extension, WalletConnect, embedded wallet)' },
  CONNECT_ERROR: { raised: "an extension's connect fails" },
  CONNECT_PROXY_ERROR: { notYet: 'Portico has no WalletConnect proxy' },
  USER_REJECTED: { raised: "an extension's connect is refused in the wallet" },
  DISCONNECT_SUCCESS: { raised: 'disconnect' },
  DISCONNECT_ERROR: { raised: 'disconnect fails' },
  CLICK_ALL_WALLETS: { raised: 'the All Wallets row' },
  CLICK_WALLET_HELP: { notYet: 'Portico has no "What is a wallet?" view' },
  CLICK_NETWORK_HELP: { notYet: 'Portico has no "What is a network?" view' },
  CLICK_GET_WALLET_HELP: { notYet: 'Portico has no get-a-wallet view' },
  GET_WALLET: { notYet: 'Portico has no get-a-wallet view' },
  SEARCH_WALLET: { raised: 'a search in All Wallets runs' },
  SWITCH_NETWORK: { raised: 'the active network changes (a pick, switchNetwork, the wallet moving)' },
  CLICK_NETWORKS: { raised: "the Account view's network row (not yet the network button)" },
  EMAIL_LOGIN_SELECTED: { raised: "the Connect view's e-mail field gets the focus" },
  EMAIL_SUBMITTED: { raised: 'an e-mail login starts (the address is sent)' },
  EMAIL_VERIFICATION_CODE_SENT: { raised: 'a code was sent (also after Resend code)' },
  EMAIL_VERIFICATION_CODE_PASS: { raised: 'the code was accepted' },
  EMAIL_VERIFICATION_CODE_FAIL: { raised: 'the code was refused' },
  EMAIL_EDIT: { raised: 'a signed-in user starts changing the address' },
  EMAIL_UPGRADE_FROM_MODAL: { notYet: 'Portico has no account upgrade' },
  DEVICE_REGISTERED_FOR_EMAIL: { raised: 'this device was approved by e-mail' },
  SOCIAL_LOGIN_STARTED: { raised: 'a social login (popup, redirect, Farcaster) starts' },
  SOCIAL_LOGIN_SUCCESS: { raised: 'a social login connects' },
  SOCIAL_LOGIN_ERROR: { raised: 'a social login fails' },
  SOCIAL_LOGIN_CANCELED: { raised: 'the popup is closed, or the login left, while under way' },
  SET_PREFERRED_ACCOUNT_TYPE: { raised: "the embedded wallet's account type changed" },
  CLICK_SIGN_SIWX_MESSAGE: { raised: 'Sign on SIWXSignMessage' },
  CLICK_CANCEL_SIWX: { raised: 'Cancel on SIWXSignMessage' },
  SIWX_AUTH_SUCCESS: { raised: 'a sign-in is kept' },
  SIWX_AUTH_ERROR: { raised: 'a sign-in fails (message, wallet or verification)' },
  CLICK_TRANSACTIONS: { raised: "the Account view's Activity tab" },
  LOAD_MORE_TRANSACTIONS: { raised: "the activity list's next page" },
  ERROR_FETCH_TRANSACTIONS: { raised: 'the activity fetch fails' },
  OPEN_SEND: { raised: "the Account view's Send button" },
  SEND_INITIATED: { raised: "a send is handed to the wallet (the preview's Send, or sendTransfer headless)" },
  SEND_SUCCESS: { raised: 'the wallet sent it' },
  SEND_ERROR: { raised: "a send fails (a library's error, the wallet not answering in time)" },
  SEND_REJECTED: { raised: 'a send is refused in the wallet (4001)' },
  OPEN_SWAP: { raised: "the Account view's Swap button" },
  INITIATE_SWAP: { raised: "a swap is handed to the wallet (the preview's Swap, or executeSwap headless)" },
  SWAP_SUCCESS: { raised: 'the swap was mined and succeeded' },
  SWAP_ERROR: { raised: 'a swap handed to the wallet fails' },
  SWAP_APPROVAL_ERROR: { raised: 'an approval fails' },
  CLICK_SELECT_TOKEN_TO_SWAP: { raised: "the Swap view's token buttons" },
  CLICK_SELECT_NETWORK_TO_SWAP: {
    notYet: 'the Swap view swaps on the active network: it has no network picker',
  },
  CLICK_CONVERT: { notYet: 'no Convert entry of its own: the Swap button raises OPEN_SWAP' },
  PAY_MODAL_OPEN: { raised: 'the Pay view listed the exchanges of a payment' },
  PAY_EXCHANGE_SELECTED: { raised: 'an exchange is chosen (the Pay view, or pay() with a method)' },
  PAY_INITIATED: { raised: 'a payment was recorded and is being paid' },
  PAY_SUCCESS: { raised: 'a payment settled' },
  PAY_ERROR: { raised: 'a payment failed, was refused or timed out' },
  SELECT_BUY_CRYPTO: { raised: "the Account view's Buy button" },
  SELECT_BUY_PROVIDER: { raised: 'a provider of Buy crypto is pressed (or startOnrampBuy headless)' },
  SELECT_WHAT_IS_A_BUY: { notYet: 'Portico has no "What is a buy" explainer view' },
};

const NAMES = Object.keys(APPKIT_EVENTS) as AppKitEventName[];
const isRaised = (name: AppKitEventName) => 'raised' in APPKIT_EVENTS[name];
const ROOT = join(__dirname, '..', '..', '..', '..');

/** The rows of the migration guide's "## Events" section: event name -> its second cell. */
function guideRows(): Map<string, string> {
  const guide = readFileSync(join(ROOT, 'docs', 'migrating-from-appkit.md'), 'utf8');
  const section = guide.split(/^## Events$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells[2] ?? '');
  }
  return rows;
}

/** Product source files (no tests), with their text. */
function productSources(): Array<{ path: string; text: string }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(join(ROOT, 'src'))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) => !path.endsWith(join('core', 'events', 'appKitEvents.ts')))
    .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
}

describe("AppKit's events", () => {
  test("default: every name of AppKit's events page is placed (58, plus the initial MODAL_CREATED)", () => {
    expect(NAMES).toHaveLength(59);
    expect(NAMES.filter((name) => name.startsWith('MODAL_'))).toEqual([
      'MODAL_CREATED',
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ]);
  });

  test('behavior: the migration guide lists every name, raised or not yet, as this table says', () => {
    const rows = guideRows();
    expect([...rows.keys()].sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      const cell = rows.get(name) ?? '';
      expect({ name, raised: cell.startsWith('raised') }).toEqual({ name, raised: isRaised(name) });
    }
  });

  test('behavior: a raised event has a raise site in the product code; one not raised yet has none', () => {
    const sources = productSources();
    for (const name of NAMES) {
      const sites = sources.filter(({ text }) => text.includes(`'${name}'`)).map(({ path }) => path);
      expect({ name, raised: sites.length > 0 }).toEqual({ name, raised: isRaised(name) });
    }
  });
});
