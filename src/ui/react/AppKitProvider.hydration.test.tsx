/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ethereum } from '../../core/networks/chains/evm';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { cookieToInitialState } from '../../store/persistence/cookieToInitialState';
import type { KitInitialState } from '../../store/persistence/kitInitialState';
import {
  createCookieStorage,
  createMemoryStorage,
  type KitStorage,
} from '../../store/persistence/kitStorage';
import { AppKitProvider } from './AppKitProvider';
import { SsrApp } from './ssrApp';

// Server HTML from a "server" kit, hydrated by a "browser" kit, the way a Next.js page does it: the
// server reads the request's Cookie header with cookieToInitialState, both sides pass the result to
// <AppKitProvider initialState>. React reports any mismatch through onRecoverableError.

const PROJECT_ID = 'test';
const CONNECTION_KEY = '@appkit/p-test/connection';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const kits: AppKit[] = [];

function kitWith(storage: KitStorage, initialState?: KitInitialState): AppKit {
  const kit = createAppKit({
    projectId: PROJECT_ID,
    networks: [ethereum],
    storage,
    features: { analytics: false },
    onWarn: () => undefined,
    ...(initialState ? { initialState } : {}),
  });
  kits.push(kit);
  return kit;
}

/** The cookie cookie storage writes for a visitor who connected through the injected wallet. */
function returningUserCookie(): string {
  const value = JSON.stringify({
    connectorIds: JSON.stringify({ eip155: 'injected' }),
    wallets: JSON.stringify({ eip155: { name: 'Test Wallet' } }),
    lastAddresses: JSON.stringify({ eip155: ADDRESS }),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
  return `${encodeURIComponent(CONNECTION_KEY)}=${encodeURIComponent(value)}`;
}

/** Renders `server` to HTML, then hydrates it with `client`; returns the container and React's reports. */
async function serverThenHydrate(server: ReactElement, client: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  const serverHtml = container.innerHTML;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error');
  const recoverable = jest.fn();
  const root = await act(async () => hydrateRoot(container, client, { onRecoverableError: recoverable }));
  return { container, serverHtml, recoverable, errors, root };
}

const app = (kit: AppKit, initialState?: KitInitialState) => (
  <AppKitProvider kit={kit} {...(initialState ? { initialState } : {})}>
    <SsrApp />
  </AppKitProvider>
);

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookies a test set
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('AppKitProvider hydration', () => {
  test('default: a first visit hydrates with 0 recoverable errors', async () => {
    const server = kitWith(
      createCookieStorage({ cookie: () => '' }),
      cookieToInitialState({ projectId: PROJECT_ID }, ''),
    );
    const client = kitWith(createCookieStorage());
    await client.ready;
    const { serverHtml, recoverable, errors, container } = await serverThenHydrate(app(server), app(client));
    expect(serverHtml).toContain('disconnected eip155:1 false dark');
    expect(serverHtml).toContain('Connect Wallet');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="portico-connect-button"]')?.hasAttribute('aria-busy')).toBe(
      false,
    );
  });

  test('behavior: a returning user (cookie) gets their account in the server HTML, busy until the wallet confirms, and hydrates with 0 recoverable errors', async () => {
    const header = returningUserCookie();
    const initialState = cookieToInitialState({ projectId: PROJECT_ID }, header);
    expect(initialState?.stored[CONNECTION_KEY]).toBeDefined();
    const server = kitWith(createCookieStorage({ cookie: () => header }));
    // biome-ignore lint/suspicious/noDocumentCookie: the browser side of the same visitor
    document.cookie = `${header}; path=/`;
    const client = kitWith(createCookieStorage());
    await client.ready; // the client's own restore has run: its live state already differs from a fresh kit
    const { serverHtml, recoverable, errors, container } = await serverThenHydrate(
      app(server, initialState),
      app(client, initialState),
    );
    // SPEC §4: a previously connected namespace starts as connecting until its wallet has synced.
    expect(serverHtml).toContain('connecting eip155:1 false dark');
    // Their last address, truncated, on a busy account button (issue 16; docs/ssr.md).
    expect(serverHtml).toContain('data-testid="portico-account-button"');
    expect(serverHtml).toContain('0xf3...b92266');
    expect(serverHtml).toContain('aria-busy="true"');
    expect(serverHtml).not.toContain('Connect Wallet<');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain('connecting eip155:1 false dark');
  });

  test('behavior: one server kit renders two visitors without keeping either one', () => {
    const server = kitWith(createMemoryStorage());
    const returning = renderToString(
      app(server, cookieToInitialState({ projectId: PROJECT_ID }, returningUserCookie())),
    );
    const first = renderToString(app(server));
    expect(returning).toContain('connecting eip155:1');
    expect(first).toContain('disconnected eip155:1');
    expect(server.store.getState().connection.status.eip155).toBeUndefined();
  });

  test('behavior: state restored in the browser only (localStorage) renders after hydration, not during it', async () => {
    const storage = createMemoryStorage({
      [CONNECTION_KEY]: JSON.stringify({ connectorIds: JSON.stringify({ eip155: 'injected' }) }),
    });
    const server = kitWith(createMemoryStorage());
    const client = kitWith(storage);
    await client.ready;
    expect(client.store.getState().connection.status.eip155).toBe('connecting');
    const { recoverable, errors, container } = await serverThenHydrate(app(server), app(client));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain('connecting eip155:1 false dark');
  });

  test('behavior: with a stub matchMedia preferring light, the server renders dark and the page turns light after hydration', async () => {
    const listeners: Array<() => void> = [];
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const server = kitWith(createMemoryStorage());
      const client = kitWith(createMemoryStorage());
      const { serverHtml, recoverable, errors, container } = await serverThenHydrate(
        app(server),
        app(client),
      );
      expect(serverHtml).toContain('data-theme="dark"');
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.textContent).toContain('disconnected eip155:1 false light');
      expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('light');
      expect(listeners).toHaveLength(2);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  test.each([
    ['a lone %', '%'],
    ['a cut UTF-8 escape', '%E0%A4%A'],
    ['text that is not JSON', 'not-json'],
  ])(
    'error: a tossed kit cookie (%s) renders a logged-out page and hydrates, never throws',
    async (_, value) => {
      // A sibling subdomain can set any cookie for the app's domain: the kit discards what it cannot read.
      const header = `other=1; ${encodeURIComponent(CONNECTION_KEY)}=${value}`;
      const initialState = cookieToInitialState({ projectId: PROJECT_ID }, header);
      const server = kitWith(createCookieStorage({ cookie: () => header }), initialState);
      // biome-ignore lint/suspicious/noDocumentCookie: the browser side of the same visitor
      document.cookie = `${encodeURIComponent(CONNECTION_KEY)}=${value}; path=/`;
      const client = kitWith(createCookieStorage(), initialState);
      await client.ready;
      const { serverHtml, recoverable, container } = await serverThenHydrate(
        app(server, initialState),
        app(client, initialState),
      );
      expect(serverHtml).toContain('disconnected eip155:1');
      expect(serverHtml).toContain('Connect Wallet');
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.textContent).toContain('disconnected eip155:1');
    },
  );
});
