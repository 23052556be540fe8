/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { apiImageUrl } from '../../core/wallets/imageSources';
import { WalletImage } from '../primitives/WalletImage';
import { DEFAULT_IMAGE_API } from './shippedLogo';

// Stub: a logo chunk that fails to load (a deploy that dropped it, a network cut mid-session) cannot be
// produced offline with the real table, so this file's table holds loaders that reject.
jest.mock('./logoLoaders', () => ({
  LOGO_LOADERS: {
    'wallets/rainbow': () => Promise.reject(new Error('chunk failed')),
    'wallets/trust': () => Promise.reject(new Error('chunk failed')),
  },
}));

const imageOf = (container: HTMLElement) => container.querySelector('img');

test("stub chunk failure: on the host's own API, a shipped logo that fails to load falls back to the API image", async () => {
  const src = apiImageUrl('https://api.example.org', 'wallets', 'rainbow');
  const { container } = render(<WalletImage name="Rainbow" src={src} />);
  await waitFor(() => expect(imageOf(container)?.getAttribute('src')).toBe(src));
});

test('stub chunk failure: on the default API (a host the app never named) it falls back to initials, no request', async () => {
  const src = apiImageUrl(DEFAULT_IMAGE_API, 'wallets', 'trust');
  const { container } = render(<WalletImage name="Trust Wallet" src={src} />);
  const box = screen.getByRole('img', { name: 'Trust Wallet' });
  await waitFor(() => expect(box.getAttribute('data-image-state')).toBe('failed'));
  expect(imageOf(container)).toBeNull();
  expect(box.textContent).toBe('TW');
});
