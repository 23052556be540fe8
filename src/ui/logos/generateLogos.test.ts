import { readFileSync } from 'node:fs';
// @ts-expect-error: plain ESM script, run by node
import { logoFiles, sanitiseSvg, staleLogoFiles, svgDataUrl } from '../../../scripts/generate-logos.mjs';
import { NETWORK_IMAGE_IDS } from '../../core/wallets/networkImageIds';
import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { WALLETCONNECT_IMAGE_ID } from '../wallets/orderWallets';
import { LOGO_LOADERS } from './logoLoaders';

const keys = Object.keys(LOGO_LOADERS);

test('default: the committed src/ui/logos is exactly what scripts/generate-logos.mjs writes from @web3icons/core', () => {
  expect(staleLogoFiles()).toEqual([]);
});

test('default: every registry wallet with an image id, the WalletConnect row and every built-in network ships a logo', () => {
  for (const wallet of BUNDLED_WALLETS)
    if (wallet.imageId) expect(keys).toContain(`wallets/${wallet.imageId}`);
  expect(keys).toContain(`wallets/${WALLETCONNECT_IMAGE_ID}`);
  for (const id of Object.values(NETWORK_IMAGE_IDS)) expect(keys).toContain(`networks/${id}`);
  expect(keys).toEqual(expect.arrayContaining(['tokens/eth', 'tokens/sol', 'tokens/btc', 'tokens/usdc']));
});

test('behavior: each shipped file is a data URL of an SVG with no script, event attribute or outside link', () => {
  const files = logoFiles() as Map<string, string>;
  expect(files.get('NOTICE.md')).toMatch(/@web3icons\/core.*\n.*licence MIT/);
  for (const [path, text] of files) {
    if (path === 'logoLoaders.ts' || path === 'NOTICE.md') continue;
    expect(readFileSync(`src/ui/logos/${path}`, 'utf8')).toBe(text);
    const url = /export default '(data:image\/svg\+xml,[^']*)';/.exec(text)?.[1];
    expect(url).toBeDefined();
    const svg = decodeURIComponent(url!.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href="(?!#)|url\((?!#)/i);
  }
});

describe('sanitiseSvg', () => {
  test('error: script-capable elements, event attributes and outside links are removed', () => {
    const dirty = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 24 24">',
      '<!-- a comment --><script>alert(2)</script>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      '<style>@import url(https://evil.example/x.css);</style>',
      '<image href="https://evil.example/track.png"/>',
      '<a xlink:href="javascript:alert(3)"><path d="M0 0h1" onclick="alert(4)"/></a>',
      '<path fill="url(https://evil.example/p.svg#g)" d="M1 1h1"/>',
      '<linearGradient id="g" href="#base"/><path fill="url(#g)" d="M2 2h1"/>',
      '</svg>',
    ].join('\n');
    const clean = sanitiseSvg(dirty) as string;
    expect(clean).not.toMatch(
      /alert|evil\.example|<script|<foreignObject|<style|<image|onload|onclick|comment/,
    );
    // What draws the mark stays: internal references, paths, the namespace.
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(clean).toContain('<linearGradient id="g" href="#base"/>');
    expect(clean).toContain('<path fill="url(#g)" d="M2 2h1"/>');
    expect(clean).toContain('<path d="M0 0h1"/>');
  });

  test('error: a text that is not an SVG document is refused', () => {
    expect(() => sanitiseSvg('<html><body>hi</body></html>')).toThrow('not an SVG document');
  });

  test('behavior: the data URL keeps a single-quoted TypeScript string intact and decodes to the SVG', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Inter'">#1 100%</text></svg>`;
    const url = svgDataUrl(svg) as string;
    expect(url).not.toMatch(/['#]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg);
  });
});
