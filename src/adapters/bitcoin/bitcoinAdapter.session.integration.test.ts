import { createBitcoinDevWallet } from '../../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import { registerBitcoinKit } from '../../../test/adapters/bitcoinKit';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../core/networks/chains/bitcoin';
import { classifyRpcError } from '../../core/rpcErrors';
import { createBitcoinAdapterImpl } from './createBitcoinAdapter';

// The Bitcoin adapter through a real kit against the sandbox's Bitcoin chain (test/adapters/bitcoinKit.ts):
// refusals and bad answers, reconnect and disconnect, the wallet's events, networks. Connect, messages,
// sends: bitcoinAdapter.integration.test.ts.

const { chain: chainOf, state, sats, connected, providerOf } = registerBitcoinKit();

test('error: a rejection reaches the caller as a user rejection and sends nothing', async () => {
  const { kit, wallet, account } = await connected(4);
  wallet.behaviour.sendTransfer = 'reject';
  wallet.behaviour.signMessage = 'reject';
  const before = await sats(account.payment.script);
  const error = await kit.adapters
    .sendTransaction({ to: chainOf().accounts[0]!.payment.address, value: 1000n })
    .catch((e: unknown) => e);
  expect(error).toMatchObject({
    name: 'BitcoinWalletRequestError',
    code: 4001,
    data: { walletCode: -32000 },
  });
  expect(classifyRpcError(error)).toMatchObject({ kind: 'userRejected' });
  await expect(kit.adapters.signMessage('x')).rejects.toMatchObject({ code: 4001 });
  expect(await sats(account.payment.script)).toBe(before);
  expect(state(kit).chains.chains.bip122!.accountState!.address).toBe(account.payment.address);
});

test.each([
  ['signMessage', 'garbage', 'no base64 signature'],
  [
    'signMessage',
    { answer: { signature: 'A'.repeat(88), address: 'bcrt1qother' } },
    'signed by another address',
  ],
  ['sendTransfer', 'garbage', 'no txid'],
  ['signPsbt', 'garbage', 'no base64 PSBT'],
] as const)('error: a malformed answer to %s is a clear error', async (method, behaviour, problem) => {
  const { wallet, adapter, account } = await connected(4);
  wallet.behaviour[method] = behaviour;
  const provider = await providerOf(wallet);
  const run = {
    signMessage: () => adapter.signMessage({ provider, address: account.payment.address, message: 'm' }),
    sendTransfer: () =>
      adapter.sendTransfer({
        provider,
        network: bitcoinRegtest,
        recipients: [{ address: account.ordinals.address, amount: 1000n }],
      }),
    signPsbt: () => adapter.signPsbt({ provider, psbt: 'cHNidP8BAAoCAAAAAAAAAAAAAAAA' }),
  }[method];
  await expect(run()).rejects.toMatchObject({
    name: 'InvalidBitcoinWalletAnswerError',
    data: { method, problem },
  });
});

test('error: bad arguments are refused before the wallet is asked; a missing method is a typed error', async () => {
  const { wallet, adapter, account } = await connected(4);
  const provider = await providerOf(wallet);
  const calls = wallet.calls.length;
  const send = (address: string, amount: bigint, feeRate?: number) =>
    adapter.sendTransfer({
      provider,
      network: bitcoinRegtest,
      recipients: [{ address, amount }],
      ...(feeRate ? { feeRate } : {}),
    });
  // A mainnet address on regtest, a zero amount, a negative fee rate, a non-address.
  await expect(send('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 1n)).rejects.toMatchObject({
    name: 'InvalidBitcoinRequestError',
    data: { field: 'address' },
  });
  await expect(send(account.ordinals.address, 0n)).rejects.toMatchObject({ data: { field: 'amount' } });
  await expect(send(account.ordinals.address, 1n, -1)).rejects.toMatchObject({ data: { field: 'feeRate' } });
  await expect(send('bcrt1qnotanaddress', 1n)).rejects.toMatchObject({ data: { field: 'address' } });
  await expect(adapter.signPsbt({ provider, psbt: 'not a psbt' })).rejects.toMatchObject({
    data: { field: 'psbt' },
  });
  expect(wallet.calls.length).toBe(calls);
  wallet.behaviour.signPsbt = 'missing';
  await expect(adapter.signPsbt({ provider, psbt: 'cHNidP8BAAoCAAAAAAAAAAAAAAAA' })).rejects.toMatchObject({
    name: 'BitcoinWalletMethodMissingError',
    code: -32601,
    data: { method: 'signPsbt' },
  });
  await expect(
    adapter.signTypedData({ provider, address: account.payment.address, typedData: {} }),
  ).rejects.toMatchObject({
    name: 'BitcoinMethodUnsupportedError',
  });
});

test('error: malformed accounts reject connect with No ActiveCaipAddress found and store nothing', async () => {
  const { wallet, adapter } = await connected(4);
  const provider = await providerOf(wallet);
  for (const answer of [
    [],
    [{ address: '0xabc', purpose: 'payment' }],
    { addresses: 'no' },
    [{ address: chainOf().accounts[0]!.ordinals.address, purpose: 'ordinals' }],
  ]) {
    wallet.behaviour.getAccounts = { answer };
    await expect(adapter.connect({ provider })).rejects.toThrow('No ActiveCaipAddress found');
  }
  expect(await adapter.getAccounts({ provider })).toEqual([]);
});

test('behavior: a reload reconnects without a prompt (wallet_getAccount); disconnect asks the wallet and forgets', async () => {
  const { wallet, adapter, account } = await connected(2);
  const provider = await providerOf(wallet);
  expect(await adapter.reconnect({ provider })).toEqual({
    accounts: [account.payment.address, account.ordinals.address],
    chainId: bitcoinRegtest.id,
  });
  expect(wallet.calls.at(-1)!.method).toBe('wallet_getAccount');
  await adapter.disconnect({ provider });
  expect(wallet.calls.at(-1)!.method).toBe('wallet_disconnect');
  expect(await adapter.getAccounts({ provider })).toEqual([]);
  await expect(adapter.reconnect({ provider })).rejects.toMatchObject({
    name: 'BitcoinWalletRequestError',
    data: { walletCode: -32002 },
  });
});

test("behavior: the wallet's accountChange makes the adapter read the accounts again; disconnect is handed on; unsubscribe ends both", async () => {
  const { adapter, account } = await connected(2);
  // A wallet of its own, so only this subscription reads its accounts (the kit follows its own wallet).
  const wallet = createBitcoinDevWallet({ account, rpcUrl: chainOf().rpcUrl });
  const provider = await providerOf(wallet);
  await adapter.connect({ provider });
  const seen: unknown[] = [];
  const off = adapter.subscribe(provider, {
    accountsChanged: (accounts) => seen.push(['accounts', accounts]),
    chainChanged: (id) => seen.push(['chain', id]),
    disconnect: () => seen.push(['disconnect']),
  });
  const reads = () => wallet.calls.filter((c) => c.method === 'wallet_getAccount').length;
  const before = reads();
  wallet.emit('accountChange');
  await waitUntil(() => seen.length === 1);
  expect(seen).toEqual([['accounts', [account.payment.address, account.ordinals.address]]]);
  expect(reads()).toBe(before + 1);
  // Locked (no account granted any more): nothing connected.
  wallet.connected = false;
  wallet.emit('accountChange');
  await waitUntil(() => seen.length === 2);
  expect(seen[1]).toEqual(['accounts', []]);
  wallet.emit('disconnect');
  off();
  wallet.emit('disconnect');
  wallet.emit('accountChange');
  expect(seen.slice(2)).toEqual([['disconnect']]);
  expect(reads()).toBe(before + 2);
});

/** Polls a condition the test waits for (a wallet event's read is asynchronous). */
async function waitUntil(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

test('behavior: networks — the addresses pick the configured network; another family asks the wallet to change; unknown networks are refused', async () => {
  const wallet = createBitcoinDevWallet({ account: chainOf().accounts[2]!, rpcUrl: chainOf().rpcUrl });
  const provider = await providerOf(wallet);
  const options = { customRpcUrls: {}, projectId: '', rpcServiceUrl: '' };
  const both = createBitcoinAdapterImpl({ ...options, networks: [bitcoin, bitcoinRegtest] });
  expect((await both.connect({ provider })).chainId).toBe(bitcoinRegtest.id);
  expect(await both.getChainId({ provider })).toBe(bitcoinRegtest.id);
  // The dev wallet is regtest-only and does not list wallet_changeNetwork: refused without a prompt.
  await expect(both.switchNetwork({ provider, network: bitcoin })).rejects.toMatchObject({
    name: 'BitcoinWalletMethodMissingError',
    data: { method: 'wallet_changeNetwork' },
  });
  expect(await both.getChainId({ provider })).toBe(bitcoinRegtest.id);
  await expect(both.switchNetwork({ provider, network: bitcoinTestnet })).rejects.toThrow(
    'Network not found',
  );
  // A kit given mainnet only: the regtest wallet reports regtest's chain, which the kit calls unsupported.
  const mainnetOnly = createBitcoinAdapterImpl({ ...options, networks: [bitcoin] });
  expect((await mainnetOnly.connect({ provider })).chainId).toBe(bitcoinRegtest.id);
});
