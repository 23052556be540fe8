/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { connectTestAccount, viewTitle } from '../../../test/ui/createTestKit';
import { ethereum } from '../../core/networks/chains/evm';
import { type AppKit, createAppKit as createCoreAppKit } from '../../kit/createAppKit';
import { ModalNotShownError } from '../../kit/pageKitErrors';
import { MODAL_NOT_SHOWN_DELAY_MS } from '../../kit/pageKits';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { AccountButton } from './AccountButton';
import { AppKitButton } from './AppKitButton';
import { AppKitProvider } from './AppKitProvider';
import { createAppKit } from './createAppKit';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

// Issue 24, Deliver 2: `createAppKit` alone is enough for `open()`, the hooks and the components.

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
let kit: AppKit;
beforeEach(() => {
  kit = createAppKit({
    projectId: 'standalone',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });
});
afterEach(() => {
  act(() => kit.destroy());
  jest.restoreAllMocks();
});

const standaloneRoots = () => document.querySelectorAll('[data-portico-standalone]');

/** A kit of `portico`'s createAppKit (no React of its own). */
const coreKit = () =>
  createCoreAppKit({
    projectId: 'core',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });

describe("portico/react's createAppKit without <AppKitProvider>", () => {
  test('default: open() shows the modal in one root of its own, appended to body', async () => {
    await act(() => kit.open());
    expect(await screen.findByRole('dialog', { name: viewTitle('Connect') })).toBeTruthy();
    expect(standaloneRoots()).toHaveLength(1);
    act(() => kit.close());
    await act(() => kit.open({ view: 'Networks' }));
    expect(await screen.findByRole('dialog', { name: viewTitle('Networks') })).toBeTruthy();
    expect(standaloneRoots()).toHaveLength(1);
  });

  test('behavior: a provider mounted later takes over, so there is one modal', async () => {
    await act(() => kit.open());
    await screen.findByRole('dialog');
    render(<AppKitProvider kit={kit} />);
    await waitFor(() => expect(standaloneRoots()).toHaveLength(0));
    expect(await screen.findByRole('dialog', { name: viewTitle('Connect') })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  test('behavior: when the modal closes, focus returns to where it was opened from', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open from my own button';
    document.body.append(opener);
    opener.focus();
    // Opened at once, before the root's code has arrived: the kit still knows where the open came from.
    act(() => kit.destroy());
    kit = createAppKit({
      projectId: 'standalone',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false },
    });
    await act(() => kit.open());
    await screen.findByRole('dialog');
    act(() => kit.close());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });

  test('behavior: destroy() removes the root', async () => {
    await act(() => kit.open());
    await screen.findByRole('dialog');
    act(() => kit.destroy());
    await waitFor(() => expect(standaloneRoots()).toHaveLength(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('components without <AppKitProvider>', () => {
  test("default: AppKitButton serves the page's kit and its click opens the modal", async () => {
    const user = userEvent.setup();
    render(<AppKitButton label="Sign in" />);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: viewTitle('Connect') })).toBeTruthy();
    expect(kit.getState()).toMatchObject({ open: true, view: 'Connect' });
  });

  test("behavior: with portico's createAppKit, a component outside a provider gives the kit its root", async () => {
    act(() => kit.destroy());
    kit = coreKit();
    const user = userEvent.setup();
    render(<AppKitButton />);
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('dialog', { name: viewTitle('Connect') })).toBeTruthy();
    expect(standaloneRoots()).toHaveLength(1);
  });

  test("error: a kit of portico's createAppKit with no React at all says what to do when opened", async () => {
    act(() => kit.destroy());
    kit = coreKit();
    jest.useFakeTimers();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => kit.open());
    await act(() => jest.advanceTimersByTimeAsync(MODAL_NOT_SHOWN_DELAY_MS));
    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.any(ModalNotShownError)));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(standaloneRoots()).toHaveLength(0);
    jest.useRealTimers();
  });

  test('behavior: rendered on a server, it renders nothing and hydrates without a mismatch', async () => {
    const container = document.createElement('div');
    // What a server sends: no page kit there (DESIGN §2), so nothing.
    container.innerHTML = renderToString(<AppKitButton />);
    expect(container.innerHTML).toBe('');
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <AppKitButton />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="portico-connect-button"]')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});

describe('AccountButton charsStart / charsEnd', () => {
  test('default: 4 and 6 characters around the ellipsis', () => {
    connectTestAccount(kit, { address: ADDRESS });
    render(<AccountButton />);
    expect(screen.getByTestId('portico-account-button').textContent).toContain('0x71...d8976F');
  });

  test('behavior: AppKitButton passes charsStart and charsEnd; 0 keeps only one end', () => {
    connectTestAccount(kit, { address: ADDRESS });
    const { rerender } = render(<AppKitButton charsStart={6} charsEnd={2} />);
    expect(screen.getByTestId('portico-account-button').textContent).toContain('0x71C7...6F');
    rerender(<AppKitButton charsStart={0} charsEnd={4} />);
    expect(screen.getByTestId('portico-account-button').textContent).toContain('...976F');
  });

  test('error: a count that is not an integer >= 0 is reported and the default is used', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    connectTestAccount(kit, { address: ADDRESS });
    render(<AccountButton charsStart={-1} charsEnd={2.5} />);
    expect(screen.getByTestId('portico-account-button').textContent).toContain('0x71...d8976F');
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(errors.mock.calls.map(([error]) => error.data)).toEqual([
      { component: 'AccountButton', option: 'charsStart', value: '-1', expected: 'an integer >= 0' },
      { component: 'AccountButton', option: 'charsEnd', value: '2.5', expected: 'an integer >= 0' },
    ]);
  });
});
