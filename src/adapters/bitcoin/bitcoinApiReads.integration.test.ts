import { type ApiHarness, startApiHarness } from '../../../sandbox/api/testing/startApiHarness';
import { toSats } from '../../../sandbox/bitcoin/createBitcoinReader';
import { createBitcoinDevWallet } from '../../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import { installBitcoinDevWallet } from '../../../sandbox/bitcoin/devWallet/installBitcoinDevWallet';
import {
  type StartBitcoinChainReturnType,
  startBitcoinChain,
} from '../../../sandbox/bitcoin/startBitcoinChain';
import { bitcoinRegtest } from '../../core/networks/chains/bitcoin';
import { fetchBalances } from '../../kit/actions/fetchBalances';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import type { ProviderConnector } from '../ChainAdapter';
import type { BitcoinAdapter } from './BitcoinAdapterContract';
import { bitcoinAdapter } from './bitcoinAdapter';

// Issue 27 Deliver 1: with a project id and an API that indexes the network (the reference API on the
// sandbox's litecoind regtest), the adapter's balance and UTXOs come from the API, not the node's
// `scantxoutset`; an API that does not serve them leaves the node to answer. Real node, API and kit.

let chain: StartBitcoinChainReturnType;
let harness: ApiHarness;
const kits: AppKit[] = [];

beforeAll(async () => {
  chain = await startBitcoinChain({ accounts: 4 });
  harness = await startApiHarness(
    { name: 'embedded' },
    { bitcoinChains: [{ caipNetworkId: chain.caipNetworkId, rpc: chain.node }] },
  );
}, 60_000);

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await harness?.stop();
  await chain?.stop();
});

/** A kit on `apiUrl` with the dev wallet of account `index` connected through the adapter's discovery. */
async function connected(index: number, apiUrl: string) {
  const kit = createAppKit({
    projectId: 'p',
    apiUrl,
    networks: [bitcoinRegtest],
    adapters: [bitcoinAdapter()],
    customRpcUrls: { [bitcoinRegtest.caipNetworkId]: [chain.rpcUrl] },
    storage: createMemoryStorage(),
    storageNamespace: `bitcoin-api-${kits.length}`,
    features: { analytics: false },
  });
  kits.push(kit);
  const wallet = createBitcoinDevWallet({ account: chain.accounts[index]!, rpcUrl: chain.rpcUrl });
  const page = {} as Record<string, unknown>;
  installBitcoinDevWallet(wallet, page);
  const found: ProviderConnector[] = [];
  (await bitcoinAdapter().discover!()).default({
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
  return { kit, wallet, adapter, account: chain.accounts[index]! };
}

/** The node's unspent outputs of a script, in the adapter's shape. */
async function nodeUnspents(script: string) {
  const scan = await chain.node<{
    unspents: { txid: string; vout: number; amount: number; height: number }[];
  }>('scantxoutset', ['start', [`raw(${script})`]]);
  return scan.unspents
    .map((u) => ({ txid: u.txid, vout: u.vout, value: toSats(u.amount), height: u.height }))
    .sort((a, b) => a.height - b.height || (a.txid < b.txid ? -1 : 1) || a.vout - b.vout);
}

/** The `scantxoutset` calls the open endpoint forwarded while `read` ran (the node path's mark). */
async function nodeScansDuring(read: () => Promise<unknown>): Promise<number> {
  const before = chain.requests.length;
  await read();
  return chain.requests.slice(before).filter((r) => r.method === 'scantxoutset').length;
}

/** The kit's native balance read again past its cache (what a refresh after a transaction does). */
const readBalance = (kit: AppKit) => fetchBalances(kit, { forceRefetch: true });

const balanceOf = (kit: AppKit) =>
  (kit.store.getState() as RootState).chains.chains.bip122!.accountState!.balance;

test('default: balance and UTXOs come from the API, which matches the node; a mined send shows after indexing', async () => {
  await harness.api.indexer.sync();
  const { kit, adapter, account } = await connected(1, harness.api.url);
  expect(await nodeScansDuring(() => readBalance(kit))).toBe(0);
  expect(balanceOf(kit)).toBe('50');
  const network = bitcoinRegtest;
  let utxos: Awaited<ReturnType<BitcoinAdapter['getUtxos']>> = [];
  expect(
    await nodeScansDuring(
      async () => (utxos = await adapter.getUtxos({ network, address: account.payment.address })),
    ),
  ).toBe(0);
  expect(utxos).toEqual(await nodeUnspents(account.payment.script));

  const to = chain.accounts[2]!.ordinals.address;
  await kit.adapters.sendTransaction({ to, value: 25_000_000n });
  await chain.reader.mine(1);
  await harness.api.indexer.sync();
  expect(await nodeScansDuring(() => readBalance(kit))).toBe(0);
  const after = await adapter.getUtxos({ network, address: account.payment.address });
  expect(after).toEqual(await nodeUnspents(account.payment.script));
  const sats = after.reduce((sum, u) => sum + u.value, 0n);
  expect(sats).toBeLessThan(4_975_000_000n);
  expect(balanceOf(kit)).toBe(String(Number(sats) / 1e8));
  expect(await adapter.getUtxos({ network, address: to })).toEqual(
    await nodeUnspents(chain.accounts[2]!.ordinals.script),
  );
});

test('behavior: an API that does not serve the UTXO route (404 here) leaves the node to answer, with the same figures', async () => {
  const { kit, adapter, account } = await connected(3, `${harness.api.url}/elsewhere`);
  expect(await nodeScansDuring(() => readBalance(kit))).toBe(1);
  expect(balanceOf(kit)).toBe('50');
  const utxos = await adapter.getUtxos({ network: bitcoinRegtest, address: account.ordinals.address });
  expect(utxos).toEqual(await nodeUnspents(account.ordinals.script));
});
