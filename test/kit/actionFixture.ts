import { privateKeyToAccount } from 'viem/accounts';
import { sandboxAccounts } from '../../sandbox/chain/sandboxAccounts';
import { type SpawnAnvilReturnType, spawnAnvil } from '../../sandbox/chain/spawnAnvil';
import { viemAdapter } from '../../src/adapters/evm/viemAdapter';
import { defineNetwork, type Network } from '../../src/core/networks/network';
import { connect } from '../../src/kit/actions/connect';
import type { CreateAppKitOptions } from '../../src/kit/appKitOptions';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import type { RootState } from '../../src/store/createKitStore';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { createTestWallet, type TestWallet } from '../adapters/createTestWallet';

// The fixture of the kit actions' tests (src/kit/actions/*.test.ts): a real anvil, kits with the viem
// adapter, and a test wallet (a viem local account signing on that anvil) listed as a discovered one.
// Two networks: the wallet and the kit know chain 31338 too, served by the same anvil, so a switch is
// a real wallet_switchEthereumChain without a second node.

export const WALLET_ID = 'com.example.testwallet';

export function registerActionFixture() {
  let anvil: SpawnAnvilReturnType;
  let home: Network;
  let other: Network;
  const kits: AppKit[] = [];

  beforeAll(async () => {
    anvil = await spawnAnvil({ port: 0, chainId: 31337 });
    const base = {
      chainNamespace: 'eip155' as const,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    };
    home = defineNetwork({ ...base, id: 31337, caipNetworkId: 'eip155:31337', name: 'Sandbox' });
    other = defineNetwork({ ...base, id: 31338, caipNetworkId: 'eip155:31338', name: 'Sandbox B' });
  }, 60_000);

  afterAll(async () => {
    for (const kit of kits.splice(0)) kit.destroy();
    await anvil?.stop();
  });

  const makeKit = (extra: Partial<CreateAppKitOptions> = {}) => {
    const kit = createAppKit({
      projectId: '',
      networks: [home, other],
      adapters: [viemAdapter()],
      storage: createMemoryStorage(),
      features: { analytics: false },
      // No projectId: the shared @appkit/ keys (reconnect.test.ts stores a session under them); no warning.
      onWarn: () => undefined,
      customRpcUrls: { 'eip155:31337': [anvil.rpcUrl], 'eip155:31338': [anvil.rpcUrl] },
      ...extra,
    });
    kits.push(kit);
    return kit;
  };

  /** A test wallet of anvil's account `index`, on chain 31337 (it knows 31338 too). */
  const wallet = (index = 0, overrides: Record<string, (params: unknown) => unknown> = {}) =>
    createTestWallet({
      account: privateKeyToAccount(sandboxAccounts(index + 1)[index]!.privateKey),
      chains: { 31337: anvil.rpcUrl, 31338: anvil.rpcUrl },
      overrides,
    });

  /** Lists `testWallet` in `kit` as a discovered (EIP-6963) wallet. */
  const listWallet = (kit: AppKit, testWallet: TestWallet) =>
    kit.adapters.addConnector({
      id: WALLET_ID,
      type: 'ANNOUNCED',
      name: 'Test Wallet',
      chain: 'eip155',
      provider: testWallet,
      rdns: WALLET_ID,
    });

  /** A kit with a test wallet connected through the connect action. */
  const connectedKit = async (index = 0, extra: Partial<CreateAppKitOptions> = {}) => {
    const kit = makeKit(extra);
    const testWallet = wallet(index);
    listWallet(kit, testWallet);
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });
    return { kit, wallet: testWallet, address: sandboxAccounts(index + 1)[index]!.address };
  };

  const state = (kit: AppKit) => kit.store.getState() as RootState;

  return {
    get anvil() {
      return anvil;
    },
    get home() {
      return home;
    },
    get other() {
      return other;
    },
    makeKit,
    wallet,
    listWallet,
    connectedKit,
    state,
  };
}
