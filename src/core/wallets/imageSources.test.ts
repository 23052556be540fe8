import { apiImageUrl, isImageUrl, networkImageUrl, tokenImageUrl, walletImageUrl } from './imageSources';

const API = 'http://127.0.0.1:4000';

describe('imageSources', () => {
  test('default: a registry image id becomes an SVG URL on the configured API', () => {
    expect(walletImageUrl({ id: 'metamask', imageId: 'metamask' }, { apiUrl: API })).toBe(
      `${API}/v1/images/wallets/metamask.svg`,
    );
    expect(apiImageUrl(`${API}/`, 'networks', 'ethereum')).toBe(`${API}/v1/images/networks/ethereum.svg`);
    expect(
      networkImageUrl({ id: 1, caipNetworkId: 'eip155:1' }, { apiUrl: 'https://api.example/base' }),
    ).toBe('https://api.example/base/v1/images/networks/ethereum.svg');
  });

  test('behavior: no id, no API or a malformed id gives no URL (initials)', () => {
    expect(walletImageUrl({ id: 'frame' }, { apiUrl: API })).toBeUndefined();
    expect(walletImageUrl({ id: 'x', imageId: 'metamask' }, { apiUrl: '' })).toBeUndefined();
    for (const id of ['../secret', 'MetaMask', 'a/b', 'a.svg', '', '-x'])
      expect(apiImageUrl(API, 'wallets', id)).toBeUndefined();
    expect(networkImageUrl({ id: 31337, caipNetworkId: 'eip155:31337' }, { apiUrl: API })).toBeUndefined();
  });

  test('behavior: host override beats the announced icon, which beats the registry image', () => {
    const announced = 'data:image/svg+xml;base64,PHN2Zy8+';
    const wallet = { id: 'io.metamask', rdns: 'io.metamask', imageId: 'metamask', imageUrl: announced };
    expect(walletImageUrl(wallet, { apiUrl: API })).toBe(announced);
    expect(
      walletImageUrl(wallet, {
        apiUrl: API,
        connectorImages: { 'io.metamask': 'https://cdn.example/mm.png' },
      }),
    ).toBe('https://cdn.example/mm.png');
    // A registry wallet overridden by its registry id, and by rdns when the id has no override.
    expect(
      walletImageUrl(
        { id: 'metamask', rdns: 'io.metamask', imageId: 'metamask' },
        {
          apiUrl: API,
          connectorImages: { metamask: 'https://a.example/1.png', 'io.metamask': 'https://b/2' },
        },
      ),
    ).toBe('https://a.example/1.png');
    // An icon the kit would not show is skipped for the next source.
    expect(walletImageUrl({ imageId: 'rabby', imageUrl: 'javascript:alert(1)' }, { apiUrl: API })).toBe(
      `${API}/v1/images/wallets/rabby.svg`,
    );
    // `constructor` and friends are ids, not Object.prototype.
    expect(walletImageUrl({ id: 'constructor' }, { apiUrl: API, connectorImages: {} })).toBeUndefined();
  });

  test('behavior: chain overrides by chain id or CAIP-2 id, then the network’s own image and id', () => {
    const network = { id: 8453, caipNetworkId: 'eip155:8453' };
    expect(
      networkImageUrl(network, { apiUrl: API, chainImages: { '8453': 'https://x.example/b.png' } }),
    ).toBe('https://x.example/b.png');
    expect(
      networkImageUrl(network, { apiUrl: API, chainImages: { 'eip155:8453': 'https://y.example/b.png' } }),
    ).toBe('https://y.example/b.png');
    expect(
      networkImageUrl({ ...network, assets: { imageUrl: 'https://own.example/b.svg' } }, { apiUrl: API }),
    ).toBe('https://own.example/b.svg');
    expect(networkImageUrl({ ...network, assets: { imageId: 'blast' } }, { apiUrl: API })).toBe(
      `${API}/v1/images/networks/blast.svg`,
    );
  });

  test('behavior: token overrides by symbol, any case, over the API icon', () => {
    const token = { symbol: 'usdc', iconUrl: `${API}/v1/icons/usdc.svg` };
    expect(tokenImageUrl(token, {})).toBe(`${API}/v1/icons/usdc.svg`);
    expect(tokenImageUrl(token, { tokenImages: { USDC: 'https://t.example/usdc.png' } })).toBe(
      'https://t.example/usdc.png',
    );
    expect(tokenImageUrl({ symbol: 'X', iconUrl: 'ftp://x' }, {})).toBeUndefined();
  });

  test('error: only http(s) and data:image URLs count as images', () => {
    for (const ok of ['https://a.example/x.png', 'http://127.0.0.1:1/x.svg', 'data:image/png;base64,AA=='])
      expect(isImageUrl(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>',
      'ftp://a/x',
      '/relative.png',
      'https//x',
      3,
    ])
      expect(isImageUrl(bad)).toBe(false);
  });
});
