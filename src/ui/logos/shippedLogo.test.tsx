/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../core/constants/time';
import { apiImageUrl, walletImageUrl } from '../../core/wallets/imageSources';
import { WalletImage } from '../primitives/WalletImage';
import { LOGO_LOADERS } from './logoLoaders';
import { cachedShippedLogo, DEFAULT_IMAGE_API, loadShippedLogo, shippedLogoRef } from './shippedLogo';

const HOST_API = 'https://api.example.org';
const imageOf = (container: HTMLElement) => container.querySelector('img');

describe('shippedLogoRef', () => {
  test('default: an image of the default API for a shipped id is the shipped logo, with no fallback', () => {
    expect(shippedLogoRef(apiImageUrl(DEFAULT_IMAGE_API, 'wallets', 'metamask'))).toEqual({
      key: 'wallets/metamask',
      fallback: undefined,
    });
    expect(shippedLogoRef(`${DEFAULT_IMAGE_API}/v1/images/networks/ethereum.svg`)?.key).toBe(
      'networks/ethereum',
    );
    expect(shippedLogoRef(`${DEFAULT_IMAGE_API}/v1/images/tokens/usdc.svg`)?.key).toBe('tokens/usdc');
  });

  test("behavior: on the host's own API the shipped logo still comes first, the API image is its fallback", () => {
    const url = apiImageUrl(HOST_API, 'wallets', 'rainbow');
    expect(shippedLogoRef(url)).toEqual({ key: 'wallets/rainbow', fallback: url });
  });

  test('behavior: anything the kit ships no logo for is left to the URL as given', () => {
    expect(shippedLogoRef(`${DEFAULT_IMAGE_API}/v1/images/wallets/a-catalogue-wallet.svg`)).toBeUndefined();
    expect(shippedLogoRef('data:image/svg+xml,%3Csvg/%3E')).toBeUndefined();
    expect(shippedLogoRef('https://metamask.io/icon.svg')).toBeUndefined();
    expect(shippedLogoRef(`${DEFAULT_IMAGE_API}/v1/images/wallets/metamask.png`)).toBeUndefined();
    expect(shippedLogoRef(undefined)).toBeUndefined();
  });

  test('error: an id named like an Object.prototype member is no logo', () => {
    expect(shippedLogoRef(`${DEFAULT_IMAGE_API}/v1/images/wallets/constructor.svg`)).toBeUndefined();
    expect(shippedLogoRef(`${DEFAULT_IMAGE_API}/v1/images/wallets/__proto__.svg`)).toBeUndefined();
  });
});

describe('loadShippedLogo', () => {
  test('default: every table entry loads a data:image/svg+xml URL, cached for the next open', async () => {
    for (const key of Object.keys(LOGO_LOADERS)) {
      const url = await loadShippedLogo(key);
      expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg /);
      expect(cachedShippedLogo(key)).toBe(url);
    }
  });

  test('error: an unknown key loads nothing', async () => {
    await expect(loadShippedLogo('wallets/not-shipped')).resolves.toBeUndefined();
    await expect(loadShippedLogo('toString')).resolves.toBeUndefined();
  });
});

describe('WalletImage with shipped logos', () => {
  test('default: with only a projectId, MetaMask shows its shipped logo and the API URL is never loaded', async () => {
    const src = walletImageUrl({ id: 'metamask', imageId: 'metamask' }, { apiUrl: DEFAULT_IMAGE_API });
    const { container } = render(<WalletImage name="MetaMask" src={src} />);
    await waitFor(() => expect(imageOf(container)?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/));
    fireEvent.load(imageOf(container)!);
    const box = screen.getByRole('img', { name: 'MetaMask' });
    expect(box.getAttribute('data-image-state')).toBe('loaded');
    expect(box.textContent).toBe('');
    expect(container.innerHTML).not.toContain(DEFAULT_IMAGE_API);
  });

  test('behavior: a logo loaded once paints at once on the next render (no initials frame)', async () => {
    const src = apiImageUrl(DEFAULT_IMAGE_API, 'networks', 'base');
    await loadShippedLogo('networks/base');
    const { container } = render(<WalletImage name="Base" src={src} />);
    expect(imageOf(container)?.getAttribute('src')).toBe(cachedShippedLogo('networks/base'));
  });

  test("behavior: the wallet's own EIP-6963 icon and a host override come before the shipped logo", () => {
    const icon = 'data:image/svg+xml,%3Csvg%20id=%22own%22/%3E';
    const own = walletImageUrl(
      { id: 'io.metamask', rdns: 'io.metamask', imageId: 'metamask', imageUrl: icon },
      { apiUrl: DEFAULT_IMAGE_API },
    );
    const { container, rerender } = render(<WalletImage name="MetaMask" src={own} />);
    expect(imageOf(container)?.getAttribute('src')).toBe(icon);
    const override = walletImageUrl(
      { id: 'io.metamask', imageId: 'metamask', imageUrl: icon },
      { apiUrl: DEFAULT_IMAGE_API, connectorImages: { 'io.metamask': 'https://cdn.example.org/mm.png' } },
    );
    rerender(<WalletImage name="MetaMask" src={override} />);
    expect(imageOf(container)?.getAttribute('src')).toBe('https://cdn.example.org/mm.png');
  });

  test('behavior: while the module loads the initials show, and a module slower than 2 s is given up', () => {
    jest.useFakeTimers();
    try {
      // A network logo not loaded by an earlier test of this file: its import is still pending.
      const src = apiImageUrl(DEFAULT_IMAGE_API, 'networks', 'polkadot');
      render(<WalletImage name="Polkadot" src={src} />);
      const box = screen.getByRole('img', { name: 'Polkadot' });
      expect(box.getAttribute('data-image-state')).toBe('loading');
      expect(box.textContent).toBe('P');
      act(() => jest.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS));
      expect(box.getAttribute('data-image-state')).toBe('failed');
      expect(box.textContent).toBe('P');
    } finally {
      jest.useRealTimers();
    }
  });
});
