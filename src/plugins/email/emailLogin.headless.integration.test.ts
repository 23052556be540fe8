/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { privateKeyToAccount } from 'viem/accounts';
import { createHttpAuthClient } from '../../../sandbox/frame/page/AuthClient';
import { sessionStorageKey } from '../../../sandbox/frame/page/createFrameHost';
import { appOrigin, codeIn, startFrameWorldForTests } from '../../../sandbox/frame/testing/frameHarness';
import {
  type ServedSecureFrame,
  serveSecureFramePage,
} from '../../../test/adapters/auth/serveSecureFramePage';
import { registerEmbeddedWallet } from '../../adapters/auth/registerEmbeddedWallet';
import { anvil } from '../../core/networks/chains/evmTestnets';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { loadEmailPlugin } from './loadEmailPlugin';

// Acceptance: the e-mail login runs headless. No view is rendered and React is never loaded: a kit
// (createAppKit + registerEmbeddedWallet) is driven only by dispatching the email plugin's thunks on
// `kit.store`, against the sandbox's real secure frame and auth service (PGlite, SMTP catcher, anvil).
//
// The kit's side is the real one too: its frame client puts an iframe in a document and talks to it with
// postMessage. Node has no browser, so a jsdom document stands in for the page, and
// `serveSecureFramePage` (test/adapters/auth) plays the browser's part for the frame's origin: when the
// iframe appears it runs the frame page's logic (`createFrameHost` with the HTTP auth client, what
// sandbox/frame/page/frameMain.ts wires up in a browser) and carries messages across the two origins
// with the origin and source a browser would give them. The allow-list check of frameMain (a fetch to the reference API) is the one part left out:
// no API runs here, and the frame sandbox tests cover it.

// Proof that the flow needs no React: anything that loads it fails the test.
jest.mock('react', () => {
  throw new Error('React was loaded by the headless e-mail login');
});

const w = startFrameWorldForTests();
const CHAIN = 'eip155:31337';

describe('e-mail login, headless', () => {
  let dom: JSDOM;
  let served: ServedSecureFrame;
  let kit: AppKit | undefined;

  beforeEach(() => {
    dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${appOrigin}/` });
    // The embedded wallet puts its iframe into `document`; without one it refuses (server rendering).
    (globalThis as { document?: Document }).document = dom.window.document;
    served = serveSecureFramePage(dom, {
      frameUrl: w.world.frameUrl,
      chains: [{ caipNetworkId: CHAIN, rpcUrl: w.anvil.rpcUrl }],
      // A login needs no approval card; anything that would ask is refused.
      approve: () => false,
    });
  });

  afterEach(() => {
    kit?.destroy();
    served.stop();
    delete (globalThis as { document?: Document }).document;
    dom.window.close();
  });

  test('default', async () => {
    kit = createAppKit({
      projectId: 'headless-test',
      networks: [anvil],
      storage: createMemoryStorage(),
      features: { analytics: false },
      metadata: { name: 'Headless', description: 'No UI', url: appOrigin, icons: [] },
    });
    registerEmbeddedWallet(kit, { secureSiteOrigin: w.world.frameUrl });
    await kit.ready;
    const { connectEmail, verifyEmailOtp, selectEmail } = await loadEmailPlugin(kit);
    const state = () => kit!.store.getState() as RootState;
    const email = `headless-${Date.now()}@example.com`;

    const sentAfter = Date.now() - 5;
    await expect(kit.store.dispatch(connectEmail({ email })).unwrap()).resolves.toBe('verifyOtp');
    expect(selectEmail(state())).toMatchObject({ step: 'verifyOtp', flow: 'login', pendingEmail: email });

    const mail = await w.world.mail.waitForMessage(email, { after: sentAfter });
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    await expect(kit.store.dispatch(verifyEmailOtp(code))).resolves.toBe('connected');

    // The embedded wallet's own address: the key the auth service keeps for this user, read with the
    // session the frame received.
    const token = served.storage.getItem(sessionStorageKey(appOrigin, 'headless-test'));
    expect(token).toBeTruthy();
    const keys = await createHttpAuthClient(w.world.frameUrl, {
      parentOrigin: appOrigin,
      projectId: 'headless-test',
    }).keys(token!);
    const address = privateKeyToAccount(keys.evmPrivateKey).address;

    expect(selectEmail(state())?.step).toBe('connected');
    expect(state().connection.status.eip155).toBe('connected');
    expect(state().connection.connectorIds.eip155).toBe('auth');
    expect(state().chains.chains.eip155?.accountState?.address).toBe(address);
    expect(state().chains.chains.eip155?.networkState.caipNetworkId).toBe(CHAIN);
    expect(state().auth.email).toBe(email);
    // The code was typed into nothing but the thunk: it is nowhere in the state.
    expect(JSON.stringify(state())).not.toContain(code);
    // And the guard above was in force all along.
    await expect(import('react')).rejects.toThrow('React was loaded');
  }, 30_000);
});
