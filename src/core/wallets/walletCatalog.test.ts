import { IMAGE_ID_PATTERN } from './imageSources';
import {
  BUNDLED_WALLETS,
  filterWallets,
  findWallet,
  pageOf,
  searchWallets,
  walletConnectLinks,
  walletViewData,
} from './walletCatalog';

describe('walletCatalog', () => {
  test('default', () => {
    expect(BUNDLED_WALLETS.length).toBeGreaterThanOrEqual(60);
    const ids = BUNDLED_WALLETS.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const wallet of BUNDLED_WALLETS) {
      expect(wallet.id).toMatch(/^[a-z0-9-]+$/);
      expect(wallet.name.length).toBeGreaterThan(0);
      // No image URL is bundled: an image id names the API's icon, so the kit carries no image host.
      expect(wallet.imageUrl).toBeUndefined();
      if (wallet.imageId !== undefined) expect(wallet.imageId).toMatch(IMAGE_ID_PATTERN);
      if (wallet.homepage) expect(wallet.homepage).toMatch(/^https:\/\//);
    }
    expect(BUNDLED_WALLETS.slice(0, 4).every((w) => w.imageId)).toBe(true);
    expect(BUNDLED_WALLETS.slice(0, 4).map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ]);
  });

  test('behavior: include and exclude lists filter the registry', () => {
    expect(
      filterWallets(BUNDLED_WALLETS, { includeWalletIds: ['rainbow', 'metamask'] }).map((w) => w.id),
    ).toEqual(['metamask', 'rainbow']);
    const without = filterWallets(BUNDLED_WALLETS, { excludeWalletIds: ['metamask'] });
    expect(without).toHaveLength(BUNDLED_WALLETS.length - 1);
    expect(findWallet(without, 'metamask')).toBeUndefined();
  });

  test('behavior: search matches names case- and accent-insensitively, prefix matches first', () => {
    expect(searchWallets(BUNDLED_WALLETS, 'RAIN').map((w) => w.id)).toEqual(['rainbow']);
    const ranked = [
      { id: 'a', name: 'Best Rain' },
      { id: 'b', name: 'Rainbow' },
      { id: 'c', name: 'Drizzle' },
    ];
    expect(searchWallets(ranked, 'rain').map((w) => w.id)).toEqual(['b', 'a']);
    expect(searchWallets([{ id: 'x', name: 'Çoin Wállet' }], 'coin wall').map((w) => w.id)).toEqual(['x']);
    expect(searchWallets(BUNDLED_WALLETS, 'zzzz-no-such-wallet')).toEqual([]);
    expect(searchWallets(BUNDLED_WALLETS, '  ')).toHaveLength(BUNDLED_WALLETS.length);
  });

  test('behavior: pages are 1-based slices', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([1, 2]);
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
    expect(pageOf([1, 2, 3], 4, 2)).toEqual([]);
  });

  test('behavior: deep links carry the encoded pairing URI', () => {
    const metamask = findWallet(BUNDLED_WALLETS, 'metamask')!;
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=def';
    expect(walletConnectLinks(metamask, uri)).toEqual({
      native: `metamask://wc?uri=${encodeURIComponent(uri)}`,
      universal: `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
    });
    expect(walletConnectLinks({ id: 'x', name: 'X', mobileLink: 'okex://main' }, 'wc:1').native).toBe(
      'okex://main/wc?uri=wc%3A1',
    );
    expect(walletConnectLinks({ id: 'x', name: 'X' }, 'wc:1')).toEqual({});
    expect(walletViewData(metamask)).toEqual({
      walletId: 'metamask',
      walletName: 'MetaMask',
      mobileLink: 'metamask://',
      universalLink: 'https://metamask.app.link',
    });
  });
});
