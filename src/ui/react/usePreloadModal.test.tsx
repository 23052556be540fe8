/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { connectTestAccount, createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { AccountButton } from './AccountButton';
import { AppKitButton } from './AppKitButton';
import { NetworkButton } from './NetworkButton';
import { PRELOAD_FALLBACK_DELAY_MS, PRELOAD_IDLE_TIMEOUT_MS } from './usePreloadModal';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});
// Counts evaluations of the modal chunk (once per fetch that reaches it), to see when the buttons load it.
const mockChunkEvaluated = jest.fn();
jest.mock('../modal/Modal', () => {
  mockChunkEvaluated();
  return jest.requireActual('../modal/Modal');
});

// The idle preload happens once per page (here: per test file), so this file follows one page's life.
let kit: AppKit;
beforeEach(() => {
  jest.useFakeTimers();
  kit = createTestKit();
});
afterEach(() => {
  kit.destroy();
  jest.useRealTimers();
});

/** Lets the dynamic import's promise chain settle. */
const settle = () => act(async () => undefined);

describe('usePreloadModal', () => {
  test('default: the modal chunk is fetched once the page is idle after the button painted, without any pointer event', async () => {
    renderWithKit(kit, <AppKitButton />);
    // The button is there before (and without) the chunk: its first paint never waits for it.
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button.hasAttribute('disabled')).toBe(false);
    await settle();
    expect(mockChunkEvaluated).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the fallback timer stands in for the idle moment.
    act(() => jest.advanceTimersByTime(PRELOAD_FALLBACK_DELAY_MS));
    await settle();
    expect(mockChunkEvaluated).toHaveBeenCalledTimes(1);
    // The modal's stylesheets are in the page before the click (so the click parses none), and nothing
    // of the modal is mounted.
    expect(document.getElementById('portico-modal-styles')?.tagName).toBe('STYLE');
    expect(document.getElementById('portico-primitive-styles')?.tagName).toBe('STYLE');
    expect(document.querySelector('[data-testid="portico-layer"]')).toBeNull();
  });

  test('behavior: later buttons and triggers reuse that fetch (one fetch per page)', async () => {
    connectTestAccount(kit);
    renderWithKit(
      kit,
      <>
        <AccountButton />
        <NetworkButton />
      </>,
    );
    const account = screen.getByTestId('portico-account-button');
    fireEvent.pointerDown(account);
    fireEvent.focus(screen.getByTestId('portico-network-button'));
    act(() => jest.advanceTimersByTime(PRELOAD_IDLE_TIMEOUT_MS));
    await settle();
    fireEvent.click(account);
    await settle();
    expect(kit.getState()).toMatchObject({ open: true, view: 'Account' });
    expect(mockChunkEvaluated).toHaveBeenCalledTimes(1);
  });

  test('behavior: with requestIdleCallback, the preload waits for it, with a timeout', async () => {
    const requestIdleCallback = jest.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    try {
      const { unmount } = renderWithKit(kit, <NetworkButton />);
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
        timeout: PRELOAD_IDLE_TIMEOUT_MS,
      });
      // Unmounted before the idle moment: the callback is given back.
      unmount();
      expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });
});
