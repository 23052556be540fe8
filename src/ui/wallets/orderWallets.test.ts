import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import type { ConnectorInfo } from '../../store/slices/connectorsSlice';
import { type OrderWalletsParameters, orderWallets, pinnedWallets } from './orderWallets';

const connector = (
  c: Partial<ConnectorInfo> & Pick<ConnectorInfo, 'id' | 'name' | 'type'>,
): ConnectorInfo => ({
  chain: 'eip155',
  ...c,
});

const base: OrderWalletsParameters = {
  connectors: [],
  recentWallets: [],
  registry: BUNDLED_WALLETS,
  featuredWalletIds: [],
  enableWalletConnect: true,
  connectedThroughWalletConnect: false,
};

const summary = (p: Partial<OrderWalletsParameters>) =>
  orderWallets({ ...base, ...p }).map((e) => `${e.section}:${e.name}`);

describe('orderWallets', () => {
  test('default', () => {
    expect(summary({})).toEqual([
      'walletConnect:WalletConnect',
      'recommended:MetaMask',
      'recommended:Trust Wallet',
      'recommended:Coinbase Wallet',
      'recommended:Rainbow',
    ]);
  });

  test('behavior: sections follow walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const entries = summary({
      connectors: [
        connector({ id: 'safe-sdk', name: 'Safe SDK', type: 'EXTERNAL' }),
        connector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', info: { rdns: 'io.metamask' } }),
        connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }),
        connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
        connector({ id: 'auth', name: 'Email', type: 'AUTH' }),
      ],
      recentWallets: [{ id: 'zerion' }],
      featuredWalletIds: ['argent', 'metamask'],
      customWallets: [{ id: 'my-wallet', name: 'My Wallet' }],
    });
    expect(entries).toEqual([
      'walletConnect:WalletConnect',
      'recent:Zerion',
      'injected:MetaMask',
      'injected:Browser Wallet',
      'featured:Argent',
      'custom:My Wallet',
      'external:Safe SDK',
      'recommended:Trust Wallet',
      'recommended:Coinbase Wallet',
      'recommended:Rainbow',
      'recommended:OKX Wallet',
    ]);
  });

  test('behavior: an installed wallet is listed once, not again as featured or recommended', () => {
    const entries = orderWallets({
      ...base,
      connectors: [
        connector({ id: 'mm', name: 'MetaMask', type: 'ANNOUNCED', info: { rdns: 'io.metamask' } }),
      ],
      featuredWalletIds: ['metamask'],
    });
    expect(entries.filter((e) => e.name === 'MetaMask')).toHaveLength(1);
    expect(entries.find((e) => e.name === 'MetaMask')!.target).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'mm' },
    });
  });

  test('behavior: a recent wallet uses its installed connector when there is one, else WalletConnect', () => {
    const entries = orderWallets({
      ...base,
      connectors: [connector({ id: 'rabby', name: 'Rabby', type: 'ANNOUNCED', info: { rdns: 'io.rabby' } })],
      recentWallets: [{ id: 'io.rabby', rdns: 'io.rabby' }, { id: 'rainbow' }],
    });
    expect(entries.filter((e) => e.section === 'recent').map((e) => e.target)).toEqual([
      { view: 'ConnectingExternal', data: { connectorId: 'rabby' } },
      { view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } },
    ]);
    expect(entries.filter((e) => e.name === 'Rabby')).toHaveLength(1);
  });

  test('behavior: no WalletConnect row when already connected through it; basic mode opens the QR-only view', () => {
    expect(summary({ connectedThroughWalletConnect: true })[0]).toBe('recommended:MetaMask');
    const basic = orderWallets({ ...base, basic: true });
    expect(basic[0]!.target).toEqual({ view: 'ConnectingWalletConnectBasic' });
    expect(basic[1]!.target.view).toBe('ConnectingWalletConnectBasic');
  });

  test('behavior: without WalletConnect only connectors are listed', () => {
    expect(
      summary({
        enableWalletConnect: false,
        featuredWalletIds: ['argent'],
        recentWallets: [{ id: 'rainbow' }],
        connectors: [connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })],
      }),
    ).toEqual(['injected:Browser Wallet']);
  });

  test('behavior: include and exclude lists apply to registry wallets', () => {
    expect(summary({ excludeWalletIds: ['metamask', 'rainbow'] }).slice(1)).toEqual([
      'recommended:Trust Wallet',
      'recommended:Coinbase Wallet',
      'recommended:OKX Wallet',
      'recommended:Phantom',
    ]);
    expect(summary({ includeWalletIds: ['zerion'] })).toEqual([
      'walletConnect:WalletConnect',
      'recommended:Zerion',
    ]);
  });

  test('behavior: pinned wallets are the featured ones, then four recommended', () => {
    expect(pinnedWallets(BUNDLED_WALLETS, { featuredWalletIds: ['zerion'] }).map((w) => w.id)).toEqual([
      'zerion',
      'metamask',
      'trust',
      'coinbase',
      'rainbow',
    ]);
  });

  test('behavior: rows carry image URLs from the configured API, announced icons and host overrides', () => {
    const api = 'http://127.0.0.1:4000';
    const announced = 'data:image/svg+xml;base64,PHN2Zy8+';
    const images = (p: Partial<OrderWalletsParameters>) =>
      Object.fromEntries(orderWallets({ ...base, ...p }).map((e) => [e.name, e.imageUrl]));
    const connectors = [
      connector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', info: { rdns: 'io.metamask' } }),
      connector({ id: 'injected', name: 'Rabby Wallet', type: 'INJECTED' }),
      connector({ id: 'injected-2', name: 'Browser Wallet', type: 'INJECTED' }),
    ];
    // Without image sources only what a wallet brings itself is shown.
    expect(images({})).toEqual({
      WalletConnect: undefined,
      MetaMask: undefined,
      'Trust Wallet': undefined,
      'Coinbase Wallet': undefined,
      Rainbow: undefined,
    });
    const withApi = images({
      images: { apiUrl: api },
      connectors: [{ ...connectors[0]!, imageUrl: announced }, connectors[1]!, connectors[2]!],
    });
    expect(withApi).toEqual({
      WalletConnect: `${api}/v1/images/wallets/wallet-connect.svg`,
      // EIP-6963 wallets keep their announced icon.
      MetaMask: announced,
      // An injected connector without an icon borrows its registry wallet's image (matched by name).
      'Rabby Wallet': `${api}/v1/images/wallets/rabby.svg`,
      'Browser Wallet': undefined,
      'Trust Wallet': `${api}/v1/images/wallets/trust.svg`,
      'Coinbase Wallet': `${api}/v1/images/wallets/coinbase.svg`,
      Rainbow: `${api}/v1/images/wallets/rainbow.svg`,
      'OKX Wallet': `${api}/v1/images/wallets/okx.svg`,
    });
    const overridden = images({
      images: {
        apiUrl: api,
        connectorImages: {
          'io.metamask': 'https://cdn.example/mm.png',
          trust: 'https://cdn.example/trust.png',
          walletConnect: 'https://cdn.example/wc.png',
        },
      },
      connectors: [{ ...connectors[0]!, imageUrl: announced }],
    });
    expect(overridden).toMatchObject({
      WalletConnect: 'https://cdn.example/wc.png',
      MetaMask: 'https://cdn.example/mm.png',
      'Trust Wallet': 'https://cdn.example/trust.png',
      Rainbow: `${api}/v1/images/wallets/rainbow.svg`,
    });
  });

  test('behavior: pinned wallets keep their registry image id for All Wallets', () => {
    const pinned = pinnedWallets(BUNDLED_WALLETS, { featuredWalletIds: ['safe'] });
    expect(pinned.map((w) => w.imageId)).toEqual(['safe', 'metamask', 'trust', 'coinbase', 'rainbow']);
  });
});
