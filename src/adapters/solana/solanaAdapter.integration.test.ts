import { ed25519 } from '@noble/curves/ed25519.js';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { splTransferInstruction } from '../../../sandbox/solana/splTransferInstruction';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../../sandbox/solana/startSolanaChain';
import { createSolanaTestWallet, type SolanaTestWallet } from '../../../test/adapters/solanaTestWallet';
import vectors from '../../../test/fixtures/vectors/solana_addresses.json';
import { decodeBase58 } from '../../core/base58';
import { solanaDevnet, solanaLocal, solanaTestnet } from '../../core/networks/chains/solana';
import { classifyRpcError } from '../../core/rpcErrors';
import { createSolanaAdapterImpl, type SolanaAdapter } from './createSolanaAdapter';
import { solanaAdapter } from './solanaAdapter';
import { solanaRpcFetch } from './solanaRpcFetch';

// The Solana adapter against the sandbox's local chain (litesvm behind JSON-RPC), with a test wallet
// signing with a real ed25519 key. Nothing of the adapter is mocked.

let chain: StartSolanaChainReturnType;
let adapter: SolanaAdapter;

const networks = [solanaLocal, solanaDevnet, solanaTestnet];
const makeAdapter = () =>
  createSolanaAdapterImpl({
    networks,
    customRpcUrls: { [solanaLocal.caipNetworkId]: [chain.rpcUrl] },
    projectId: '',
    rpcServiceUrl: '',
  });

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 });
  adapter = makeAdapter();
});
afterAll(() => chain?.stop());

const walletOf = (index: number): SolanaTestWallet =>
  createSolanaTestWallet({ keypair: chain.accounts[index]!.keypair, rpcUrl: chain.rpcUrl });

const connected = async (index: number) => {
  const wallet = walletOf(index);
  await adapter.connect({ provider: wallet });
  return { wallet, address: chain.accounts[index]!.address };
};

const lastSend = () => chain.requests.filter((request) => request.method === 'sendTransaction').at(-1);
const sendCount = () => chain.requests.filter((request) => request.method === 'sendTransaction').length;

const transfer = async (from: string, to: string, lamports: number) => {
  const { blockhash, lastValidBlockHeight } = await new Connection(chain.rpcUrl, {
    fetch: solanaRpcFetch,
  }).getLatestBlockhash();
  return new Transaction({ feePayer: new PublicKey(from), blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports }),
  );
};

const pusd = async (owner: string) =>
  (await adapter.getTokenBalances({ network: solanaLocal, address: owner })).find(
    (t) => t.mint === chain.mint.address,
  )?.amount;

test('default: the entry descriptor loads this adapter for the solana namespace', async () => {
  const descriptor = solanaAdapter();
  expect(descriptor).toMatchObject({ namespace: 'solana', library: '@solana/web3.js' });
  const loaded = (await descriptor.load!()).default({
    networks,
    customRpcUrls: {},
    projectId: '',
    rpcServiceUrl: '',
  });
  expect(loaded).toMatchObject({ namespace: 'solana', library: '@solana/web3.js' });
});

test('connect: the wallet is asked for accounts; the account and the cluster (first configured) come back', async () => {
  const wallet = walletOf(1);
  const connection = await adapter.connect({ provider: wallet });
  expect(wallet.calls.map((call) => call.method)).toEqual(['solana_requestAccounts']);
  expect(connection).toEqual({ accounts: [chain.accounts[1]!.address], chainId: solanaLocal.id });
  expect(await adapter.getAccounts({ provider: wallet })).toEqual([chain.accounts[1]!.address]);
  expect(await adapter.getBalance({ network: solanaLocal, address: chain.accounts[1]!.address })).toEqual({
    balance: '1000',
    symbol: 'SOL',
  });
});

test('behavior: reconnect after a reload (a fresh adapter) asks without a prompt; disconnect ends it', async () => {
  const { wallet, address } = await connected(2);
  const reloaded = makeAdapter();
  expect(await reloaded.reconnect({ provider: wallet })).toEqual({
    accounts: [address],
    chainId: solanaLocal.id,
  });
  expect(wallet.calls.at(-1)?.method).toBe('solana_getAccounts');
  await reloaded.disconnect({ provider: wallet });
  expect(wallet.calls.at(-1)?.method).toBe('solana_disconnect');
  await expect(makeAdapter().reconnect({ provider: wallet })).rejects.toThrow('No ActiveCaipAddress found');
});

test('behavior: sign message sends base58 message and pubkey (SPEC §7); the base58 signature verifies', async () => {
  const { wallet, address } = await connected(1);
  const signature = await adapter.signMessage({ provider: wallet, address, message: 'hello portico' });
  expect(wallet.calls.at(-1)).toEqual({
    method: 'solana_signMessage',
    params: { message: expect.any(String), pubkey: address },
  });
  const sent = wallet.calls.at(-1)!.params as { message: string };
  expect(new TextDecoder().decode(decodeBase58(sent.message)!)).toBe('hello portico');
  const bytes = decodeBase58(signature)!;
  expect(bytes).toHaveLength(64);
  expect(
    ed25519.verify(bytes, new TextEncoder().encode('hello portico'), new PublicKey(address).toBytes()),
  ).toBe(true);
});

test('behavior: a SOL transfer is signed, sent and confirmed; balances before and after', async () => {
  const { wallet, address } = await connected(3);
  const to = chain.accounts[8]!.address;
  const before = await adapter.getBalance({ network: solanaLocal, address: to });
  const fee = await adapter.estimateGas({ network: solanaLocal, request: { from: address, to, value: 1n } });
  expect(fee).toBe(5000n);
  const signature = await adapter.sendTransaction({
    provider: wallet,
    network: solanaLocal,
    request: { from: address, to, value: adapter.parseUnits('1.5', 9) },
  });
  expect(await adapter.waitForTransaction({ network: solanaLocal, hash: signature })).toEqual({
    status: 'success',
  });
  expect(before.balance).toBe('1000');
  expect(await adapter.getBalance({ network: solanaLocal, address: to })).toEqual({
    balance: '1001.5',
    symbol: 'SOL',
  });
  expect((await adapter.getBalance({ network: solanaLocal, address })).balance).toBe('998.499995');
});

test('behavior: an SPL transfer through signAndSendTransaction; token balances before and after', async () => {
  const { wallet, address } = await connected(1);
  const to = chain.accounts[2]!.address;
  const before = [await pusd(address), await pusd(to)];
  const tx = new Transaction({
    feePayer: new PublicKey(address),
    ...(await new Connection(chain.rpcUrl, { fetch: solanaRpcFetch }).getLatestBlockhash()),
  }).add(splTransferInstruction(chain.tokenAccounts[address]!, chain.tokenAccounts[to]!, address, 250_000n));
  const signature = await adapter.signAndSendTransaction({
    provider: wallet,
    network: solanaLocal,
    address,
    transaction: tx,
  });
  expect(await adapter.waitForTransaction({ network: solanaLocal, hash: signature })).toEqual({
    status: 'success',
  });
  expect(before).toEqual(['1000000000', '1000000000']);
  expect([await pusd(address), await pusd(to)]).toEqual(['999750000', '1000250000']);
});

test.each([
  ['the wallet sends', undefined],
  ['the wallet lacks signAndSend, the adapter sends', 'missing' as const],
])('behavior: every SPEC send option reaches the chain (%s)', async (_label, behaviour) => {
  const { wallet, address } = await connected(4);
  if (behaviour) wallet.behaviour.solana_signAndSendTransaction = behaviour;
  const slot = await new Connection(chain.rpcUrl, { fetch: solanaRpcFetch }).getSlot();
  const options = {
    skipPreflight: true,
    preflightCommitment: 'processed' as const,
    maxRetries: 2,
    minContextSlot: slot,
  };
  const transaction = await transfer(address, chain.accounts[9]!.address, 7);
  const signature = await adapter.signAndSendTransaction({
    provider: wallet,
    network: solanaLocal,
    address,
    transaction,
    options,
  });
  expect(lastSend()?.params[1]).toMatchObject(options);
  expect(await adapter.waitForTransaction({ network: solanaLocal, hash: signature })).toEqual({
    status: 'success',
  });
  // With skipPreflight, web3.js sends preflightCommitment 'processed' whatever was asked (there is no
  // preflight to commit to), so the option is checked on its own, with a preflight.
  const second = await transfer(address, chain.accounts[9]!.address, 9);
  await adapter.signAndSendTransaction({
    provider: wallet,
    network: solanaLocal,
    address,
    transaction: second,
    options: { preflightCommitment: 'finalized' },
  });
  expect(lastSend()?.params[1]).toMatchObject({ preflightCommitment: 'finalized' });
  const methods = wallet.calls.map((call) => call.method);
  expect(methods.slice(-1)[0]).toBe(behaviour ? 'solana_signTransaction' : 'solana_signAndSendTransaction');
});

test('error: a preflightCommitment outside the SPEC enum is refused before the wallet is asked', async () => {
  const { wallet, address } = await connected(4);
  const transaction = await transfer(address, chain.accounts[9]!.address, 8);
  const calls = wallet.calls.length;
  const sends = sendCount();
  const options = { preflightCommitment: 'soon' } as never;
  await expect(
    adapter.signAndSendTransaction({ provider: wallet, network: solanaLocal, address, transaction, options }),
  ).rejects.toMatchObject({ name: 'InvalidSolanaSendOptionError', data: { option: 'preflightCommitment' } });
  await expect(
    adapter.signAndSendTransaction({
      provider: wallet,
      network: solanaLocal,
      address,
      transaction,
      options: { maxRetries: -1 },
    }),
  ).rejects.toMatchObject({ data: { option: 'maxRetries' } });
  expect(wallet.calls.length).toBe(calls);
  expect(sendCount()).toBe(sends);
});

test('behavior: sign transaction and sign all transactions return signed copies that verify and send', async () => {
  const { wallet, address } = await connected(5);
  const one = await transfer(address, chain.accounts[6]!.address, 11);
  const signed = await adapter.signTransaction({ provider: wallet, address, transaction: one });
  expect(signed).toBeInstanceOf(Transaction);
  expect(signed.verifySignatures()).toBe(true);
  const list = [
    await transfer(address, chain.accounts[6]!.address, 12),
    await transfer(address, chain.accounts[6]!.address, 13),
  ];
  const all = await adapter.signAllTransactions({ provider: wallet, address, transactions: list });
  expect(wallet.calls.at(-1)?.method).toBe('solana_signAllTransactions');
  expect(all.map((tx) => tx.verifySignatures())).toEqual([true, true]);
  const signature = await new Connection(chain.rpcUrl, { fetch: solanaRpcFetch }).sendRawTransaction(
    all[0]!.serialize(),
  );
  expect(await adapter.waitForTransaction({ network: solanaLocal, hash: signature })).toEqual({
    status: 'success',
  });
});

test('error: a rejection reaches the caller as a user rejection and sends nothing', async () => {
  const { wallet, address } = await connected(6);
  wallet.behaviour.solana_signAndSendTransaction = 'reject';
  wallet.behaviour.solana_signMessage = 'reject';
  const sends = sendCount();
  const error = await adapter
    .sendTransaction({
      provider: wallet,
      network: solanaLocal,
      request: { from: address, to: chain.accounts[7]!.address, value: 1n },
    })
    .catch((e: unknown) => e);
  expect(classifyRpcError(error)).toMatchObject({ kind: 'userRejected' });
  await expect(adapter.signMessage({ provider: wallet, address, message: 'x' })).rejects.toMatchObject({
    code: 4001,
  });
  expect(sendCount()).toBe(sends);
});

test.each([
  ['solana_signMessage', 'garbage', 'no base58 64-byte signature'],
  ['solana_signMessage', 'wrong-signature', 'the signature does not verify'],
  ['solana_signTransaction', 'garbage', 'the transaction is not base64'],
  ['solana_signTransaction', 'wrong-signature', 'the signature does not verify'],
  ['solana_signAllTransactions', 'garbage', 'expected 1 transactions'],
  ['solana_signAndSendTransaction', 'garbage', 'no base58 64-byte signature'],
] as const)('error: a malformed answer to %s (%s) is a clear error', async (method, behaviour, problem) => {
  const { wallet, address } = await connected(7);
  wallet.behaviour[method] = behaviour;
  const transaction = await transfer(address, chain.accounts[9]!.address, 3);
  const run = {
    solana_signMessage: () => adapter.signMessage({ provider: wallet, address, message: 'm' }),
    solana_signTransaction: () => adapter.signTransaction({ provider: wallet, address, transaction }),
    solana_signAllTransactions: () =>
      adapter.signAllTransactions({ provider: wallet, address, transactions: [transaction] }),
    solana_signAndSendTransaction: () =>
      adapter.signAndSendTransaction({ provider: wallet, network: solanaLocal, address, transaction }),
  }[method];
  await expect(run()).rejects.toMatchObject({
    name: 'InvalidSolanaWalletAnswerError',
    data: { method, problem: expect.stringContaining(problem) },
  });
});

test('error: malformed accounts reject connect with No ActiveCaipAddress found; the adapter keeps no state', async () => {
  const wallet = walletOf(1);
  wallet.behaviour.solana_requestAccounts = { answer: [{ pubkey: '0xabc' }] };
  await expect(adapter.connect({ provider: wallet })).rejects.toThrow('No ActiveCaipAddress found');
  wallet.behaviour.solana_requestAccounts = { answer: 'GhGV7h84iSsxBmRo3wAitj84C8DQYkyXvuQ1ZHZHrgTd' };
  await expect(adapter.connect({ provider: wallet })).rejects.toThrow('No ActiveCaipAddress found');
  expect(await adapter.getAccounts({ provider: wallet })).toEqual([]);
});

test('behavior: the Solana address vectors: valid ones connect, invalid ones are refused', async () => {
  for (const { address } of vectors.valid) {
    const wallet = walletOf(1);
    wallet.behaviour.solana_requestAccounts = { answer: [{ pubkey: address }] };
    await expect(adapter.connect({ provider: wallet })).resolves.toMatchObject({ accounts: [address] });
  }
  for (const { address } of [...vectors.invalid, ...vectors.derived_invalid]) {
    const wallet = walletOf(1);
    wallet.behaviour.solana_requestAccounts = { answer: [{ pubkey: address }] };
    await expect(adapter.connect({ provider: wallet })).rejects.toThrow('No ActiveCaipAddress found');
  }
});

test("behavior: network switching between the configured clusters is the kit's choice, per wallet", async () => {
  const { wallet } = await connected(1);
  const other = walletOf(2);
  expect(await adapter.getChainId({ provider: wallet })).toBe(solanaLocal.id);
  await adapter.switchNetwork({ provider: wallet, network: solanaDevnet });
  expect(await adapter.getChainId({ provider: wallet })).toBe(solanaDevnet.id);
  expect((await adapter.connect({ provider: wallet })).chainId).toBe(solanaDevnet.id);
  await adapter.switchNetwork({ provider: wallet, network: solanaTestnet });
  expect(await adapter.getChainId({ provider: wallet })).toBe(solanaTestnet.id);
  expect(await adapter.getChainId({ provider: other })).toBe(solanaLocal.id);
  const unconfigured = { ...solanaDevnet, caipNetworkId: 'solana:unknown' as const };
  await expect(adapter.switchNetwork({ provider: wallet, network: unconfigured })).rejects.toThrow(
    'Network not found',
  );
  expect(await adapter.getChainId({ provider: wallet })).toBe(solanaTestnet.id);
  await adapter.switchNetwork({ provider: wallet, network: solanaLocal });
});

test('behavior: events: accountsChanged validated, malformed ignored, disconnect passed; unsubscribe removes all', async () => {
  const { wallet } = await connected(1);
  const seen: unknown[] = [];
  const off = adapter.subscribe(wallet, {
    accountsChanged: (accounts) => seen.push(['accounts', accounts]),
    chainChanged: (id) => seen.push(['chain', id]),
    disconnect: () => seen.push(['disconnect']),
  });
  wallet.emit('accountsChanged', [{ pubkey: chain.accounts[3]!.address }]);
  wallet.emit('accountsChanged', ['nope']);
  wallet.emit('accountsChanged', []);
  wallet.emit('disconnect');
  off();
  wallet.emit('disconnect');
  expect(seen).toEqual([['accounts', [chain.accounts[3]!.address]], ['accounts', []], ['disconnect']]);
});

test('error: an aborted request rejects with Request was aborted; EVM-only methods say so', async () => {
  const { wallet, address } = await connected(1);
  wallet.behaviour.solana_signMessage = { answer: new Promise(() => undefined) };
  const controller = new AbortController();
  const pending = adapter.signMessage({ provider: wallet, address, message: 'm', signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toThrow('Request was aborted');
  await expect(adapter.signTypedData({ provider: wallet, address, typedData: {} })).rejects.toMatchObject({
    name: 'SolanaMethodUnsupportedError',
  });
  expect(await adapter.getCapabilities({ provider: wallet, address })).toEqual({});
});
