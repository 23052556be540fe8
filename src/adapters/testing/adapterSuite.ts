import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, formatEther, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { spawnAnvil } from '../../../sandbox/chain/spawnAnvil';
import { type StartChainReturnType, startChain } from '../../../sandbox/chain/startChain';
import { defineNetwork, type Network } from '../../core/networks/network';
import { classifyRpcError } from '../../core/rpcErrors';
import type { AppKit } from '../../kit/createAppKit';
import { createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage, type KitStorage } from '../../store/persistence/kitStorage';
import type { TokenBalance } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { evmAdapter } from '../evm/evmAdapter';
import { createTestWallet, rpcError, type TestWallet } from './createTestWallet';

// The integration suite both EVM adapters pass: a real kit, a real anvil, and a test wallet that signs
// with a viem local account. Nothing of the kit is mocked.

const CONNECTOR_ID = 'com.example.testwallet';

/** Polls until `check` passes (no fixed sleeps). */
export async function waitFor(check: () => void, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${'1'.repeat(40)}`,
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
});

/** A minimal blockchain API for token balances: counts calls and can be made to fail. */
function startTokenApi() {
  const state = { balanceCalls: 0, fail: false };
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/v1/supported-chains')) {
      res.end(JSON.stringify({ http: ['eip155:31337', 'eip155:31338'], ws: [] }));
      return;
    }
    if (req.url?.includes('/balance')) {
      state.balanceCalls += 1;
      if (state.fail) {
        res.statusCode = 500;
        res.end('{}');
        return;
      }
      res.end(JSON.stringify({ balances: [token('USDC', '6'), token('NFT', '0')] }));
      return;
    }
    if (req.url?.startsWith('/v1/identity/')) {
      res.end(JSON.stringify({ name: 'alice.eth', avatar: null }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return { server, state };
}

/** Registers the integration tests of one EVM adapter library. */
export function describeAdapterIntegration(library: 'viem' | 'ethers'): void {
  describe(`${library} adapter against anvil`, () => {
    let chain: StartChainReturnType;
    let second: Awaited<ReturnType<typeof spawnAnvil>>;
    let api: { server: Server; state: { balanceCalls: number; fail: boolean } };
    let apiUrl: string;
    let sandbox: Network;
    let other: Network;
    const kits: AppKit[] = [];

    beforeAll(async () => {
      [chain, second] = await Promise.all([startChain({ port: 0 }), spawnAnvil({ port: 0, chainId: 31338 })]);
      api = startTokenApi();
      await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
      apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
      const base = {
        chainNamespace: 'eip155' as const,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test' } },
      };
      sandbox = defineNetwork({
        ...base,
        id: 31337,
        caipNetworkId: 'eip155:31337',
        name: 'Sandbox',
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      });
      other = defineNetwork({
        ...base,
        id: 31338,
        caipNetworkId: 'eip155:31338',
        name: 'Sandbox B',
        rpcUrls: { default: { http: [second.rpcUrl] } },
      });
    }, 60_000);

    afterAll(async () => {
      for (const kit of kits) kit.destroy();
      await new Promise((resolve) => api?.server.close(resolve));
      await Promise.all([chain?.stop(), second?.stop()]);
    });

    const makeKit = (storage: KitStorage = createMemoryStorage()) => {
      const kit = createAppKit({
        projectId: '',
        networks: [sandbox, other],
        adapters: [evmAdapter({ library })],
        storage,
        apiUrl,
        features: { analytics: false },
        customRpcUrls: { 'eip155:31337': [chain.rpcUrl], 'eip155:31338': [second.rpcUrl] },
      });
      kits.push(kit);
      return kit;
    };
    const state = (kit: AppKit) => kit.store.getState() as RootState;
    const account = (kit: AppKit) => state(kit).chains.chains.eip155!.accountState;
    const walletFor = (index: number, chains: Record<number, string> = { 31337: chain.rpcUrl }) =>
      createTestWallet({ account: privateKeyToAccount(chain.accounts[index]!.privateKey), chains });
    const addWallet = (kit: AppKit, wallet: TestWallet) =>
      kit.adapters.addConnector({
        id: CONNECTOR_ID,
        type: 'ANNOUNCED',
        name: 'Test Wallet',
        chain: 'eip155',
        provider: wallet,
        rdns: CONNECTOR_ID,
        icon: 'data:image/svg+xml,<svg/>',
      });
    const connected = async (index: number, chains?: Record<number, string>) => {
      const kit = makeKit();
      const wallet = walletFor(index, chains);
      addWallet(kit, wallet);
      await kit.ready;
      await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
      return { kit, wallet };
    };
    const publicClient = (url: string) => createPublicClient({ transport: http(url) });

    test('connect: status, account, CAIP address, explorer link, native balance, recent wallet; modal closes', async () => {
      const kit = makeKit();
      const wallet = walletFor(1);
      addWallet(kit, wallet);
      await kit.ready;
      await kit.open({ view: 'ConnectingExternal', data: { connectorId: CONNECTOR_ID } });
      await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
      const address = chain.accounts[1]!.address;
      const wei = await publicClient(chain.rpcUrl).getBalance({ address });
      expect(state(kit).connection.status.eip155).toBe('connected');
      expect(state(kit).connection.connectorIds.eip155).toBe(CONNECTOR_ID);
      expect(account(kit)).toMatchObject({
        address,
        caipAddress: `eip155:31337:${address}`,
        addressExplorerUrl: `https://explorer.test/address/${address}`,
        balance: formatEther(wei),
        balanceSymbol: 'ETH',
      });
      expect(state(kit).connectors.recentWallets[0]).toMatchObject({ id: CONNECTOR_ID, rdns: CONNECTOR_ID });
      expect(state(kit).modal.open).toBe(false);
      expect(kit.services.get('provider:eip155')).toBe(wallet);
      expect(kit.adapters.loadAdapter('eip155')).resolves.toMatchObject({ library });
    });

    test('switch: 4902 -> wallet_addEthereumChain -> switch; active network stored; balance read on the new chain', async () => {
      const { kit, wallet } = await connected(2);
      await kit.adapters.switchNetwork(other);
      expect(wallet.calls).toEqual(
        expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
      );
      expect(wallet.chainId).toBe(31338);
      expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:31338');
      expect(account(kit).caipAddress).toBe(`eip155:31338:${chain.accounts[2]!.address}`);
      await waitFor(() => expect(account(kit).balance).toBe('10000'));
      // Back to a chain the wallet knows: no add this time.
      wallet.calls.length = 0;
      await kit.adapters.switchNetwork(sandbox);
      expect(wallet.calls).toEqual(['wallet_switchEthereumChain']);
      expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:31337');
    });

    test('switch from the Networks view (activeNetworkSet) also switches the wallet', async () => {
      const { kit, wallet } = await connected(2, { 31337: chain.rpcUrl, 31338: second.rpcUrl });
      kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:31338' }));
      await waitFor(() => expect(wallet.chainId).toBe(31338));
    });

    test('switch rejected (4001) or add failing: the wallet network stays active; a failed add shows "Chain is not supported"', async () => {
      const { kit, wallet } = await connected(2);
      wallet.overrides.wallet_switchEthereumChain = () => {
        throw rpcError(4001, 'User rejected the request.');
      };
      await expect(kit.adapters.switchNetwork(other)).rejects.toMatchObject({ code: 4001 });
      expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:31337');
      expect(state(kit).notifications.open).toBe(false);
      wallet.overrides.wallet_switchEthereumChain = () => {
        throw rpcError(4902, 'Unrecognized chain');
      };
      wallet.overrides.wallet_addEthereumChain = () => {
        throw rpcError(-32603, 'Internal error');
      };
      await expect(kit.adapters.switchNetwork(other)).rejects.toBeDefined();
      expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:31337');
      await waitFor(() => expect(state(kit).notifications.message).toBe('Chain is not supported'));
    });

    test('a wallet on a network the app did not request opens UnsupportedChain', async () => {
      const kit = makeKit();
      const wallet = walletFor(3);
      wallet.overrides.eth_chainId = () => '0x2105';
      addWallet(kit, wallet);
      await kit.ready;
      await kit.adapters.connect(CONNECTOR_ID);
      expect(state(kit).chains.chains.eip155!.networkState.caipNetworkId).toBe('eip155:8453');
      expect(state(kit).modal.open).toBe(true);
      expect(state(kit).modal.history.at(-1)?.view).toBe('UnsupportedChain');
    });

    test('sign and verify: personal_sign and eth_signTypedData_v4', async () => {
      const { kit } = await connected(1);
      const address = chain.accounts[1]!.address;
      const signature = await kit.adapters.signMessage('hello portico');
      await expect(
        verifyMessage({ address, message: 'hello portico', signature: signature as `0x${string}` }),
      ).resolves.toBe(true);
      const typedData = {
        domain: { name: 'Portico', version: '1', chainId: 31337 },
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
          Mail: [{ name: 'contents', type: 'string' }],
        },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      } as const;
      const typedSignature = await kit.adapters.signTypedData(typedData);
      await expect(
        verifyTypedData({
          address,
          ...typedData,
          signature: typedSignature as `0x${string}`,
        } as unknown as Parameters<typeof verifyTypedData>[0]),
      ).resolves.toBe(true);
    });

    test('send and confirm: estimateGas, eth_sendTransaction, receipt on anvil, balance refreshed', async () => {
      const { kit } = await connected(4);
      const to = chain.accounts[6]!.address;
      const before = await publicClient(chain.rpcUrl).getBalance({ address: to });
      await expect(kit.adapters.estimateGas({ to, value: parseEther('1') })).resolves.toBe(21000n);
      const hash = await kit.adapters.sendTransaction({ to, value: parseEther('1') });
      await expect(kit.adapters.waitForTransaction(hash)).resolves.toEqual({ status: 'success' });
      const receipt = await publicClient(chain.rpcUrl).getTransactionReceipt({ hash: hash as `0x${string}` });
      expect(receipt.status).toBe('success');
      await expect(publicClient(chain.rpcUrl).getBalance({ address: to })).resolves.toBe(
        before + parseEther('1'),
      );
      expect(Number(account(kit).balance)).toBeLessThan(10000);
    });

    test('EIP-5792: getCapabilities, sendCalls, getCallsStatus', async () => {
      const { kit } = await connected(5);
      await expect(kit.adapters.getCapabilities()).resolves.toEqual({
        '0x7a69': { atomic: { status: 'unsupported' } },
      });
      const { id } = await kit.adapters.sendCalls([{ to: chain.accounts[7]!.address, value: 1n }]);
      await waitFor(async () => undefined);
      const status = (await kit.adapters.getCallsStatus(id)) as { status: number; receipts: unknown[] };
      expect(status.receipts).toHaveLength(1);
    });

    test('reject paths: 4001 on sign shows "Signature declined"; on a smart account the Smart Accounts hint', async () => {
      const { kit, wallet } = await connected(1);
      wallet.overrides.personal_sign = () => {
        throw rpcError(4001, 'User rejected the request.');
      };
      const error = await kit.adapters.signMessage('x').catch((e: unknown) => e);
      expect(classifyRpcError(error).kind).toBe('userRejected');
      await waitFor(() => expect(state(kit).notifications.message).toBe('Signature declined'));
      kit.store.dispatch(
        chainsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: 'smartAccount' }),
      );
      await expect(kit.adapters.signMessage('x')).rejects.toBeDefined();
      await waitFor(() =>
        expect(state(kit).notifications.message).toBe('This application might not support Smart Accounts'),
      );
      wallet.overrides.eth_sendTransaction = () => {
        throw rpcError(4001, 'User rejected the request.');
      };
      await expect(
        kit.adapters.sendTransaction({ to: chain.accounts[7]!.address, value: 1n }),
      ).rejects.toBeDefined();
      expect(state(kit).connection.status.eip155).toBe('connected');
    });

    test.each([
      [
        'rejects (4001)',
        () => Promise.reject(rpcError(4001, 'User rejected the request.')),
        'User rejected the request.',
      ],
      ['returns malformed accounts', () => ['not-an-address'], 'No ActiveCaipAddress found'],
      ['returns no accounts', () => [], 'No ActiveCaipAddress found'],
    ])(
      'connect when the wallet %s leaves no state, with the catalogue message',
      async (_name, answer, message) => {
        const kit = makeKit();
        const wallet = walletFor(1);
        wallet.overrides.eth_requestAccounts = answer;
        addWallet(kit, wallet);
        await kit.ready;
        await expect(kit.adapters.connect(CONNECTOR_ID)).rejects.toMatchObject({ message });
        expect(state(kit).connection.status.eip155 ?? 'disconnected').toBe('disconnected');
        expect(account(kit).address).toBeUndefined();
        expect(state(kit).connectors.recentWallets).toEqual([]);
        expect(wallet.listenerCount('accountsChanged')).toBe(0);
      },
    );

    test('connect when the chain id is malformed: "ChainId not found", no state', async () => {
      const kit = makeKit();
      const wallet = walletFor(1);
      wallet.overrides.eth_chainId = () => 'garbage';
      addWallet(kit, wallet);
      await kit.ready;
      await expect(kit.adapters.connect(CONNECTOR_ID)).rejects.toMatchObject({
        message: 'ChainId not found',
      });
      expect(account(kit).address).toBeUndefined();
    });

    test('a wallet that hangs: aborting leaves no state ("Request was aborted") and a retry works', async () => {
      const kit = makeKit();
      const wallet = walletFor(1);
      wallet.overrides.eth_requestAccounts = () => new Promise(() => undefined);
      addWallet(kit, wallet);
      await kit.ready;
      const controller = new AbortController();
      const pending = kit.adapters.connect(CONNECTOR_ID, { signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toMatchObject({
        name: 'RequestAbortedError',
        message: 'Request was aborted',
      });
      expect(state(kit).connection.status.eip155 ?? 'disconnected').toBe('disconnected');
      delete wallet.overrides.eth_requestAccounts;
      await kit.adapters.connect(CONNECTOR_ID);
      expect(state(kit).connection.status.eip155).toBe('connected');
    });

    test('wallet events: accountsChanged updates the account, [] disconnects and removes every listener', async () => {
      const { kit, wallet } = await connected(1);
      wallet.emit('accountsChanged', [chain.accounts[2]!.address.toLowerCase()]);
      expect(account(kit).address).toBe(chain.accounts[2]!.address);
      wallet.emit('accountsChanged', ['garbage']);
      expect(account(kit).address).toBe(chain.accounts[2]!.address);
      wallet.emit('accountsChanged', []);
      expect(state(kit).connection.status.eip155).toBe('disconnected');
      expect(account(kit).address).toBeUndefined();
      for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
        expect(wallet.listenerCount(event)).toBe(0);
    });

    test('disconnect: status, account and connector id reset, listeners and provider service removed', async () => {
      const { kit, wallet } = await connected(1);
      await kit.adapters.disconnect();
      expect(state(kit).connection.status.eip155).toBe('disconnected');
      expect(state(kit).connection.connectorIds.eip155).toBeUndefined();
      expect(account(kit).address).toBeUndefined();
      expect(kit.services.get('provider:eip155')).toBeUndefined();
      expect(wallet.listenerCount('accountsChanged')).toBe(0);
    });

    test('reload: a stored connector reconnects (connecting -> connected); a wallet that no longer grants accounts -> disconnected', async () => {
      const storage = createMemoryStorage();
      const first = makeKit(storage);
      addWallet(first, walletFor(1));
      await first.ready;
      await first.adapters.connect(CONNECTOR_ID);
      await waitFor(() => expect(storage.getItem('@appkit/connection')).toContain(CONNECTOR_ID));
      first.destroy();

      // In a browser the kit calls reconnect() itself once restored; node has no window, so the test does.
      const second = makeKit(storage);
      addWallet(second, walletFor(1));
      await second.ready;
      expect(state(second).connection.status.eip155).toBe('connecting');
      await second.adapters.reconnect();
      expect(state(second).connection.status.eip155).toBe('connected');
      expect(account(second).address).toBe(chain.accounts[1]!.address);

      const third = makeKit(storage);
      const locked = walletFor(1);
      locked.overrides.eth_accounts = () => [];
      addWallet(third, locked);
      await third.ready;
      await third.adapters.reconnect();
      expect(state(third).connection.status.eip155).toBe('disconnected');
      expect(state(third).connection.connectorIds.eip155).toBeUndefined();
    });

    test('token balances: API with 30 s cache, decimals 0 dropped; failure toasts and blocks retries; wallet_getAssets preferred', async () => {
      const { kit, wallet } = await connected(3);
      api.state.balanceCalls = 0;
      api.state.fail = false;
      const balances = await kit.adapters.fetchTokenBalances();
      expect(balances.map((b) => b.symbol)).toEqual(['USDC']);
      await kit.adapters.fetchTokenBalances();
      expect(api.state.balanceCalls).toBe(1);
      api.state.fail = true;
      await expect(kit.adapters.fetchTokenBalances({ forceUpdate: true })).resolves.toEqual([]);
      await waitFor(() => expect(state(kit).notifications.message).toBe('Token Balance Unavailable'));
      await kit.adapters.fetchTokenBalances({ forceUpdate: true });
      expect(api.state.balanceCalls).toBe(2);
      // wallet_getAssets is used only when the wallet reports asset discovery for the active chain.
      const assets = () => ({
        '0x7a69': [
          {
            address: '0x0000000000000000000000000000000000000000',
            balance: '0xde0b6b3a7640000',
            type: 'NATIVE',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      });
      wallet.overrides.wallet_getAssets = assets;
      // Without the capability (the test wallet reports only `atomic`) the assets are not even asked for.
      await kit.adapters.fetchTokenBalances({ forceUpdate: true });
      expect(wallet.calls).toContain('wallet_getCapabilities');
      expect(wallet.calls).not.toContain('wallet_getAssets');
      wallet.overrides.wallet_getCapabilities = () => ({ '0x7a69': { assetDiscovery: { supported: true } } });
      const fromWallet = await kit.adapters.fetchTokenBalances({ forceUpdate: true });
      expect(fromWallet).toEqual([
        expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }),
      ]);
      api.state.fail = false;
    });

    test('opening the Account view fetches tokens (cached per address, what the view reads) and identity', async () => {
      const { kit } = await connected(2);
      api.state.fail = false;
      const address = chain.accounts[2]!.address;
      await kit.open();
      expect(state(kit).modal.history.at(-1)?.view).toBe('Account');
      await waitFor(() =>
        expect(state(kit).caches.portfolio[address.toLowerCase()]?.value.map((t) => t.symbol)).toEqual([
          'USDC',
        ]),
      );
      await waitFor(() => expect(account(kit).profileName).toBe('alice.eth'));
      // A network change drops the cached tokens of the previous network.
      await kit.adapters.switchNetwork(other);
      expect(state(kit).caches.portfolio[address.toLowerCase()]).toBeUndefined();
    });

    test('identity: name from the API, cached 5 min, copied to the account', async () => {
      const { kit } = await connected(1);
      const address = chain.accounts[1]!.address;
      await expect(kit.adapters.fetchIdentity(address)).resolves.toEqual({ name: 'alice.eth', avatar: null });
      expect(account(kit).profileName).toBe('alice.eth');
      expect(Object.keys(state(kit).caches.identity)).toEqual([address.toLowerCase()]);
    });
  });
}
