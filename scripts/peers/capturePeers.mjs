// Captures Reown AppKit's and RainbowKit's modals for docs/peer-comparison.md. Manual tool, never run by
// CI: first `scripts/peers/setupPeers.sh /scratch/dir` (installs the kits outside this repo), then
// `node scripts/peers/capturePeers.mjs /scratch/dir [appkit|rainbowkit]`. Writes docs/screenshots/peers/<kit>-<view>-<width>.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { installWallet, serveStatic, startAnvil } from './peerInfra.mjs';

const peers = process.argv[2] ?? process.env.PEERS_DIR ?? '/work/peers';
/** Optional third argument: capture one kit only (appkit or rainbowkit). */
const only = process.argv[3];
const out = new URL('../../docs/screenshots/peers/', import.meta.url).pathname;
const widths = { 1280: { width: 1280, height: 800 }, 390: { width: 390, height: 844 } };
mkdirSync(out, { recursive: true });

const anvil = await startAnvil();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
  headless: true,
});
/** Hosts the pages tried to reach (all refused: the capture is offline by design). */
const refused = new Set();

/** A fresh profile on one kit's host page, with the dev wallet installed and outside hosts refused. */
async function openHost(site, width, query) {
  const context = await browser.newContext({ viewport: widths[width], deviceScaleFactor: 1 });
  await context.route(/^(https?|wss?):\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    refused.add(new URL(route.request().url()).host);
    return route.abort();
  });
  const wallet = await installWallet(context, anvil.url);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));
  await page.goto(`${site.url}/?rpc=${encodeURIComponent(anvil.url)}&${query}`);
  await page.waitForFunction(() => window.peer);
  return { page, wallet, close: () => context.close() };
}

/** The dialog's box: AppKit's card, or RainbowKit's panel (the first descendant smaller than the page). */
async function dialogBox(page) {
  const card = page.locator('w3m-modal wui-card');
  if (await card.count()) return card.first().boundingBox();
  return page.locator('[role="dialog"]').evaluate((dialog) => {
    for (const element of dialog.querySelectorAll('*')) {
      const r = element.getBoundingClientRect();
      if (r.height > 80 && r.height < innerHeight - 4 && r.width <= innerWidth && r.x >= 0) {
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }
    }
    return null;
  });
}

/** Waits for animations to settle, then saves the dialog with a 12 px margin (the page if none is found). */
async function shot(page, name) {
  await page.waitForTimeout(1200);
  const box = await dialogBox(page);
  const view = page.viewportSize();
  const clip = box && {
    x: Math.max(0, box.x - 12),
    y: Math.max(0, box.y - 12),
    width: Math.min(view.width - Math.max(0, box.x - 12), box.width + 24),
    height: Math.min(view.height - Math.max(0, box.y - 12), box.height + 24),
  };
  await page.screenshot({ path: join(out, `${name}.png`), ...(clip ? { clip } : {}) });
  console.log(`  ${name}.png`);
}

const open = (page, view) => page.evaluate((v) => window.peer.open(v), view);
const connected = (page) => page.waitForFunction(() => window.peer.isConnected(), null, { timeout: 15000 });

/** Picks the dev wallet from the open connect view; with a name, photographs the wait for the wallet. */
async function connectDevWallet(host, connectingShot) {
  await host.page.getByText('Portico Dev Wallet').click();
  if (connectingShot) await shot(host.page, connectingShot);
  host.wallet.approve();
  await connected(host.page);
}

async function captureAppKit(site, width) {
  let host = await openHost(site, width, 'theme=dark');
  const { page } = host;
  await open(page, 'Connect');
  await page.getByText('Portico Dev Wallet').waitFor();
  // The WalletConnect row comes once AppKit's WalletConnect provider has started (late, offline).
  await page
    .getByText('WalletConnect', { exact: true })
    .waitFor({ timeout: 8000 })
    .catch(() => console.warn('  no WalletConnect row after 8 s'));
  await shot(page, `appkit-connect-${width}`);
  await page.getByText('Search Wallet').click();
  await shot(page, `appkit-all-wallets-${width}`);
  await open(page, 'Connect');
  await connectDevWallet(host, `appkit-connecting-${width}`);
  await open(page, 'Account');
  await page.getByText('Disconnect').waitFor();
  await shot(page, `appkit-account-${width}`);
  await open(page, 'WalletSend');
  await shot(page, `appkit-send-${width}`);
  // Offline the Blockchain API has no balances, so no token can be chosen and the preview is unreachable.
  await page.getByText('Select token', { exact: true }).click();
  await shot(page, `appkit-send-token-${width}`);
  await open(page, 'Account');
  await page.getByText('Fund wallet').click();
  await page.getByText('Receive funds').click();
  await shot(page, `appkit-receive-${width}`);
  if (width === '1280') {
    await open(page, 'Networks');
    await shot(page, `appkit-networks-${width}`);
  }
  await host.close();

  host = await openHost(site, width, 'theme=light');
  await open(host.page, 'Connect');
  await host.page.getByText('Portico Dev Wallet').waitFor();
  await shot(host.page, `appkit-connect-light-${width}`);
  await host.close();

  host = await openHost(site, width, 'theme=dark&siwx=1');
  await open(host.page, 'Connect');
  await connectDevWallet(host);
  await shot(host.page, `appkit-sign-in-${width}`);
  await host.close();
}

async function captureRainbowKit(site, width) {
  for (const theme of ['dark', 'light']) {
    const host = await openHost(site, width, `theme=${theme}`);
    await open(host.page, 'Connect');
    await host.page.getByText('Portico Dev Wallet').waitFor();
    await shot(host.page, `rainbowkit-connect${theme === 'light' ? '-light' : ''}-${width}`);
    if (theme === 'dark') {
      await connectDevWallet(host, `rainbowkit-connecting-${width}`);
      await host.page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await open(host.page, 'Account');
      await host.page.getByTestId('rk-disconnect-button').waitFor();
      await shot(host.page, `rainbowkit-account-${width}`);
      if (width === '1280') {
        await host.page.keyboard.press('Escape');
        await host.page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
        await open(host.page, 'Networks');
        await host.page.getByText('Anvil').last().waitFor();
        await shot(host.page, `rainbowkit-networks-${width}`);
      }
    }
    await host.close();
  }
  const host = await openHost(site, width, 'theme=dark&siwe=1');
  await open(host.page, 'Connect');
  host.wallet.approve();
  await host.page.getByText('Portico Dev Wallet').click();
  await host.page.getByText('Verify your account').waitFor();
  await shot(host.page, `rainbowkit-sign-in-${width}`);
  await host.close();
}

try {
  for (const [kit, capture] of [
    ['appkit', captureAppKit],
    ['rainbowkit', captureRainbowKit],
  ]) {
    if (only && only !== kit) continue;
    const site = await serveStatic(join(peers, kit, 'dist'));
    for (const width of Object.keys(widths)) {
      console.log(`${kit} at ${width}px`);
      await capture(site, width);
    }
    site.stop();
  }
  console.log(`refused outside hosts: ${[...refused].sort().join(', ')}`);
} finally {
  await browser.close();
  anvil.stop();
}
