import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { BITCOIN_REGTEST } from '../../../sandbox/bitcoin/bitcoinRegtest';
import {
  type BitcoinDevWallet,
  createBitcoinDevWallet,
} from '../../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import {
  BITCOIN_DEV_WALLET_ID,
  installBitcoinDevWallet,
} from '../../../sandbox/bitcoin/devWallet/installBitcoinDevWallet';
import {
  type StartBitcoinChainReturnType,
  startBitcoinChain,
} from '../../../sandbox/bitcoin/startBitcoinChain';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../core/networks/chains/bitcoin';
import { classifyRpcError } from '../../core/rpcErrors';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import type { ProviderConnector } from '../ChainAdapter';
import type { BitcoinAdapter } from './BitcoinAdapterContract';
import { bitcoinAdapter } from './bitcoinAdapter';
import { createBitcoinAdapterImpl } from './createBitcoinAdapter';

// The Bitcoin adapter through a real kit against the sandbox's Bitcoin chain (a Litecoin regtest node
// standing in for Bitcoin regtest, docs/bitcoin.md), with the dev wallet signing with real keys and
// found by the adapter's own discovery on a window-like object, as a page would have it. Signatures are
// checked with bip322-js, balances read from the node. Nothing of the kit, adapter or chain is mocked.

let chain: StartBitcoinChainReturnType;
const kits: AppKit[] = [];

beforeAll(async () => {
  chain = await startBitcoinChain({ accounts: 7 });
}, 60_000);
afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await chain?.stop();
});

const COIN = 100_000_000n;
const state = (kit: AppKit) => kit.store.getState() as RootState;
const sats = (script: string) => chain.reader.balance(script);

/** A kit with the Bitcoin adapter, the dev wallet of account `index` discovered on a page, connected. */
async function connected(index: number) {
  const kit = createAppKit({
    projectId: '',
    networks: [bitcoinRegtest],
    adapters: [bitcoinAdapter()],
    customRpcUrls: { [bitcoinRegtest.caipNetworkId]: [chain.rpcUrl] },
    storage: createMemoryStorage(),
    storageNamespace: 'bitcoin-integration',
    features: { analytics: false },
  });
  kits.push(kit);
  const wallet = createBitcoinDevWallet({ account: chain.accounts[index]!, rpcUrl: chain.rpcUrl });
  const page = {} as Record<string, unknown>;
  installBitcoinDevWallet(wallet, page);
  const found: ProviderConnector[] = [];
  const discover = (await bitcoinAdapter().discover!()).default;
  discover({
    window: page as unknown as Window,
    addConnector: (connector) => {
      found.push(connector);
      kit.adapters.addConnector(connector);
    },
    removeConnector: () => undefined,
    network: () => bitcoinRegtest,
  });
  await kit.ready;
  await kit.adapters.connect(found[0]!.id);
  const adapter = (await kit.adapters.loadAdapter('bip122')) as BitcoinAdapter;
  return { kit, wallet, found, adapter, account: chain.accounts[index]! };
}

test('connect: the discovered dev wallet connects; the payment address is the account, ordinals kept beside it', async () => {
  const { kit, wallet, found, account } = await connected(1);
  expect(found.map((c) => [c.id, c.type, c.chain])).toEqual([
    [`bip122:${BITCOIN_DEV_WALLET_ID}`, 'ANNOUNCED', 'bip122'],
  ]);
  expect(wallet.calls.map((c) => c.method)).toEqual(['getInfo', 'getAccounts']);
  expect(wallet.calls[1]!.params).toEqual({ purposes: ['payment', 'ordinals'] });
  const accountState = state(kit).chains.chains.bip122!.accountState!;
  expect(accountState.caipAddress).toBe(`${bitcoinRegtest.caipNetworkId}:${account.payment.address}`);
  // The runtime records every account as 'eoa' for now (SPEC §6's 'payment' type: docs/bitcoin.md).
  expect(accountState.allAccounts.map((a) => a.address)).toEqual([
    account.payment.address,
    account.ordinals.address,
  ]);
  await kit.adapters.refreshBalance();
  expect(state(kit).chains.chains.bip122!.accountState).toMatchObject({
    balance: '50',
    balanceSymbol: 'BTC',
  });
});

test('behavior: sign message through the kit is BIP-322 by the payment key; bip322-js verifies it, a tampered message fails', async () => {
  const { kit, wallet, account } = await connected(2);
  const signature = await kit.adapters.signMessage('hello portico');
  expect(wallet.calls.at(-1)).toEqual({
    method: 'signMessage',
    params: { address: account.payment.address, message: 'hello portico', protocol: 'BIP322' },
  });
  expect(Verifier.verifySignature(account.payment.address, 'hello portico', signature)).toBe(true);
  expect(Verifier.verifySignature(account.payment.address, 'hello portico!', signature)).toBe(false);
  expect(Verifier.verifySignature(chain.accounts[3]!.payment.address, 'hello portico', signature)).toBe(
    false,
  );
});

test('behavior: ECDSA when asked (payment), BIP-322 by the taproot ordinals key; both verify', async () => {
  const { wallet, adapter, account } = await connected(2);
  const provider = { provider: await providerOf(wallet) };
  const ecdsa = await adapter.signBitcoinMessage({
    ...provider,
    address: account.payment.address,
    message: 'm',
    protocol: 'ECDSA',
  });
  expect(ecdsa.protocol).toBe('ECDSA');
  expect(Buffer.from(ecdsa.signature, 'base64')).toHaveLength(65);
  expect(Verifier.verifySignature(account.payment.address, 'm', ecdsa.signature)).toBe(true);
  const taproot = await adapter.signBitcoinMessage({
    ...provider,
    address: account.ordinals.address,
    message: 'm',
  });
  expect(taproot.protocol).toBe('BIP322');
  expect(Verifier.verifySignature(account.ordinals.address, 'm', taproot.signature)).toBe(true);
});

test('behavior: send through the kit at a chosen fee rate; after a block both balances moved by the exact amounts', async () => {
  const { kit, wallet, adapter, account } = await connected(3);
  const to = chain.accounts[4]!.payment;
  const before = [await sats(account.payment.script), await sats(to.script)];
  const rate = await adapter.estimateFeeRate({ network: bitcoinRegtest });
  expect(rate).toEqual({ satPerVbyte: 1, source: 'fallback' });
  const txid = await adapter.sendTransfer({
    provider: await providerOf(wallet),
    network: bitcoinRegtest,
    recipients: [{ address: to.address, amount: 125_000_000n }],
    feeRate: 3,
  });
  expect(wallet.calls.at(-1)!.params).toEqual({
    recipients: [{ address: to.address, amount: 125_000_000 }],
    feeRate: 3,
  });
  expect(await chain.reader.confirmations(txid)).toBe(0);
  await chain.reader.mine(1);
  expect(await adapter.waitForTransaction({ network: bitcoinRegtest, hash: txid })).toEqual({
    status: 'success',
  });
  // Through the kit's own action too (no fee rate: the wallet's, the node's fallback of 1 sat/vB). The
  // dev wallet spends confirmed outputs only, so the change of the first is spent once it is mined.
  const second = await kit.adapters.sendTransaction({ to: to.address, value: 5_000_000n });
  await chain.reader.mine(1);
  expect(await kit.adapters.waitForTransaction(second)).toEqual({ status: 'success' });
  const fees = (await Promise.all([txid, second].map(feeOf))).reduce((a, b) => a + b, 0n);
  // 3 sat/vB x 141 vB, then 1 sat/vB x 141 vB (one P2WPKH input, recipient + change).
  expect(fees).toBe(3n * 141n + 141n);
  expect(await sats(to.script)).toBe(before[1]! + 130_000_000n);
  expect(await sats(account.payment.script)).toBe(before[0]! - 130_000_000n - fees);
  await kit.adapters.refreshBalance();
  expect(state(kit).chains.chains.bip122!.accountState!.balance).toBe(
    adapter.formatUnits(before[0]! - 130_000_000n - fees, 8),
  );
});

/** The fee of a mined transaction: inputs minus outputs, from the node. */
async function feeOf(txid: string): Promise<bigint> {
  const tx = await chain.node<{ vin: { txid: string; vout: number }[]; vout: { value: number }[] }>(
    'getrawtransaction',
    [txid, true],
  );
  let inputs = 0n;
  for (const input of tx.vin) {
    const prev = await chain.node<{ vout: { value: number }[] }>('getrawtransaction', [input.txid, true]);
    inputs += BigInt(Math.round(prev.vout[input.vout]!.value * 1e8));
  }
  return inputs - tx.vout.reduce((sum, o) => sum + BigInt(Math.round(o.value * 1e8)), 0n);
}

/** The kit-shaped provider of a dev wallet (the adapter's own discovery wraps it). */
async function providerOf(wallet: BitcoinDevWallet) {
  const page = {} as Record<string, unknown>;
  installBitcoinDevWallet(wallet, page);
  let provider: ProviderConnector['provider'] | undefined;
  (await bitcoinAdapter().discover!()).default({
    window: page as unknown as Window,
    addConnector: (connector) => {
      provider ??= connector.provider;
    },
    removeConnector: () => undefined,
    network: () => bitcoinRegtest,
  });
  return provider!;
}

test('behavior: UTXO-aware Max spends every output with no change; fee estimate and UTXOs read from the node', async () => {
  const { adapter, account } = await connected(5);
  const utxos = await adapter.getUtxos({ network: bitcoinRegtest, address: account.ordinals.address });
  expect(utxos).toEqual([expect.objectContaining({ value: 50n * COIN })]);
  const max = await adapter.maxSendable({
    network: bitcoinRegtest,
    address: account.ordinals.address,
    recipient: chain.accounts[0]!.payment.address,
    feeRate: 2,
  });
  // One key-path P2TR input (58 vB) and one P2WPKH output (31 vB) plus overhead (11 vB).
  expect(max).toEqual({ amount: 50n * COIN - 200n, fee: 200n });
  const fee = await adapter.estimateGas({
    network: bitcoinRegtest,
    request: { from: account.payment.address, to: chain.accounts[0]!.payment.address, value: 1n },
  });
  expect(fee).toBe(141n);
});

test('behavior: sign PSBT — the wallet signs the taproot input it is asked to and broadcasts; the spend is mined', async () => {
  const { wallet, adapter, account } = await connected(6);
  const to = chain.accounts[0]!.payment;
  const [utxo] = await chain.reader.utxos(account.ordinals.script);
  const tx = new Transaction();
  tx.addInput({
    txid: utxo!.txid,
    index: utxo!.vout,
    witnessUtxo: { script: hex.decode(utxo!.script), amount: utxo!.value },
    tapInternalKey: hex.decode(account.ordinals.publicKey),
  });
  tx.addOutputAddress(to.address, 10n * COIN, BITCOIN_REGTEST);
  tx.addOutputAddress(account.ordinals.address, utxo!.value - 10n * COIN - 500n, BITCOIN_REGTEST);
  const psbt = Buffer.from(tx.toPSBT()).toString('base64');
  const before = await sats(to.script);
  const provider = await providerOf(wallet);
  const unsigned = await adapter.signPsbt({
    provider,
    psbt,
    signInputs: { [account.ordinals.address]: [0] },
  });
  expect(Transaction.fromPSBT(Buffer.from(unsigned.psbt, 'base64')).getInput(0).tapKeySig).toHaveLength(64);
  const sent = await adapter.signPsbt({
    provider,
    psbt,
    signInputs: { [account.ordinals.address]: [0] },
    broadcast: true,
  });
  expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
  await chain.reader.mine(1);
  expect(await adapter.waitForTransaction({ network: bitcoinRegtest, hash: sent.txid! })).toEqual({
    status: 'success',
  });
  expect(await sats(to.script)).toBe(before + 10n * COIN);
  await expect(
    adapter.waitForTransaction({ network: bitcoinRegtest, hash: 'ab'.repeat(32) }),
  ).rejects.toMatchObject({
    name: 'BitcoinTransactionNotConfirmedError',
    data: { reason: 'unknown to the node' },
  });
});

test('error: a rejection reaches the caller as a user rejection and sends nothing', async () => {
  const { kit, wallet, account } = await connected(4);
  wallet.behaviour.sendTransfer = 'reject';
  wallet.behaviour.signMessage = 'reject';
  const before = await sats(account.payment.script);
  const error = await kit.adapters
    .sendTransaction({ to: chain.accounts[0]!.payment.address, value: 1000n })
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
    [{ address: chain.accounts[0]!.ordinals.address, purpose: 'ordinals' }],
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
  const wallet = createBitcoinDevWallet({ account, rpcUrl: chain.rpcUrl });
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
  const wallet = createBitcoinDevWallet({ account: chain.accounts[2]!, rpcUrl: chain.rpcUrl });
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
