import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { connectButton, modal } from './harness/kitPage';

// Issue 11 item 5: the Connect view shows real logos, from @web3icons/core and referenced by the
// registry's image ids; a wallet without one keeps its initials. Since issue 30 the registry's logos ship
// with the kit (src/ui/logos, data: URLs loaded lazily), so no image service is asked for them.

browserTest('default: the Connect view shows the wallet logos shipped with the kit', async (t) => {
  const { page } = t;
  await t.openDemo();
  await connectButton(page).click();
  const list = modal(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' });
  // Beside the demo's e-mail login, its two installed dev wallets leave room for one recommended
  // registry wallet (issue 22: at most 4 rows before All Wallets); the rest are under All Wallets.
  const rows = ['WalletConnect', 'MetaMask'];
  for (const name of rows) {
    const image = list
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .locator('.portico-wallet-image[data-image-state="loaded"] img');
    await image.waitFor({ state: 'visible' });
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      src: img.src.slice(0, 'data:image/svg+xml,'.length),
      width: img.naturalWidth,
      opacity: getComputedStyle(img).opacity,
    }));
    expect(shown).toEqual({
      src: 'data:image/svg+xml,',
      width: expect.any(Number),
      opacity: '1',
    });
    expect(shown.width).toBeGreaterThan(0);
  }

  await docScreenshot(page, 'connect-wallet-logos.png');
});
