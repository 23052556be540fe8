import type { AddressInfo } from 'node:net';
import { createPublicClient, type Hex, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { type StartApiReturnType, startApi } from '../../sandbox/api/startApi';
import { ethersAdapter } from '../../src/adapters/ethers/ethersAdapter';
import { viemAdapter } from '../../src/adapters/evm/viemAdapter';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { loadSiwxPlugin } from '../../src/plugins/siwx/loadSiwxPlugin';
import { referenceApiSiwx } from '../../src/plugins/siwx/referenceApiSiwx';
import { verifySiwxSession } from '../../src/server';
import type { RootState } from '../../src/store/createKitStore';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { type AdapterFixture, CONNECTOR_ID, waitFor } from './adapterFixture';
import { rpcError, type TestWallet } from './createTestWallet';
import { deploySmartAccountFactory } from './deploySmartAccountFactory';

// Issue 14: SIWE through the SIWX plugin, end to end, with the adapter under test signing for a test
// wallet on anvil, and the reference API (its own database, on the fixture's chain) issuing the nonce,
// verifying the message and keeping the session that `portico/server` then checks. Outside a browser
// the default message is bound to `localhost`, so that is the project's allowed origin.

const PROJECT = 'p-siwx';
const DOMAIN = 'localhost';

/** Registers the SIWX integration tests inside the adapter suite's describe block. */
export function describeAdapterSiwx(fx: AdapterFixture, library: 'viem' | 'ethers'): void {
  describe('SIWX against the reference API', () => {
    let api: StartApiReturnType;
    const kits: AppKit[] = [];

    beforeAll(async () => {
      api = await startApi({
        port: 0,
        chains: [
          { caipNetworkId: fx.chain.caipNetworkId, rpcUrl: fx.chain.rpcUrl, contracts: fx.chain.contracts },
        ],
        allowedOrigins: [`http://${DOMAIN}`],
        onError: (error) => {
          throw error;
        },
        onIndexerError: () => undefined,
      });
    }, 30_000);
    afterAll(async () => {
      for (const kit of kits) kit.destroy();
      await api?.stop();
    });

    /** A kit with sign-in required, connected to a test wallet of anvil account `index`. */
    async function signInKit(index: number, prepare?: (wallet: TestWallet) => void) {
      const tokenApi = fx.api.server.address() as AddressInfo;
      const kit = createAppKit({
        projectId: PROJECT,
        networks: [fx.sandbox],
        adapters: [library === 'ethers' ? ethersAdapter() : viemAdapter()],
        storage: createMemoryStorage(),
        apiUrl: `http://127.0.0.1:${tokenApi.port}`,
        features: { analytics: false },
        customRpcUrls: { 'eip155:31337': [fx.chain.rpcUrl] },
        siwx: referenceApiSiwx({ apiUrl: api.url, projectId: PROJECT, required: true }),
      });
      kits.push(kit);
      const wallet = fx.walletFor(index);
      prepare?.(wallet);
      fx.addWallet(kit, wallet);
      await kit.ready;
      await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
      const siwx = await loadSiwxPlugin(kit);
      const state = () => kit.store.getState() as RootState;
      // No kept session for this account: the plugin asks to sign.
      await waitFor(() => expect(state().modal.history.at(-1)?.view).toBe('SIWXSignMessage'));
      return { kit, wallet, siwx, state };
    }

    test('default: SIWE sign-in is verified by the API, kept by the kit and trusted by verifySiwxSession; revoke ends it', async () => {
      const { kit, wallet, siwx, state } = await signInKit(7);
      const address = fx.chain.accounts[7]!.address;
      const session = await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
      expect(wallet.calls).toContain('personal_sign');
      expect(session.message).toContain(
        `${DOMAIN} wants you to sign in with your Ethereum account:\n${address}`,
      );
      expect(session.token).toMatch(/^ps_/);
      expect(state().siwx?.status).toBe('signedIn');
      expect(state().modal.open).toBe(false);

      const verified = await verifySiwxSession({
        authorizationHeader: `Bearer ${session.token}`,
        apiUrl: api.url,
        expectedDomain: DOMAIN,
      });
      expect(verified).toMatchObject({ address, caipNetworkId: 'eip155:31337' });

      await kit.store.dispatch(siwx.signOutSiwx()).unwrap();
      expect(state().siwx?.sessions).toEqual([]);
      await expect(
        verifySiwxSession({
          cookie: `portico_siwx=${session.token}`,
          apiUrl: api.url,
          expectedDomain: DOMAIN,
        }),
      ).rejects.toMatchObject({ data: { reason: 'revoked' } });
    });

    test('error: the wallet declines (4001) — "Signature declined", SIWXSignMessage again, no session, still connected', async () => {
      const { kit, wallet, siwx, state } = await signInKit(8);
      wallet.overrides.personal_sign = () => {
        throw rpcError(4001, 'User rejected the request.');
      };
      await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({ code: 4001 });
      expect(state().notifications).toMatchObject({ message: 'Signature declined', open: true });
      expect(state().modal.open).toBe(true);
      expect(state().modal.history.at(-1)?.view).toBe('SIWXSignMessage');
      expect(state().siwx).toMatchObject({ status: 'required', sessions: [], error: { code: 4001 } });
      expect(state().connection.status.eip155).toBe('connected');
    });

    test('behavior: a counterfactual smart account signs in through the plugin with an EIP-6492 signature; the API checks it on the chain', async () => {
      const publicClient = createPublicClient({ transport: http(fx.chain.rpcUrl) });
      const factory = await deploySmartAccountFactory({
        rpcUrl: fx.chain.rpcUrl,
        deployer: fx.chain.accounts[0]!.address,
      });
      // The smart account's owner key; the account itself is not deployed (EIP-6492 says how to).
      const owner = privateKeyToAccount(generatePrivateKey());
      const salt = `0x${'5a'.repeat(32)}` as Hex;
      const account = await factory.accountAddress(owner.address, salt);
      const { kit, wallet, siwx } = await signInKit(7, (w) => {
        // A smart-account wallet: it reports the account and signs with its owner, wrapped for EIP-6492.
        w.overrides.eth_requestAccounts = () => [account];
        w.overrides.eth_accounts = () => [account];
        w.overrides.personal_sign = async (params) => {
          const [message] = params as [Hex];
          return factory.wrap6492(
            owner.address,
            salt,
            await owner.signMessage({ message: { raw: message } }),
          );
        };
      });
      const session = await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
      expect(wallet.calls).toContain('personal_sign');
      expect(session.signature.endsWith('6492'.repeat(16))).toBe(true);
      await expect(
        verifySiwxSession({
          authorizationHeader: `Bearer ${session.token}`,
          apiUrl: api.url,
          expectedDomain: DOMAIN,
        }),
      ).resolves.toMatchObject({ address: account, caipNetworkId: 'eip155:31337' });
      expect(await publicClient.getCode({ address: account })).toBeUndefined();
    });
  });
}
