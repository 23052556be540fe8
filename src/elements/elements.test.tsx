/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectTestAccount, createTestKit, viewTitle } from '../../test/ui/createTestKit';
import type { AppKit } from '../kit/createAppKit';
import { connectorsSlice } from '../store/slices/connectorsSlice';
import { AmbiguousElementKitError } from './elementErrors';
import './elements';

jest.mock('../ui/views/coreViewComponents', () => jest.requireActual('../../test/ui/stubCoreViews'), {
  virtual: true,
});

// Issue 24, Deliver 3: AppKit's web components, for pages with no React of their own.

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const kits: AppKit[] = [];
const makeKit = () => {
  const kit = createTestKit();
  kits.push(kit);
  return kit;
};
afterEach(async () => {
  // Kits first: their standalone roots unmount (a microtask later) while the portal they drew is still in body.
  await act(async () => {
    for (const kit of kits.splice(0)) kit.destroy();
  });
  await act(async () => {
    document.body.innerHTML = '';
  });
  jest.restoreAllMocks();
});

const place = (html: string) => act(() => document.body.insertAdjacentHTML('beforeend', html));

describe('portico/elements', () => {
  test("behavior: in a React app's TSX the elements type-check with AppKit's attributes and render", async () => {
    makeKit();
    // Typed by the entry's JSX declarations (`npm run typecheck`): a React host writes AppKit's markup.
    render(
      <>
        <appkit-button size="sm" label="Go" loadingLabel="Wait" balance="hide" charsStart={4} charsEnd={6} />
        <appkit-network-button size="md" className="header" disabled={false} />
        <appkit-wallet-button wallet="walletConnect" namespace="eip155" />
      </>,
    );
    expect((await screen.findByRole('button', { name: 'Go' })).getAttribute('data-size')).toBe('sm');
    expect((await screen.findByTestId('portico-network-button')).hasAttribute('disabled')).toBe(false);
    expect(await screen.findByRole('button', { name: 'WalletConnect' })).toBeTruthy();
  });

  test('error: what the JSX types refuse is refused at run time too', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    makeKit();
    render(
      <>
        {/* @ts-expect-error: AppKit's sizes are md and sm */}
        <appkit-connect-button size="xl" />
        {/* @ts-expect-error: the wallet button needs its wallet */}
        <appkit-wallet-button />
      </>,
    );
    expect((await screen.findByTestId('portico-connect-button')).getAttribute('data-size')).toBe('md');
    expect(screen.queryByTestId('portico-wallet-button')).toBeNull();
    expect(errors.mock.calls.map(([error]) => error.data.option).sort()).toEqual(['size', 'wallet']);
  });

  test('default: <appkit-button> waits for the kit, renders its button, and a click shows the modal', async () => {
    const user = userEvent.setup();
    place('<appkit-button label="Sign in" size="sm"></appkit-button>');
    // The page's script creates its kit after the element connected (imports run first).
    let kit = undefined as unknown as AppKit;
    act(() => {
      kit = makeKit();
    });
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('data-size')).toBe('sm');
    expect(document.querySelector('appkit-button')?.contains(button)).toBe(true);
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: viewTitle('Connect') })).toBeTruthy();
    expect(kit.getState()).toMatchObject({ open: true, view: 'Connect' });
  });

  test("behavior: open() from the page's own script shows the modal with no element on the page", async () => {
    const kit = makeKit();
    await act(() => kit.open({ view: 'Networks' }));
    expect(await screen.findByRole('dialog', { name: viewTitle('Networks') })).toBeTruthy();
  });

  test('behavior: attribute changes re-render; a removed element takes its button with it', async () => {
    makeKit();
    place('<appkit-connect-button label="Connect"></appkit-connect-button>');
    await screen.findByRole('button', { name: 'Connect' });
    const element = document.querySelector('appkit-connect-button') as HTMLElement;
    act(() => element.setAttribute('loadingLabel', 'Wait'));
    act(() => element.setAttribute('label', 'Link wallet'));
    expect(await screen.findByRole('button', { name: 'Link wallet' })).toBeTruthy();
    act(() => element.setAttribute('disabled', ''));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Link wallet' }).hasAttribute('disabled')).toBe(true),
    );
    act(() => element.remove());
    await waitFor(() => expect(element.childElementCount).toBe(0));
  });

  test('behavior: <appkit-account-button> shows the account with charsStart / charsEnd', async () => {
    const kit = makeKit();
    connectTestAccount(kit, { address: ADDRESS });
    place('<appkit-account-button charsStart="6" charsEnd="4" balance="hide"></appkit-account-button>');
    const button = await screen.findByTestId('portico-account-button');
    expect(button.textContent).toContain('0x71C7...976F');
  });

  test('behavior: <appkit-wallet-button wallet="..."> connects that installed wallet without the list', async () => {
    const user = userEvent.setup();
    const kit = makeKit();
    const connect = jest.spyOn(kit.adapters, 'connect').mockResolvedValue(undefined);
    act(
      () =>
        void kit.store.dispatch(
          connectorsSlice.actions.connectorAdded({
            id: 'test-wallet',
            type: 'INJECTED',
            name: 'Test Wallet',
            chain: 'eip155',
            info: { rdns: 'org.example.test' },
          }),
        ),
    );
    place('<appkit-wallet-button wallet="org.example.test"></appkit-wallet-button>');
    await user.click(await screen.findByRole('button', { name: 'Test Wallet' }));
    expect(connect).toHaveBeenCalledWith('test-wallet');
    expect(kit.getState().open).toBe(false);
  });

  test('error: a bad attribute is reported and the default used; two kits are reported, not guessed', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    makeKit();
    place('<appkit-network-button size="xl"></appkit-network-button>');
    const button = await screen.findByTestId('portico-network-button');
    expect(button.getAttribute('data-size')).toBe('md');
    expect(errors.mock.calls[0]?.[0]?.data).toEqual({
      component: '<appkit-network-button>',
      option: 'size',
      value: 'xl',
      expected: '"md" or "sm"',
    });
    act(() => {
      makeKit();
    });
    await waitFor(() => expect(screen.queryByTestId('portico-network-button')).toBeNull());
    expect(errors.mock.calls.map(([error]) => error)).toContainEqual(expect.any(AmbiguousElementKitError));
  });
});
