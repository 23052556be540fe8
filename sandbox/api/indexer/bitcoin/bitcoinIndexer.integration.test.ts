import { p2wpkh } from '@scure/btc-signer';
import { pubECDSA, randomPrivateKeyBytes } from '@scure/btc-signer/utils.js';
import { BITCOIN_REGTEST } from '../../../bitcoin/bitcoinRegtest';
import { toSats } from '../../../bitcoin/createBitcoinReader';
import { createBitcoinDevWallet } from '../../../bitcoin/devWallet/createBitcoinDevWallet';
import { type StartBitcoinChainReturnType, startBitcoinChain } from '../../../bitcoin/startBitcoinChain';
import { familyApiChains } from '../../../start/familyChains';
import { describeEachDatabase } from '../../testing/describeEachDatabase';
import type { ApiHarness } from '../../testing/startApiHarness';
import type { BitcoinApiChainConfig } from './bitcoinApiChain';

// The Bitcoin indexer and its routes (issue 27 Deliver 1) on the sandbox's real node (litecoind regtest
// standing in for Bitcoin regtest, docs/bitcoin.md): what the API answers is checked against the
// node's own UTXO set (`scantxoutset`), after sends, blocks and a reorg made with invalidateblock. Each
// database variant runs against the same chain, so every figure is compared with the node, not fixed.

let chain: StartBitcoinChainReturnType;
// Filled in before the harness starts (this beforeAll runs before describeEachDatabase's own).
const bitcoinChains: BitcoinApiChainConfig[] = [];

beforeAll(async () => {
  chain = await startBitcoinChain({ accounts: 6 });
  // As `npm start` configures its API (sandbox/start/start.ts).
  bitcoinChains.push(...((await familyApiChains(Promise.resolve({ bitcoin: chain }))).bitcoinChains ?? []));
}, 60_000);

afterAll(async () => {
  await chain?.stop();
});

interface Utxo {
  txid: string;
  vout: number;
  value: string;
  height: number;
}

const byPosition = (a: Utxo, b: Utxo) =>
  a.height - b.height || (a.txid < b.txid ? -1 : a.txid > b.txid ? 1 : 0) || a.vout - b.vout;

/** The node's confirmed unspent outputs of a script, in the API's shape. */
async function nodeUtxos(script: string): Promise<Utxo[]> {
  const scan = await chain.node<{
    unspents: { txid: string; vout: number; amount: number; height: number }[];
  }>('scantxoutset', ['start', [`raw(${script})`]]);
  return scan.unspents
    .map((u) => ({ txid: u.txid, vout: u.vout, value: String(toSats(u.amount)), height: u.height }))
    .sort(byPosition);
}

/** A fresh regtest P2WPKH address nobody has paid yet. */
function freshAddress(): { address: string; script: string } {
  const payment = p2wpkh(pubECDSA(randomPrivateKeyBytes()), BITCOIN_REGTEST);
  return { address: payment.address!, script: Buffer.from(payment.script).toString('hex') };
}

/** Sends `sats` from dev account `index`'s payment address with its dev wallet; resolves with the txid. */
async function send(index: number, to: string, sats: number): Promise<string> {
  const wallet = createBitcoinDevWallet({ account: chain.accounts[index]!, rpcUrl: chain.rpcUrl });
  await wallet.request('getAccounts', { purposes: ['payment'] });
  const answer = await wallet.request('sendTransfer', { recipients: [{ address: to, amount: sats }] });
  if (!('result' in answer)) throw new Error(`sendTransfer failed: ${answer.error.message}`);
  return (answer.result as { txid: string }).txid;
}

describeEachDatabase(
  'Bitcoin indexing',
  (harness) => {
    const utxos = async (address: string, chainId = chain.caipNetworkId) =>
      harness().request('GET', `/v1/bitcoin/utxos/${address}?chainId=${chainId}&projectId=p`);
    const balance = async (address: string, query = `chainId=${chain.caipNetworkId}`) =>
      harness().request('GET', `/v1/account/${address}/balance?currency=usd&${query}`);
    /** The API's UTXOs of an address once the indexer has caught up with the node. */
    const indexed = async (h: ApiHarness, address: string): Promise<Utxo[]> => {
      await h.api.indexer.sync();
      const answer = await utxos(address);
      expect(answer.status).toBe(200);
      return answer.json.utxos;
    };

    test('default: a dev address has its 50 BTC coinbase output, as the node has it', async () => {
      // Accounts 0 and 1 only: the later tests spend from 2 and 3 (and each database variant runs them).
      for (const account of chain.accounts.slice(0, 2)) {
        for (const { address, script } of [account.payment, account.ordinals]) {
          const mine = await indexed(harness(), address);
          expect(mine).toEqual(await nodeUtxos(script));
          expect(mine).toEqual([expect.objectContaining({ value: '5000000000' })]);
        }
      }
      const answer = await balance(chain.accounts[1]!.ordinals.address);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        balances: [
          {
            name: 'Bitcoin',
            symbol: 'BTC',
            chainId: chain.caipNetworkId,
            value: 0,
            price: 0,
            quantity: { decimals: '8', numeric: '50' },
            iconUrl: expect.stringMatching(new RegExp(`^${harness().api.url}/v1/icons/`)),
          },
        ],
      });
    });

    test('behavior: a send counts once mined: the recipient output and the change, the spent output gone', async () => {
      const h = harness();
      const to = freshAddress();
      const sender = chain.accounts[2]!.payment;
      const before = await indexed(h, sender.address);
      const txid = await send(2, to.address, 1_234_567);
      // Only confirmed outputs count, as in the node's UTXO set: nothing moves while it waits.
      expect(await indexed(h, to.address)).toEqual([]);
      expect(await indexed(h, sender.address)).toEqual(before);
      const [block] = await chain.reader.mine(1);
      const height = (await chain.node<{ height: number }>('getblock', [block, 1])).height;
      expect(await indexed(h, to.address)).toEqual([
        { txid, vout: expect.any(Number), value: '1234567', height },
      ]);
      const after = await indexed(h, sender.address);
      expect(after).toEqual(await nodeUtxos(sender.script));
      expect(after).not.toEqual(before);
      // The balance route sums the same outputs, in BTC.
      const sum = after.reduce((total, u) => total + BigInt(u.value), 0n);
      const answer = await balance(sender.address);
      expect(Number(answer.json.balances[0].quantity.numeric)).toBe(Number(sum) / 1e8);
      expect((await balance(to.address)).json.balances[0].quantity.numeric).toBe('0.01234567');
    });

    test('behavior: a reorg (invalidateblock, then a longer chain without the send) rolls the send back', async () => {
      const h = harness();
      const to = freshAddress();
      const sender = chain.accounts[3]!.ordinals;
      await send(3, to.address, 2_000_000);
      const [sendBlock] = await chain.reader.mine(1);
      await chain.reader.mine(2);
      expect(await indexed(h, to.address)).toHaveLength(1);
      // The send's block and the two above it leave the chain; four empty blocks make the other branch longer.
      await chain.node('invalidateblock', [sendBlock]);
      for (let i = 0; i < 4; i++) await chain.node('generateblock', ['raw(51)', []]);
      expect(await indexed(h, to.address)).toEqual([]);
      expect(await nodeUtxos(to.script)).toEqual([]);
      expect(await indexed(h, sender.address)).toEqual(await nodeUtxos(sender.script));
      // The index now follows the new branch: its highest block is the node's best block.
      const { rows } = await h.api.db.query<{ hash: string }>(
        'select hash from indexed_blocks where chain_id = $1 order by number desc limit 1',
        [chain.caipNetworkId],
      );
      expect(rows[0]?.hash).toBe(await chain.node('getbestblockhash'));
    });

    test('error: bad addresses, chains and namespaces are 400s', async () => {
      const own = chain.accounts[0]!.payment.address;
      expect(await utxos('bcrt1qnotanaddress')).toMatchObject({
        status: 400,
        json: {
          error: { code: 'BAD_REQUEST', message: 'params.address: Invalid address: "bcrt1qnotanaddress"' },
        },
      });
      // A mainnet address (BIP-173's vector) on the regtest chain.
      const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
      expect(await utxos(mainnet)).toMatchObject({
        status: 400,
        json: { error: { code: 'BAD_REQUEST', message: expect.stringContaining('is a mainnet address') } },
      });
      expect(await utxos(own, 'bip122:000000000019d6689c085ae165831e93')).toMatchObject({
        status: 400,
        json: {
          error: {
            code: 'UNSUPPORTED_CHAIN',
            message: 'Unsupported chain: bip122:000000000019d6689c085ae165831e93',
          },
        },
      });
      expect((await utxos(own, 'eip155:31337')).status).toBe(400);
      expect((await harness().request('GET', `/v1/bitcoin/utxos/${own}`)).status).toBe(400);
      expect((await balance(mainnet)).status).toBe(400);
    });

    test('behavior: without a chainId, a balance lists the configured chains of the address family', async () => {
      const own = chain.accounts[0]!.ordinals.address;
      const answer = await balance(own, 'projectId=p');
      expect(answer.status).toBe(200);
      expect(answer.json.balances).toEqual([
        expect.objectContaining({ symbol: 'BTC', chainId: chain.caipNetworkId }),
      ]);
      // A mainnet address: no configured chain of its family, so no entry.
      expect((await balance('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'projectId=p')).json).toEqual({
        balances: [],
      });
    });
  },
  { bitcoinChains },
);

test('behavior: npm start gives its API no Bitcoin chain when the node is not running or failed to start', async () => {
  expect(await familyApiChains(Promise.resolve({}))).toEqual({});
  expect(await familyApiChains(Promise.reject(new Error('bitcoin: litecoind exited')))).toEqual({});
  expect(bitcoinChains).toEqual([{ caipNetworkId: chain.caipNetworkId, rpc: chain.node }]);
});
