import jsQR from 'jsqr';
import type { BrowserContext } from 'playwright-core';
import { decodeQrSvg } from '../test/plugins/receiveQr';
import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { accountButton, connectFromModal, modal, setThemeMode } from './harness/kitPage';
import { expectNoAxeViolations } from './harness/runAxe';

// Issue 13's browser acceptance for Receive: a visitor connected with an extension wallet opens
// Account -> Receive in the demo; the QR as Chromium painted it decodes (jsQR, in Node) to the
// account's address, the address is written in full, and the view is axe-clean in both themes.

/** The anvil account of this test's wallet: read only (no test signs or sends with it). */
const ACCOUNT_INDEX = 9;

/**
 * The RGBA pixels of a PNG, decoded by Chromium in a blank page of `context` (no PNG decoder is
 * installed in Node here; the decoding of the QR itself is jsQR's, in Node).
 */
async function pngPixels(context: BrowserContext, png: Buffer) {
  const blank = await context.newPage();
  try {
    const { width, height, rgba } = await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context2d = canvas.getContext('2d')!;
      context2d.drawImage(bitmap, 0, 0);
      const data = context2d.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      }
      return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
    }, png.toString('base64'));
    return { width, height, data: new Uint8ClampedArray(Buffer.from(rgba, 'base64')) };
  } finally {
    await blank.close();
  }
}

browserTest(
  'behavior: Account -> Receive shows a QR that decodes (jsQR) to the connected address, the address in full, axe-clean in both themes',
  async (t) => {
    const { page, sandbox, context } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await t.openDemo({ mode: 'plain' });
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();

    await accountButton(page, account.address).click();
    await modal(page, 'Account')
      .getByRole('group', { name: 'Wallet features' })
      .getByRole('button', { name: 'Receive' })
      .click();
    const receive = modal(page, 'Receive');
    const qr = receive.getByRole('img', { name: 'QR code of your address' });
    await qr.waitFor();

    // What a phone would scan: the pixels Chromium painted, read by an independent decoder.
    const pixels = await pngPixels(context, await qr.screenshot({ animations: 'disabled' }));
    expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(account.address);
    // And the shapes in the DOM (dots, rounded finders), painted in Node, say the same.
    expect(decodeQrSvg(await qr.evaluate((svg) => svg.outerHTML))).toBe(account.address);

    expect(await receive.getByTestId('portico-receive-address').textContent()).toBe(account.address);
    // The sandbox's identity endpoint names the dev accounts: the name the kit resolved heads the view.
    const profileName = await page.evaluate(() => {
      const kit = (window as unknown as { __kit: { store: { getState(): unknown } } }).__kit;
      const state = kit.store.getState() as {
        chains: { chains: { eip155?: { accountState: { profileName?: string | null } } } };
      };
      return state.chains.chains.eip155?.accountState.profileName ?? null;
    });
    expect(profileName).toBeTruthy();
    expect(await receive.getByRole('heading', { name: profileName! }).count()).toBe(1);
    const networks = receive.getByRole('group', { name: 'Networks you can receive on' });
    expect(await networks.getByRole('button').count()).toBeGreaterThan(0);

    for (const theme of ['dark', 'light'] as const) {
      await setThemeMode(page, theme);
      await expectNoAxeViolations(page, `Receive (${theme})`, '[role="dialog"]');
    }

    await docScreenshot(page, 'receive.png');
  },
  { timeoutMs: 60_000 },
);
