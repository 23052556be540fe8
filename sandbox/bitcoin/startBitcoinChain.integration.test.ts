import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { BITCOIN_REGTEST } from './bitcoinRegtest';
import { bitcoinRpc } from './bitcoinRpc';
import { FALLBACK_FEE_RATE } from './createBitcoinReader';
import { buildBitcoinTransfer } from './devWallet/buildBitcoinTransfer';
import { type StartBitcoinChainReturnType, startBitcoinChain } from './startBitcoinChain';

// The sandbox's Bitcoin chain: Debian's litecoind in regtest as a Bitcoin regtest stand-in, with
// transactions built and signed by @scure/btc-signer on Bitcoin regtest addresses. Nothing is mocked.

let chain: StartBitcoinChainReturnType;

beforeAll(async () => {
  chain = await startBitcoinChain({ accounts: 4 });
}, 60_000);
afterAll(() => chain?.stop());

const COIN = 100_000_000n;

/** A transfer from an account's payment (or ordinals) address, signed; not sent. */
async function signedTransfer(from: 'payment' | 'ordinals', index: number, to: string, amount: bigint) {
  const sender = chain.accounts[index]![from];
  const built = buildBitcoinTransfer({
    utxos: await chain.reader.utxos(sender.script),
    recipients: [{ address: to, amount }],
    feeRate: 2,
    changeAddress: sender.address,
    network: BITCOIN_REGTEST,
    ...(from === 'ordinals' ? { tapInternalKey: sender.publicKey } : {}),
  });
  if (!built) throw new Error('insufficient funds');
  built.tx.sign(sender.privateKey);
  built.tx.finalize();
  return built;
}

test('default: every dev address holds one mature 50 BTC output; the chain is declared as Bitcoin regtest', async () => {
  expect(chain.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
  expect(chain.accounts[0]!.payment.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/);
  expect(chain.accounts[0]!.ordinals.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/);
  for (const account of chain.accounts) {
    for (const { script } of [account.payment, account.ordinals]) {
      const utxos = await chain.reader.utxos(script);
      expect(utxos).toEqual([expect.objectContaining({ value: 50n * COIN, script })]);
    }
  }
  expect(await chain.reader.blockCount()).toBe(chain.accounts.length * 2 + 100);
});

test('behavior: a P2WPKH and a P2TR key-path spend are accepted and, once mined, move both balances exactly', async () => {
  const [a, b] = [chain.accounts[0]!, chain.accounts[1]!];
  const before = {
    a: await chain.reader.balance(a.payment.script),
    bPayment: await chain.reader.balance(b.payment.script),
    bOrdinals: await chain.reader.balance(b.ordinals.script),
  };
  const segwit = await signedTransfer('payment', 0, b.payment.address, 150_000_000n);
  const taproot = await signedTransfer('ordinals', 1, b.payment.address, 25_000n);
  const txids = [await chain.reader.broadcast(segwit.tx.hex), await chain.reader.broadcast(taproot.tx.hex)];
  expect(txids).toEqual([segwit.tx.id, taproot.tx.id]);
  expect(await chain.reader.confirmations(segwit.tx.id)).toBe(0);
  // Spent in the mempool: no longer offered, and the change is not confirmed yet.
  expect(await chain.reader.utxos(a.payment.script)).toEqual([]);
  await chain.reader.mine(1);
  expect(await chain.reader.confirmations(segwit.tx.id)).toBe(1);
  expect(await chain.reader.balance(a.payment.script)).toBe(before.a - 150_000_000n - segwit.fee);
  expect(await chain.reader.balance(b.payment.script)).toBe(before.bPayment + 150_000_000n + 25_000n);
  expect(await chain.reader.balance(b.ordinals.script)).toBe(before.bOrdinals - 25_000n - taproot.fee);
  // 2 sat/vB of a 1-in 2-out P2WPKH (141 vB) and of a key-path P2TR spend (~ 111 vB).
  expect(segwit.fee).toBe(282n);
  expect(taproot.fee).toBeGreaterThanOrEqual(200n);
});

test('error: a tampered signature and a double spend are refused and change nothing', async () => {
  const c = chain.accounts[2]!;
  const good = await signedTransfer('payment', 2, chain.accounts[3]!.payment.address, 10_000n);
  const raw = good.tx.extract();
  const at = raw.length - 10; // inside the witness signature
  raw[at] = raw[at]! ^ 1;
  await expect(chain.reader.broadcast(hex.encode(raw))).rejects.toMatchObject({ code: -26 });
  expect(await chain.reader.balance(c.payment.script)).toBe(50n * COIN);
  await chain.reader.broadcast(good.tx.hex);
  const double = await buildDoubleSpend(c.payment.privateKey, good.tx);
  await expect(chain.reader.broadcast(double)).rejects.toMatchObject({ code: -26 });
});

/** The same input again, paying somewhere else (conflicts with the mempool). */
async function buildDoubleSpend(key: Uint8Array, spent: Transaction): Promise<string> {
  const input = spent.getInput(0);
  const tx = new Transaction();
  tx.addInput({ txid: input.txid!, index: input.index!, witnessUtxo: input.witnessUtxo! });
  tx.addOutputAddress(chain.accounts[0]!.payment.address, 49n * COIN, BITCOIN_REGTEST);
  tx.sign(key);
  tx.finalize();
  return tx.hex;
}

test('default: on a fresh chain the fee estimate is the fallback (1 sat/vB)', async () => {
  expect(await chain.reader.feeRate()).toEqual({ satPerVbyte: FALLBACK_FEE_RATE, source: 'fallback' });
});

test('behavior: the open endpoint answers reads without credentials and refuses what it does not forward', async () => {
  const open = bitcoinRpc({ url: chain.rpcUrl });
  expect(await open<number>('getblockcount')).toBeGreaterThan(100);
  for (const method of ['stop', 'generatetodescriptor', 'dumptxoutset'])
    await expect(open(method)).rejects.toMatchObject({ code: -32601 });
  expect(chain.requests.map((r) => r.method)).toEqual(['getblockcount']);
});

test('behavior: stop ends the node and the open endpoint', async () => {
  const other = await startBitcoinChain({ accounts: 1 });
  expect(await other.reader.blockCount()).toBe(102);
  await other.stop();
  await expect(other.reader.blockCount()).rejects.toThrow();
  await expect(bitcoinRpc({ url: other.rpcUrl })('getblockcount')).rejects.toThrow();
}, 30_000);
