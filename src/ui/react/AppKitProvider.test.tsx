/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createTestKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { modalSlice } from '../../store/slices/modalSlice';
import { AppKitModal } from './AppKitModal';
import { AppKitProvider } from './AppKitProvider';
import { SsrApp } from './ssrApp';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => {
  kit.destroy();
  jest.restoreAllMocks();
});

describe('AppKitProvider', () => {
  test('default', async () => {
    render(
      <AppKitProvider kit={kit}>
        <SsrApp />
      </AppKitProvider>,
    );
    expect(screen.getByText('disconnected eip155:1 false dark')).toBeTruthy();
    expect(document.querySelector('[data-testid="portico-layer"]')).toBeNull();
    await act(() => kit.open());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('disconnected eip155:1 true dark')).toBeTruthy();
  });

  test('behavior: server HTML hydrates without a mismatch', async () => {
    const app = (
      <AppKitProvider kit={kit}>
        <SsrApp />
      </AppKitProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="portico-connect-button"]')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  test('behavior: two providers with two kits stay independent', async () => {
    const other = createTestKit({ themeMode: 'light' });
    render(
      <>
        <AppKitProvider kit={kit}>
          <SsrApp />
        </AppKitProvider>
        <AppKitProvider kit={other}>
          <SsrApp />
        </AppKitProvider>
      </>,
    );
    await act(() => other.open());
    expect(screen.getByText('disconnected eip155:1 false dark')).toBeTruthy();
    expect(screen.getByText('disconnected eip155:1 true light')).toBeTruthy();
    expect(
      (await screen.findByRole('dialog')).closest('[data-portico-root]')?.getAttribute('data-theme'),
    ).toBe('light');
    other.destroy();
  });

  test('error: inline mode without <AppKitModal> warns instead of opening an invisible modal', async () => {
    kit.destroy();
    kit = createTestKit({ enableEmbedded: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<AppKitProvider kit={kit} />);
    act(() => void kit.store.dispatch(modalSlice.actions.opened({ view: 'Connect' })));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no <AppKitModal /> is rendered'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('behavior: <AppKitModal> outside a provider places the modal of the page kit', async () => {
    render(<AppKitModal />);
    await act(() => kit.open());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  test('error: <AppKitModal> with no kit on the page names the missing createAppKit call', () => {
    kit.destroy();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AppKitModal />)).toThrow(
      'Please call "createAppKit" before using "AppKitModal" hook',
    );
  });
});
