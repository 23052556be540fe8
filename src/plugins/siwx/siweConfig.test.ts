import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { buildSiweMessage } from '../../core/siwx/buildSiweMessage';
import { type AppKit, createAppKit, createMemoryStorage, ethereum } from '../../index';
import type { AppKitSiweConfig, SiweCreateMessageArgs } from '../../kit/siweConfig';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { loadSiwxPlugin } from './loadSiwxPlugin';
import { SIWX_WALLET_SERVICE_ID } from './siwxConfig';

// Issue 24: AppKit's legacy `siweConfig` was accepted and never used. A real kit given an AppKit-style
// config (the host's server calls are recorded, as createSIWEConfig's callbacks would make them) and a
// stub wallet that signs with a real key.

const account = privateKeyToAccount('0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97');
let kit: AppKit;
let calls: string[];
let server: {
  session: { address: string; chainId: number } | null;
  valid: boolean;
  created: SiweCreateMessageArgs[];
};

/** What an AppKit app passes: createSIWEConfig's callbacks, its text built as formatMessage would. */
function hostSiweConfig(extra: Partial<AppKitSiweConfig> = {}): AppKitSiweConfig {
  return {
    getMessageParams: async () => ({
      domain: 'dapp.example',
      uri: 'https://dapp.example',
      statement: 'Sign in to the dapp',
    }),
    createMessage: (args) => {
      server.created.push(args);
      return buildSiweMessage({
        domain: args.domain,
        uri: args.uri,
        version: args.version,
        chainId: args.chainId,
        nonce: args.nonce,
        issuedAt: args.iat,
        accountAddress: args.address.split(':').at(-1)!,
        ...(args.statement ? { statement: args.statement } : {}),
      });
    },
    getNonce: async (address) => {
      calls.push(`getNonce ${address}`);
      return 'n0nce1234abcd';
    },
    verifyMessage: async ({ message, signature }) => {
      calls.push('verifyMessage');
      if (!server.valid) return false;
      if (
        !(await verifyMessage({ address: account.address, message, signature: signature as `0x${string}` }))
      )
        return false;
      server.session = { address: account.address, chainId: 1 };
      return true;
    },
    getSession: async () => server.session,
    signOut: async () => {
      calls.push('signOut');
      server.session = null;
      return true;
    },
    onSignIn: (session) => calls.push(`onSignIn ${session?.address} ${session?.chainId}`),
    onSignOut: () => calls.push('onSignOut'),
    ...extra,
  };
}

async function makeKit(siweConfig: AppKitSiweConfig) {
  kit = createAppKit({
    projectId: 'proj-siwe',
    networks: [ethereum],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
    siweConfig,
  });
  await kit.ready;
  const k = kit;
  k.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: (message: string) => account.signMessage({ message }),
    disconnect: async () => {
      k.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
      k.store.dispatch(chainsSlice.actions.accountReset({ namespace: 'eip155' }));
    },
  });
  return loadSiwxPlugin(k);
}

async function connect(): Promise<void> {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
    }),
  );
  await jest.advanceTimersByTimeAsync(0);
}

const disconnect = async () => {
  await kit.services.get<{ disconnect(): Promise<void> }>(SIWX_WALLET_SERVICE_ID)?.disconnect();
  await jest.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2030-06-01T12:00:00Z') });
  calls = [];
  server = { session: null, valid: true, created: [] };
});
afterEach(() => {
  kit.destroy();
  jest.useRealTimers();
});

describe("AppKit's siweConfig", () => {
  test('default: the host makes the nonce and the text, verifies the signature and hears of the sign-in', async () => {
    const siwx = await makeKit(hostSiweConfig());
    await connect();
    await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
    expect(server.created).toEqual([
      expect.objectContaining({
        domain: 'dapp.example',
        uri: 'https://dapp.example',
        statement: 'Sign in to the dapp',
        chainId: 1,
        nonce: 'n0nce1234abcd',
        version: '1',
        address: `did:pkh:eip155:1:${account.address}`,
      }),
    ]);
    expect(calls).toEqual([`getNonce ${account.address}`, 'verifyMessage', `onSignIn ${account.address} 1`]);
    expect(kit.store.getState().siwx?.status).toBe('signedIn');
  });

  test('behavior: disconnect signs out at the host (signOutOnDisconnect, default true)', async () => {
    const siwx = await makeKit(hostSiweConfig());
    await connect();
    await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
    await disconnect();
    expect(calls.slice(-2)).toEqual(['signOut', 'onSignOut']);
    expect(server.session).toBeNull();
  });

  test('behavior: signOutOnDisconnect: false keeps the host session, and reconnecting signs in silently', async () => {
    const siwx = await makeKit(hostSiweConfig({ signOutOnDisconnect: false }));
    await connect();
    await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
    await disconnect();
    expect(calls).not.toContain('signOut');
    await connect();
    expect(kit.store.getState().siwx?.status).toBe('signedIn');
  });

  test('error: verifyMessage resolving false refuses the sign-in; a config without its functions is refused at once', async () => {
    server.valid = false;
    const siwx = await makeKit(hostSiweConfig());
    await connect();
    await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({
      name: 'SiweMessageRefusedError',
    });
    expect(kit.store.getState().siwx?.sessions).toHaveLength(0);
    expect(() =>
      createAppKit({
        projectId: 'p',
        networks: [ethereum],
        siweConfig: { getNonce: async () => 'n' } as never,
      }),
    ).toThrow('Invalid siweConfig.verifyMessage undefined: use a function');
  });
});
