/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../core/constants/time';
import { WalletImage } from './WalletImage';

// jsdom never fetches images: each test fires the load or error event a browser would. A catalogue
// wallet the kit ships no logo for, so the API image is what loads (shipped logos: src/ui/logos).
const SRC = 'http://127.0.0.1:4000/v1/images/wallets/zerion-catalogue-only.svg';
const imageOf = (container: HTMLElement) => container.querySelector('img');
const visible = (img: HTMLImageElement | null) => !!img && img.style.opacity !== '0';

describe('WalletImage', () => {
  test('default: initials show while the image loads, then the image replaces them in the same box', () => {
    const { container } = render(<WalletImage name="Zerion" src={SRC} />);
    const box = screen.getByRole('img', { name: 'Zerion' });
    expect(box.textContent).toBe('Z');
    expect(box.className).toContain('portico-wallet-image--medium');
    expect(imageOf(container)?.getAttribute('src')).toBe(SRC);
    expect(visible(imageOf(container))).toBe(false);

    fireEvent.load(imageOf(container)!);
    // Same element, same size class: the row does not move when the logo arrives.
    expect(screen.getByRole('img', { name: 'Zerion' })).toBe(box);
    expect(box.className).toContain('portico-wallet-image--medium');
    expect(box.className).not.toContain('portico-wallet-image--initials');
    expect(box.textContent).toBe('');
    expect(visible(imageOf(container))).toBe(true);
  });

  test('behavior: without an image the initials are shown and nothing is fetched', () => {
    const { container } = render(<WalletImage name="Trust Wallet" />);
    expect(screen.getByRole('img', { name: 'Trust Wallet' }).textContent).toBe('TW');
    expect(imageOf(container)).toBeNull();
  });

  test('behavior: a slow image is given up after 2 s and the initials stay', () => {
    jest.useFakeTimers();
    try {
      const { container } = render(<WalletImage name="Zerion" src={SRC} />);
      act(() => jest.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1));
      expect(imageOf(container)).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(imageOf(container)).toBeNull();
      expect(screen.getByRole('img', { name: 'Zerion' }).textContent).toBe('Z');
    } finally {
      jest.useRealTimers();
    }
  });

  test('behavior: an image loaded in time is not taken away by the timeout', () => {
    jest.useFakeTimers();
    try {
      const { container } = render(<WalletImage name="Zerion" src={SRC} />);
      act(() => jest.advanceTimersByTime(500));
      fireEvent.load(imageOf(container)!);
      act(() => jest.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS * 2));
      expect(visible(imageOf(container))).toBe(true);
      expect(screen.getByRole('img', { name: 'Zerion' }).textContent).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  test('behavior: a new source starts over from the initials', () => {
    const { container, rerender } = render(<WalletImage name="Zerion" src={SRC} />);
    fireEvent.load(imageOf(container)!);
    rerender(<WalletImage name="Rabby" src={`${SRC}?v=2`} />);
    expect(screen.getByRole('img', { name: 'Rabby' }).textContent).toBe('R');
    expect(visible(imageOf(container))).toBe(false);
  });

  test('error: an image that fails to load leaves the initials', () => {
    const { container } = render(<WalletImage name="Zerion" src={SRC} />);
    fireEvent.error(imageOf(container)!);
    expect(imageOf(container)).toBeNull();
    const fallback = screen.getByRole('img', { name: 'Zerion' });
    expect(fallback.textContent).toBe('Z');
    expect(fallback.className).toContain('portico-wallet-image--initials');
  });
});
