import { type AdapterFixture, waitFor } from './adapterFixture';

// Token balances and identity of the EVM adapter integration suite (SPEC §5, §8, §9).

/** Registers the balance and identity tests inside the suite's describe block. */
export function describeAdapterBalances(fx: AdapterFixture): void {
  const { state, account, connected } = fx;

  test('token balances: API with 30 s cache, decimals 0 dropped; failure toasts and blocks retries; wallet_getAssets preferred', async () => {
    const { kit, wallet } = await connected(3);
    fx.api.state.balanceCalls = 0;
    fx.api.state.fail = false;
    const balances = await kit.adapters.fetchTokenBalances();
    expect(balances.map((b) => b.symbol)).toEqual(['USDC']);
    await kit.adapters.fetchTokenBalances();
    expect(fx.api.state.balanceCalls).toBe(1);
    fx.api.state.fail = true;
    await expect(kit.adapters.fetchTokenBalances({ forceUpdate: true })).resolves.toEqual([]);
    await waitFor(() => expect(state(kit).notifications.message).toBe('Token Balance Unavailable'));
    await kit.adapters.fetchTokenBalances({ forceUpdate: true });
    expect(fx.api.state.balanceCalls).toBe(2);
    // wallet_getAssets is used only when the wallet reports asset discovery for the active fx.chain.
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
    fx.api.state.fail = false;
  });

  test('opening the Account view fetches tokens (cached per address, what the view reads) and identity', async () => {
    const { kit } = await connected(2);
    fx.api.state.fail = false;
    const address = fx.chain.accounts[2]!.address;
    await kit.open();
    expect(state(kit).modal.history.at(-1)?.view).toBe('Account');
    await waitFor(() =>
      expect(state(kit).caches.portfolio[address.toLowerCase()]?.value.map((t) => t.symbol)).toEqual([
        'USDC',
      ]),
    );
    await waitFor(() => expect(account(kit).profileName).toBe('alice.eth'));
    // A network change under the open view reads the new network's tokens from the API, not the
    // previous network's cache.
    const callsBefore = fx.api.state.balanceCalls;
    await kit.adapters.switchNetwork(fx.other);
    await waitFor(() => expect(fx.api.state.balanceCalls).toBe(callsBefore + 1));
  });

  test('a transaction the kit sends refreshes the native balance once mined, inside the 30 s cache', async () => {
    const { kit } = await connected(4);
    fx.api.state.fail = false;
    await kit.adapters.refreshBalance();
    const before = account(kit).balance;
    expect(Number(before)).toBeGreaterThan(1);
    const hash = await kit.adapters.sendTransaction({ to: fx.chain.accounts[9]!.address, value: 10n ** 18n });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // No call of waitForTransaction by the caller: the runtime follows its own transaction.
    await waitFor(() => expect(Number(account(kit).balance)).toBeLessThan(Number(before) - 0.99));
  });

  test('identity: name from the API, cached 5 min, copied to the account', async () => {
    const { kit } = await connected(1);
    const address = fx.chain.accounts[1]!.address;
    const calls = fx.api.state.identityCalls;
    await expect(kit.adapters.fetchIdentity(address)).resolves.toEqual({ name: 'alice.eth', avatar: null });
    expect(account(kit).profileName).toBe('alice.eth');
    expect(Object.keys(state(kit).caches.identity)).toEqual([address.toLowerCase()]);
    // Within the 5 min, RTK Query's cache answers, whatever the address's case.
    await expect(kit.adapters.fetchIdentity(address.toLowerCase())).resolves.toEqual({
      name: 'alice.eth',
      avatar: null,
    });
    expect(fx.api.state.identityCalls).toBe(calls + 1);
  });
}
