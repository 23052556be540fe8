import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type SpawnAnvilReturnType, spawnAnvil } from '../../../sandbox/chain/spawnAnvil';
import { type StartRelayReturnType, startRelay } from '../../../sandbox/relay/startRelay';
import { eventually } from '../../../test/eventually';
import { startWalletPeer, type WalletPeer } from '../../../test/walletconnect/startWalletPeer';
import { defineNetwork } from '../../core/networks/network';
import { parseSiwxMessage } from '../../core/siwx/siwxText';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { loadSiwxPlugin } from '../../plugins/siwx/loadSiwxPlugin';
import { localSiwx } from '../../plugins/siwx/localSiwx';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { viemAdapter } from '../evm/viemAdapter';
import { registerWalletConnect, type WalletConnectKitService } from './registerWalletConnect';

// WalletConnect one-click sign-in against the sandbox relay and a real wallet (@reown/walletkit with a
// viem account): a kit with SIWX and only eip155 networks asks for an authenticated session, the wallet
// signs the CAIP-122 message while approving, the kit verifies it (localSiwx: the kit's own verifier)
// and keeps the session without a second prompt. A wallet that does not answer the authentication
// request is asked to sign as usual.
process.env.IS_VITEST = 'true';

jest.setTimeout(20_000);

const CHAIN_ID = 31337;
const ACCOUNT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;

let anvil: SpawnAnvilReturnType;
let relay: StartRelayReturnType;
let kit: AppKit | undefined;
let wallet: WalletPeer | undefined;

/** How long the sign-in may take to settle after the session is approved. */
const SIGN_IN_WAIT_MS = 8000;

beforeAll(async () => {
  [anvil, relay] = await Promise.all([spawnAnvil({ port: 0, chainId: CHAIN_ID }), startRelay({ port: 0 })]);
});

afterEach(async () => {
  await wallet?.stop();
  kit?.destroy();
  wallet = undefined;
  kit = undefined;
});

afterAll(async () => {
  await eventually(() => (relay.stats().connections === 0 ? true : undefined), 2000).catch(() => undefined);
  await Promise.all([relay?.stop(), anvil?.stop()]);
});

/** A kit with SIWX (required, verified in the kit) and WalletConnect, and a wallet peer. */
async function start(
  signIn: boolean,
  signInAs?: ReturnType<typeof privateKeyToAccount>,
): Promise<{ kit: AppKit; service: WalletConnectKitService; wallet: WalletPeer }> {
  kit = createAppKit({
    projectId: 'portico-test',
    networks: [
      defineNetwork({
        id: CHAIN_ID,
        caipNetworkId: `eip155:${CHAIN_ID}`,
        chainNamespace: 'eip155',
        name: 'Sandbox',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      }),
    ],
    customRpcUrls: { [`eip155:${CHAIN_ID}`]: [anvil.rpcUrl] },
    storage: createMemoryStorage(),
    adapters: [viemAdapter()],
    features: { analytics: false },
    siwx: localSiwx({ required: true }),
    metadata: { name: 'Portico test', description: 'One-click', url: 'https://portico.test', icons: [] },
  });
  await kit.ready;
  const service = registerWalletConnect(kit, {
    relayUrl: relay.url,
    customStoragePrefix: `portico-wc-oneclick-${signIn}`,
  });
  wallet = await startWalletPeer({
    relayUrl: relay.url,
    account: privateKeyToAccount(ACCOUNT_KEY),
    chains: [{ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl }],
    signIn,
    ...(signInAs ? { signInAs } : {}),
  });
  return { kit, service, wallet };
}

const address = privateKeyToAccount(ACCOUNT_KEY).address;

describe('WalletConnect one-click sign-in', () => {
  test('default: one round trip connects and signs in — the CACAO is verified and kept, no second prompt', async () => {
    const { kit, service, wallet } = await start(true);
    const state = () => kit.store.getState() as RootState;
    const { uri } = await service.createPairing();
    await wallet.pair(uri);
    await service.waitForSession();

    const siwx = await eventually(
      () => (state().siwx?.status === 'signedIn' ? state().siwx : undefined),
      SIGN_IN_WAIT_MS,
    );
    expect(state().connection.status.eip155).toBe('connected');
    expect(siwx?.sessions).toHaveLength(1);
    const [session] = siwx!.sessions;
    expect(session).toMatchObject({ caipNetworkId: `eip155:${CHAIN_ID}` });
    expect(session!.address.toLowerCase()).toBe(address.toLowerCase());
    // The wallet signed the SIWE text while approving; nothing else was asked of it.
    expect(wallet.requests).toEqual(['authenticate']);
    expect(parseSiwxMessage(session!.message)).toMatchObject({
      domain: 'localhost',
      accountAddress: address,
      chainId: CHAIN_ID,
    });
    await expect(
      verifyMessage({ address, message: session!.message, signature: session!.signature as `0x${string}` }),
    ).resolves.toBe(true);
    expect(session!.cacao).toMatchObject({ h: { t: 'caip122' }, s: { t: 'eip191', s: session!.signature } });
    expect(state().modal.open && state().modal.history.at(-1)?.view === 'SIWXSignMessage').toBe(false);
  });

  test('behavior: a wallet without one-click sign-in connects, then is asked to sign as usual (fallback)', async () => {
    const { kit, service, wallet } = await start(false);
    const state = () => kit.store.getState() as RootState;
    const { uri } = await service.createPairing();
    await wallet.pair(uri);
    await service.waitForSession();

    await eventually(() => (state().siwx?.status === 'required' ? true : undefined), SIGN_IN_WAIT_MS);
    expect(state().modal.history.at(-1)?.view).toBe('SIWXSignMessage');
    expect(wallet.requests).toEqual([]);
    const siwx = await loadSiwxPlugin(kit);
    await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
    expect(wallet.requests).toEqual(['personal_sign']);
    expect(state().siwx?.status).toBe('signedIn');
    expect(state().siwx?.sessions).toHaveLength(1);
  });

  test('error: a CACAO signed by another key is refused by the kit’s verifier — nothing kept, the visitor is asked to sign', async () => {
    const forger = privateKeyToAccount(`0x${'7'.repeat(64)}`);
    const { kit, service, wallet } = await start(true, forger);
    const state = () => kit.store.getState() as RootState;
    const { uri } = await service.createPairing();
    await wallet.pair(uri);
    await service.waitForSession();

    await eventually(() => (state().siwx?.status === 'required' ? true : undefined), SIGN_IN_WAIT_MS);
    expect(wallet.requests).toEqual(['authenticate']);
    expect(state().siwx?.sessions ?? []).toHaveLength(0);
    expect(state().modal.history.at(-1)?.view).toBe('SIWXSignMessage');
  });
});
