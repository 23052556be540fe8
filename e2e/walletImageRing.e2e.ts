import { PNG } from 'pngjs';
import { browserTest } from './harness/browserTest';
import { connectButton, modal, setThemeMode } from './harness/kitPage';

// Issue 22 (minor): the OKX logo (white marks on a black tile) was invisible on the dark wallet row: its
// edge had nothing to set it off from the row. A wallet announcing an all-black logo is listed in the
// dark theme; the outer pixels of its image must stand out from both the logo and the row around it.

const BLACK_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#000"/></svg>',
)}`;

/** Relative luminance on 0-255 of one pixel of a PNG. */
function luminance(png: PNG, x: number, y: number): number {
  const i = (png.width * y + x) * 4;
  return 0.2126 * png.data[i]! + 0.7152 * png.data[i + 1]! + 0.0722 * png.data[i + 2]!;
}

browserTest('layout: a black wallet logo keeps a visible edge on the dark row', async (t) => {
  const { page } = t;
  await t.injectWallet({ name: 'Night Wallet', rdns: 'dev.portico.night', icon: BLACK_LOGO });
  await t.openDemo({ mode: 'plain' });
  await connectButton(page).click();
  const connect = modal(page, 'Connect Wallet');
  await connect.waitFor();
  await setThemeMode(page, 'dark');
  const row = connect.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /Night Wallet/ });
  const image = row.locator('.portico-wallet-image');
  await row.locator('.portico-wallet-image[data-image-state="loaded"]').waitFor();
  await page.mouse.move(0, 0);
  const box = (await image.boundingBox())!;
  const shot = PNG.sync.read(await page.screenshot({ clip: { ...box, x: box.x - 4, width: box.width + 8 } }));
  const mid = Math.floor(shot.height / 2);
  const rowLight = luminance(shot, 1, mid);
  const edge = luminance(shot, 4, mid);
  const logo = luminance(shot, Math.floor(shot.width / 2), mid);
  expect({ logo: logo < 10, edgeOverLogo: edge - logo >= 30, edgeOverRow: edge - rowLight >= 12 }).toEqual({
    logo: true,
    edgeOverLogo: true,
    edgeOverRow: true,
  });
});
