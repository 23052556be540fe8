import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type StartApiReturnType, startApi } from '../../sandbox/api/startApi';
import { ethersAdapter } from '../../src/adapters/ethers/ethersAdapter';
import { viemAdapter } from '../../src/adapters/evm/viemAdapter';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { loadNamesPlugin } from '../../src/plugins/names/loadNamesPlugin';
import { loadSendPlugin } from '../../src/plugins/send/loadSendPlugin';
import type { RootState } from '../../src/store/createKitStore';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { modalSlice } from '../../src/store/slices/modalSlice';
import { type AdapterFixture, CONNECTOR_ID, waitFor } from './adapterFixture';

// Issue 14 item 4: registering a name through the names plugin, end to end. The adapter under test has
// a test wallet on anvil personal_sign the SPEC JSON message with a real key; the reference API (its
// own database, on the fixture's chain) verifies the signature before storing the name, and then
// answers the reverse lookup and the name lookup Send's receiver field uses.

/** Account of the fixture's anvil used here (names touch no chain state, so any unused one does). */
const OWNER_INDEX = 5;
/** Another account, whose key forges a signature for OWNER_INDEX's address. */
const FORGER_INDEX = 6;

/** Registers the names integration tests inside the adapter suite's describe block. */
export function describeAdapterNames(fx: AdapterFixture, library: 'viem' | 'ethers'): void {
  describe('names against the reference API', () => {
    let api: StartApiReturnType;
    const kits: AppKit[] = [];

    beforeAll(async () => {
      api = await startApi({
        port: 0,
        chains: [
          { caipNetworkId: fx.chain.caipNetworkId, rpcUrl: fx.chain.rpcUrl, contracts: fx.chain.contracts },
        ],
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

    /** A kit on the reference API, connected to a test wallet of anvil account `index`, names loaded. */
    async function namesKit(index: number) {
      const kit = createAppKit({
        projectId: 'p-names',
        networks: [fx.sandbox],
        adapters: [library === 'ethers' ? ethersAdapter() : viemAdapter()],
        storage: createMemoryStorage(),
        apiUrl: api.url,
        features: { analytics: false },
        customRpcUrls: { 'eip155:31337': [fx.chain.rpcUrl] },
      });
      kits.push(kit);
      const wallet = fx.walletFor(index);
      fx.addWallet(kit, wallet);
      await kit.ready;
      await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
      const names = await loadNamesPlugin(kit);
      const state = () => kit.store.getState() as RootState;
      kit.store.dispatch(modalSlice.actions.opened({ view: 'RegisterAccountName' }));
      return { kit, wallet, names, state };
    }

    const get = async (path: string) => {
      const response = await fetch(`${api.url}${path}`);
      return { status: response.status, json: (await response.json()) as unknown };
    };

    test('default: a name registered with a real signature is the profileName, found by reverse lookup, by name and by Send', async () => {
      const { kit, wallet, names, state } = await namesKit(OWNER_INDEX);
      const address = fx.chain.accounts[OWNER_INDEX]!.address;
      const label = `${library}-owner`;
      const name = `${label}.portico`;

      const result = await kit.store.dispatch(names.registerAccountName(label)).unwrap();
      expect(result).toEqual({ success: true, name });
      expect(wallet.calls).toContain('personal_sign');
      expect(state().modal.history.at(-1)?.view).toBe('RegisterAccountNameSuccess');
      expect(state().chains.chains.eip155?.accountState.profileName).toBe(name);

      const reverse = await get(`/v1/profile/reverse/${address}`);
      expect(reverse).toMatchObject({ status: 200, json: [{ name, address: address.toLowerCase() }] });
      const byName = await get(`/v1/profile/account/${name}?apiVersion=2`);
      expect(byName).toMatchObject({ status: 200, json: { name } });
      expect(JSON.stringify(byName.json).toLowerCase()).toContain(address.toLowerCase());

      // Send's receiver lookup (another kit, the send plugin) finds the new name.
      const sender = await namesKit(FORGER_INDEX);
      const send = await loadSendPlugin(sender.kit);
      const resolved = await sender.kit.store.dispatch(send.resolveReceiver(name)).unwrap();
      expect(resolved.toLowerCase()).toBe(address.toLowerCase());

      // The name is taken now: suggestions leave it out, and a second registration is refused (409).
      await kit.store.dispatch(names.fetchNameSuggestions(label)).unwrap();
      expect(names.selectNames(state())?.suggestions).not.toContain(name);
      const again = await sender.kit.store.dispatch(sender.names.registerAccountName(label));
      expect((again.payload as { data?: unknown }).data).toEqual({ name, reason: 'taken' });
    });

    test('error: a forged signature is refused (401) — back to RegisterAccountName, nothing stored', async () => {
      const { kit, wallet, names, state } = await namesKit(OWNER_INDEX);
      const address = fx.chain.accounts[OWNER_INDEX]!.address;
      const forger = privateKeyToAccount(fx.chain.accounts[FORGER_INDEX]!.privateKey);
      const name = `${library}-forged.portico`;
      // The wallet answers with a signature of the right message by another key.
      wallet.overrides.personal_sign = (params) =>
        forger.signMessage({ message: { raw: (params as [Hex])[0] } });
      const before = state().chains.chains.eip155?.accountState.profileName;

      const failure = await kit.store.dispatch(names.registerAccountName(`${library}-forged`));
      expect(failure.payload).toEqual({
        name: 'RegisterNameError',
        message: `Error registering name ${name}`,
        data: { name, reason: 'signature' },
      });
      expect(state().modal.history.at(-1)?.view).toBe('RegisterAccountName');
      expect(state().chains.chains.eip155?.accountState.profileName).toBe(before);
      expect(await get(`/v1/profile/account/${name}`)).toMatchObject({ status: 404 });
      const reverse = await get(`/v1/profile/reverse/${address}`);
      expect(JSON.stringify(reverse.json)).not.toContain(name);
      await waitFor(() => expect(state().names?.registering).toBeUndefined());
    });
  });
}
