import { NETWORK_IMAGE_IDS } from '../../../src/core/wallets/networkImageIds';
import { BUNDLED_WALLETS } from '../../../src/core/wallets/walletCatalog';
import { createWeb3IconLibrary, svgOfModule } from './web3IconLibrary';

describe('web3IconLibrary', () => {
  test('default: ids are listed per family, lower-case, wallets including company marks', () => {
    const library = createWeb3IconLibrary();
    expect(library.ids('wallets')).toEqual(expect.arrayContaining(['metamask', 'rainbow', 'uniswap']));
    expect(library.ids('networks')).toEqual(expect.arrayContaining(['ethereum', 'solana', 'bitcoin']));
    expect(library.ids('tokens')).toEqual(expect.arrayContaining(['eth', 'usdc']));
    expect(library.svg('wallets', 'metamask')).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(library.svg('wallets', 'ethereum')).toBeUndefined();
  });

  test('behavior: every image id the kit references is served', () => {
    const library = createWeb3IconLibrary();
    const wallets = BUNDLED_WALLETS.flatMap((w) => (w.imageId ? [w.imageId] : []));
    expect(wallets.length).toBeGreaterThanOrEqual(30);
    expect(wallets.filter((id) => !library.svg('wallets', id))).toEqual([]);
    const networks = [...new Set(Object.values(NETWORK_IMAGE_IDS))];
    expect(networks.filter((id) => !library.svg('networks', id))).toEqual([]);
  });

  test('behavior: the SVG string of a module is read as data, with its escapes decoded', () => {
    const source = "var x =\n  '<svg a=\\'1\\'>\\n<path/></svg>\\n'\n\nexport { x as default }\n";
    expect(svgOfModule(source)).toBe("<svg a='1'>\n<path/></svg>");
  });

  test('error: a module of another shape or with unexpected escapes gives no SVG', () => {
    expect(svgOfModule("var x = '<svg></svg>' + alert(1)\nexport { x as default }")).toBeUndefined();
    expect(svgOfModule("var x = '<svg>\\u0041</svg>'\nexport { x as default }")).toBeUndefined();
    expect(svgOfModule("var x = '<img/>'\nexport { x as default }")).toBeUndefined();
    expect(svgOfModule('export default 1')).toBeUndefined();
  });
});
