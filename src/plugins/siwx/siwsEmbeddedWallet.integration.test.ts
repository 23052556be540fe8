/** @jest-environment node */
import { ed25519 } from '@noble/curves/ed25519';
import { JSDOM } from 'jsdom';
import { createHttpAuthClient } from '../../../sandbox/frame/page/AuthClient';
import { sessionStorageKey } from '../../../sandbox/frame/page/createFrameHost';
import {
  appOrigin,
  codeIn,
  solanaMainnet,
  startFrameWorldForTests,
} from '../../../sandbox/frame/testing/frameHarness';
import {
  type ServedSecureFrame,
  serveSecureFramePage,
} from '../../../test/adapters/auth/serveSecureFramePage';
import { eventually } from '../../../test/eventually';
import { registerEmbeddedWallet } from '../../adapters/auth/registerEmbeddedWallet';
import { viemAdapter } from '../../adapters/evm/viemAdapter';
import { solanaAdapter } from '../../adapters/solana/solanaAdapter';
import { encodeBase58 } from '../../core/base58';
import { anvil } from '../../core/networks/chains/evmTestnets';
import { solana } from '../../core/networks/chains/solana';
import { parseSiwxMessage } from '../../core/siwx/siwxText';
import { verifySiwxMessage } from '../../core/siwx/verifySiwxMessage';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { loadEmailPlugin } from '../email/loadEmailPlugin';
import { loadSiwxPlugin } from './loadSiwxPlugin';
import { localSiwx } from './localSiwx';

// Sign-In With Solana through the embedded wallet: a kit whose first network is Solana logs in by
// e-mail against the sandbox's real secure frame logic and auth service (mail catcher, PGlite, anvil),
// the SIWX plugin asks for the Solana account's sign-in, and the Solana adapter has the embedded
// wallet's solana provider sign the SIWS text; the frame signs with the user's ed25519 key after its
// approval card, and the kit's own verifier (localSiwx) checks it.

const w = startFrameWorldForTests();
const PROJECT = 'siws-test';

/** How long the SIWX plugin may take to ask for the sign-in after the e-mail login. */
const SIGN_IN_WAIT_MS = 10_000;

describe('SIWS through the embedded wallet (real frame logic)', () => {
  let dom: JSDOM;
  let served: ServedSecureFrame;
  let kit: AppKit | undefined;
  let approve = true;

  beforeEach(() => {
    approve = true;
    dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${appOrigin}/` });
    (globalThis as { document?: Document }).document = dom.window.document;
    served = serveSecureFramePage(dom, {
      frameUrl: w.world.frameUrl,
      chains: [
        { caipNetworkId: 'eip155:31337', rpcUrl: w.anvil.rpcUrl },
        { caipNetworkId: solanaMainnet, rpcUrl: '' },
      ],
      approve: () => approve,
    });
  });

  afterEach(() => {
    kit?.destroy();
    kit = undefined;
    served.stop();
    delete (globalThis as { document?: Document }).document;
    dom.window.close();
  });

  /** A Solana-first kit with SIWX (required), logged in by e-mail; resolves with the user's Solana address. */
  async function loggedIn(): Promise<{ kit: AppKit; address: string }> {
    kit = createAppKit({
      projectId: PROJECT,
      networks: [solana, anvil],
      adapters: [solanaAdapter(), viemAdapter()],
      // Reads stay on this machine: the Solana mainnet RPC is never asked (a dead local port answers).
      customRpcUrls: { [solanaMainnet]: ['http://127.0.0.1:9'], 'eip155:31337': [w.anvil.rpcUrl] },
      storage: createMemoryStorage(),
      features: { analytics: false },
      siwx: localSiwx({ required: true }),
      metadata: { name: 'SIWS test', description: 'Sign in with Solana', url: appOrigin, icons: [] },
    });
    registerEmbeddedWallet(kit, { secureSiteOrigin: w.world.frameUrl });
    await kit.ready;
    const { connectEmail, verifyEmailOtp } = await loadEmailPlugin(kit);
    const email = `siws-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const sentAfter = Date.now() - 5;
    await kit.store.dispatch(connectEmail({ email })).unwrap();
    const mail = await w.world.mail.waitForMessage(email, { after: sentAfter });
    await kit.store.dispatch(verifyEmailOtp(codeIn(mail.text)));
    // The user's Solana key, read with the session the frame received: the expected signer.
    const token = served.storage.getItem(sessionStorageKey(appOrigin, PROJECT));
    const keys = await createHttpAuthClient(w.world.frameUrl, {
      parentOrigin: appOrigin,
      projectId: PROJECT,
    }).keys(token!);
    const seed = Uint8Array.from(Buffer.from(keys.solanaSeed, 'hex'));
    return { kit, address: encodeBase58(ed25519.getPublicKey(seed)) };
  }

  test('default: the frame signs the SIWS message with the user’s ed25519 key; the session is kept', async () => {
    const { kit, address } = await loggedIn();
    const state = () => kit.store.getState() as RootState;
    // Connected on Solana (the first network): the plugin asks that account to sign in.
    await eventually(() => (state().siwx?.status === 'required' ? true : undefined), SIGN_IN_WAIT_MS);
    expect(state().chains.chains.solana?.accountState.address).toBe(address);
    expect(state().modal.history.at(-1)?.view).toBe('SIWXSignMessage');

    const siwx = await loadSiwxPlugin(kit);
    const session = await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
    expect(session).toMatchObject({ caipNetworkId: solanaMainnet, address });
    // Node has no location: the default message's domain outside a browser is localhost.
    expect(parseSiwxMessage(session.message)).toMatchObject({
      namespace: 'solana',
      domain: 'localhost',
      accountAddress: address,
    });
    // The frame's approval card was asked for exactly this text.
    expect(served.approvals).toHaveLength(1);
    expect(JSON.stringify(served.approvals[0])).toContain('solana_signMessage');
    // Anyone can check the signature against the address alone.
    await expect(
      verifySiwxMessage({
        message: session.message,
        signature: session.signature,
        expected: { domain: session.data.domain },
      }),
    ).resolves.toMatchObject({ accountAddress: address });
    expect(state().siwx?.status).toBe('signedIn');
    expect(state().siwx?.sessions).toHaveLength(1);
  }, 30_000);

  test('error: the frame’s approval card refused — SIWXSignMessage again with the wallet’s 4001, nothing kept', async () => {
    const { kit } = await loggedIn();
    const state = () => kit.store.getState() as RootState;
    await eventually(() => (state().siwx?.status === 'required' ? true : undefined), SIGN_IN_WAIT_MS);
    approve = false;
    const siwx = await loadSiwxPlugin(kit);
    await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({ code: 4001 });
    expect(state().siwx?.status).toBe('required');
    expect(state().siwx?.sessions ?? []).toHaveLength(0);
    expect(state().modal.history.at(-1)?.view).toBe('SIWXSignMessage');
  }, 30_000);
});
