import { formatEther, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { classifyRpcError } from '../../src/core/rpcErrors';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { chainsSlice } from '../../src/store/slices/chainsSlice';
import { describeAdapterBalances } from './adapterBalanceSuite';
import { CONNECTOR_ID, registerAdapterFixture, waitFor } from './adapterFixture';
import { describeAdapterNames } from './adapterNamesSuite';
import { describeAdapterSend } from './adapterSendSuite';
import { describeAdapterSiwx } from './adapterSiwxSuite';
import { describeAdapterStorms } from './adapterStormSuite';
import { rpcError } from './createTestWallet';

// The integration suite both EVM adapters pass: a real kit, a real anvil, and a test wallet that signs
// with a viem local account. Nothing of the kit is mocked.

/** Registers the integration tests of one EVM adapter library. */
export function describeAdapterIntegration(library: 'viem' | 'ethers'): void {
  describe(`${library} adapter against anvil`, () => {
    const fx = registerAdapterFixture(library);
    const { makeKit, state, account, walletFor, addWallet, connected, publicClient } = fx;

    test('connect: status, account, CAIP address, explorer link, native balance, recent wallet; modal closes', async () => {
      const kit = makeKit();
      const wallet = walletFor(1);
      addWallet(kit, wallet);
      await kit.ready;
      await kit.open({ view: 'ConnectingExternal', data: { connectorId: CONNECTOR_ID } });
      await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
      const address = fx.chain.accounts[1]!.address;
      const wei = await publicClient(fx.chain.rpcUrl).getBalance({ address });
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
      await kit.adapters.switchNetwork(fx.other);
      expect(wallet.calls).toEqual(
        expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
      );
      expect(wallet.chainId).toBe(31338);
      expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:31338');
      expect(account(kit).caipAddress).toBe(`eip155:31338:${fx.chain.accounts[2]!.address}`);
      await waitFor(() => expect(account(kit).balance).toBe('10000'));
      // Back to a chain the wallet knows: no add this time.
      wallet.calls.length = 0;
      await kit.adapters.switchNetwork(fx.sandbox);
      expect(wallet.calls).toEqual(['wallet_switchEthereumChain']);
      expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:31337');
    });

    test('switch from the Networks view (activeNetworkSet) also switches the wallet', async () => {
      const { kit, wallet } = await connected(2, { 31337: fx.chain.rpcUrl, 31338: fx.second.rpcUrl });
      kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:31338' }));
      await waitFor(() => expect(wallet.chainId).toBe(31338));
    });

    test('switch rejected (4001) or add failing: the wallet network stays active; a failed add shows "Chain is not supported"', async () => {
      const { kit, wallet } = await connected(2);
      wallet.overrides.wallet_switchEthereumChain = () => {
        throw rpcError(4001, 'User rejected the request.');
      };
      await expect(kit.adapters.switchNetwork(fx.other)).rejects.toMatchObject({ code: 4001 });
      expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:31337');
      expect(state(kit).notifications.open).toBe(false);
      wallet.overrides.wallet_switchEthereumChain = () => {
        throw rpcError(4902, 'Unrecognized chain');
      };
      wallet.overrides.wallet_addEthereumChain = () => {
        throw rpcError(-32603, 'Internal error');
      };
      await expect(kit.adapters.switchNetwork(fx.other)).rejects.toBeDefined();
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
      const address = fx.chain.accounts[1]!.address;
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
      const to = fx.chain.accounts[6]!.address;
      const before = await publicClient(fx.chain.rpcUrl).getBalance({ address: to });
      await expect(kit.adapters.estimateGas({ to, value: parseEther('1') })).resolves.toBe(21000n);
      const hash = await kit.adapters.sendTransaction({ to, value: parseEther('1') });
      await expect(kit.adapters.waitForTransaction(hash)).resolves.toEqual({ status: 'success' });
      const receipt = await publicClient(fx.chain.rpcUrl).getTransactionReceipt({
        hash: hash as `0x${string}`,
      });
      expect(receipt.status).toBe('success');
      await expect(publicClient(fx.chain.rpcUrl).getBalance({ address: to })).resolves.toBe(
        before + parseEther('1'),
      );
      expect(Number(account(kit).balance)).toBeLessThan(10000);
    });

    test('EIP-5792: getCapabilities, sendCalls, getCallsStatus', async () => {
      const { kit } = await connected(5);
      await expect(kit.adapters.getCapabilities()).resolves.toEqual({
        '0x7a69': { atomic: { status: 'unsupported' } },
      });
      const { id } = await kit.adapters.sendCalls([{ to: fx.chain.accounts[7]!.address, value: 1n }]);
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
        kit.adapters.sendTransaction({ to: fx.chain.accounts[7]!.address, value: 1n }),
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

    test('wallet events: accountsChanged updates the account, [] disconnects at once and only watches for the wallet’s return until the namespace is disconnected', async () => {
      const { kit, wallet } = await connected(1);
      wallet.emit('accountsChanged', [fx.chain.accounts[2]!.address.toLowerCase()]);
      expect(account(kit).address).toBe(fx.chain.accounts[2]!.address);
      wallet.emit('accountsChanged', ['garbage']);
      expect(account(kit).address).toBe(fx.chain.accounts[2]!.address);
      wallet.emit('accountsChanged', []);
      expect(state(kit).connection.status.eip155).toBe('disconnected');
      expect(account(kit).address).toBeUndefined();
      expect(kit.services.get('provider:eip155')).toBeUndefined();
      // One listener per event: the watch for the wallet coming back (issue 22, hole 5).
      for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
        expect(wallet.listenerCount(event)).toBe(1);
      await kit.adapters.disconnect({ namespace: 'eip155' });
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
      expect(account(second).address).toBe(fx.chain.accounts[1]!.address);

      const third = makeKit(storage);
      const locked = walletFor(1);
      locked.overrides.eth_accounts = () => [];
      addWallet(third, locked);
      await third.ready;
      await third.adapters.reconnect();
      expect(state(third).connection.status.eip155).toBe('disconnected');
      expect(state(third).connection.connectorIds.eip155).toBeUndefined();
    });

    describeAdapterBalances(fx);
    describeAdapterStorms(fx);
    describeAdapterSend(fx);
    describeAdapterSiwx(fx, library);
    describeAdapterNames(fx, library);
  });
}
