import { Keyring } from '@polkadot/keyring';
import { signatureVerify } from '@polkadot/util-crypto';
import {
  createPolkadotDevWallet,
  type PolkadotDevWallet,
} from '../../../sandbox/polkadot/devWallet/createPolkadotDevWallet';
import {
  type InjectedWeb3Host,
  installPolkadotDevWallet,
} from '../../../sandbox/polkadot/devWallet/installPolkadotDevWallet';
import {
  type StartPolkadotChainReturnType,
  startPolkadotChain,
} from '../../../sandbox/polkadot/startPolkadotChain';
import { eventually } from '../../../test/eventually';
import { formatUnits } from '../../core/format/parseUnits';
import { polkadotLocal } from '../../core/networks/chains/polkadot';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createPolkadotAdapterImpl } from './createPolkadotAdapter';
import { injectedPolkadotProvider } from './injectedPolkadotProvider';
import type { PolkadotAdapter } from './PolkadotAdapterContract';
import { polkadotAdapter } from './polkadotAdapter';
import { POLKADOT_CONNECTOR_PREFIX } from './startPolkadotDiscovery';

// The Polkadot adapter through a real kit, against the sandbox's Polkadot SIMULATOR (real metadata,
// real signature checks, an in-memory balances ledger; docs/polkadot.md) and the dev wallet injected
// in `injectedWeb3` with real sr25519 keys. Nothing of the adapter is mocked; the page is a minimal
// window object the kit's discovery reads (Node has no DOM, and no SDK here needs one).

jest.setTimeout(30_000);

const DOT = 10n ** 10n;
const CONNECTOR_ID = `${POLKADOT_CONNECTOR_PREFIX}portico-dev-polkadot`;

let chain: StartPolkadotChainReturnType;
const kits: AppKit[] = [];

beforeAll(async () => {
  // @polkadot/api logs each refused submission on console.error; the refusals are asserted below.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  chain = await startPolkadotChain();
});
afterAll(async () => {
  // Destroying a kit disposes its adapter, which closes the websocket it opened.
  for (const kit of kits) kit.destroy();
  await chain?.stop();
});

const state = (kit: AppKit) => kit.store.getState() as RootState;
const account = (index: number) => chain.accounts[index] as (typeof chain.accounts)[number];
const free = (index: number) =>
  chain.ledger.account(`0x${Buffer.from(account(index).publicKey).toString('hex')}`)?.free;

/** The dev wallet's entry with every extrinsic signature changed in its last byte (a wallet gone wrong). */
function tampering(wallet: PolkadotDevWallet) {
  return {
    version: wallet.version,
    async enable(origin: string) {
      const injected = await wallet.injected.enable(origin);
      const signPayload: typeof injected.signer.signPayload = async (payload) => {
        const { id, signature } = await injected.signer.signPayload(payload);
        const changed = `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}` as const;
        return { id, signature: changed as `0x${string}` };
      };
      return { ...injected, signer: { ...injected.signer, signPayload } };
    },
  };
}

interface SetupOptions {
  accounts?: number[];
  approve?: Parameters<typeof createPolkadotDevWallet>[0]['approve'];
  /** Inject the dev wallet through `tampering` instead. */
  tamper?: boolean;
}

/** A kit with the Polkadot adapter on the simulator, a page with the dev wallet, and discovery run on it. */
async function setup(options: SetupOptions = {}) {
  const wallet: PolkadotDevWallet = createPolkadotDevWallet({
    accounts: (options.accounts ?? [0]).map((index) => ({
      pair: account(index).pair,
      name: account(index).name,
    })),
    ...(options.approve ? { approve: options.approve } : {}),
  });
  const page = Object.assign(new EventTarget(), {
    injectedWeb3: {} as Record<string, unknown>,
    document: { readyState: 'complete', title: 'Portico integration' },
  });
  if (options.tamper) page.injectedWeb3[wallet.name] = tampering(wallet);
  else installPolkadotDevWallet(page as InjectedWeb3Host, wallet);
  const descriptor = polkadotAdapter();
  const kit = createAppKit({
    projectId: 'portico-test',
    networks: [polkadotLocal],
    customRpcUrls: { [polkadotLocal.caipNetworkId]: [chain.rpcUrl] },
    adapters: [descriptor],
    features: { analytics: false },
  });
  kits.push(kit);
  await kit.ready;
  const discovery = (await descriptor.discover!()).default;
  const stop = discovery({
    window: page as unknown as Window,
    addConnector: (connector) => kit.adapters.addConnector(connector),
    removeConnector: (id) => kit.adapters.removeConnector(id),
    network: () => polkadotLocal,
  });
  stop();
  return { kit, wallet };
}

test('default: the dev wallet is discovered in injectedWeb3; connecting lists its account in Polkadot format with the chain balance', async () => {
  const { kit, wallet } = await setup();
  const alice = account(0);
  expect(state(kit).connectors.connectors.map((c) => [c.id, c.name, c.chain])).toContainEqual([
    CONNECTOR_ID,
    'Portico Dev Wallet (Polkadot)',
    'polkadot',
  ]);
  await kit.adapters.connect(CONNECTOR_ID);
  expect(wallet.requests).toEqual([{ kind: 'enable', origin: 'Portico integration' }]);
  expect(state(kit).connection.status.polkadot).toBe('connected');
  expect(state(kit).chains.chains.polkadot?.accountState).toMatchObject({
    address: alice.address,
    caipAddress: `${polkadotLocal.caipNetworkId}:${alice.address}`,
  });
  const balance = await eventually(() => state(kit).chains.chains.polkadot?.accountState.balance);
  expect(balance).toBe(formatUnits(free(0)!, 10));
});

test('behavior: sign message goes to the extension signRaw; the signature verifies with signatureVerify for the exact message only', async () => {
  const { kit, wallet } = await setup();
  await kit.adapters.connect(CONNECTOR_ID);
  const signature = await kit.adapters.signMessage('Sign in to Portico');
  expect(wallet.requests.at(-1)).toEqual({
    kind: 'signRaw',
    payload: { address: account(0).address, data: '0x5369676e20696e20746f20506f727469636f', type: 'bytes' },
  });
  expect(signatureVerify('Sign in to Portico', signature, account(0).address).isValid).toBe(true);
  expect(signatureVerify('Sign in to Portico!', signature, account(0).address).isValid).toBe(false);
});

test('behavior: a transfer is signed through signPayload, finalized on the chain, and both balances move by the exact amount', async () => {
  const { kit, wallet } = await setup({ accounts: [2] });
  await kit.adapters.connect(CONNECTOR_ID);
  const bob = account(1);
  const before = [free(2)!, free(1)!] as const;
  const hash = await kit.adapters.sendTransaction({ to: bob.address, value: 12n * DOT + 34n });
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(await kit.adapters.waitForTransaction(hash)).toEqual({ status: 'success' });
  expect(wallet.requests.at(-1)).toMatchObject({
    kind: 'signPayload',
    payload: { address: account(2).address },
  });
  // The simulator charges no fee (docs/polkadot.md), so the amounts are exact.
  expect([free(2), free(1)]).toEqual([before[0] - 12n * DOT - 34n, before[1] + 12n * DOT + 34n]);
  // The kit reads the balance again once the transfer is final.
  const after = formatUnits(before[0] - 12n * DOT - 34n, 10);
  await eventually(() =>
    state(kit).chains.chains.polkadot?.accountState.balance === after ? true : undefined,
  );
});

test('error: a transfer under the existential deposit is refused with the typed error before the wallet is asked; nothing moves', async () => {
  const { kit, wallet } = await setup({ accounts: [3] });
  await kit.adapters.connect(CONNECTOR_ID);
  const adapter = (await kit.adapters.loadAdapter('polkadot')) as PolkadotAdapter;
  const held = free(3)!;
  const asked = wallet.requests.length;
  const refusal = kit.adapters.sendTransaction({ to: account(1).address, value: held - DOT + 1n });
  await expect(refusal).rejects.toMatchObject({
    name: 'PolkadotExistentialDepositError',
    data: {
      account: 'sender',
      address: account(3).address,
      existentialDeposit: String(DOT),
      minimum: '1',
      symbol: 'DOT',
    },
  });
  const preview = await adapter.previewTransfer({
    network: polkadotLocal,
    request: { from: account(3).address, to: account(1).address, value: held - DOT + 1n },
  });
  expect(preview).toMatchObject({ fee: 0n, existentialDeposit: DOT, senderAfter: DOT - 1n });
  expect(wallet.requests.length).toBe(asked);
  expect(free(3)).toBe(held);
});

test('error: the wallet declining a signature is the kit rejection error (4001) and the session stays', async () => {
  const { kit } = await setup({ accounts: [4], approve: (request) => request.kind === 'enable' });
  await kit.adapters.connect(CONNECTOR_ID);
  await expect(kit.adapters.signMessage('no')).rejects.toMatchObject({
    name: 'PolkadotUserRejectedError',
    code: 4001,
  });
  await expect(kit.adapters.sendTransaction({ to: account(1).address, value: DOT })).rejects.toMatchObject({
    code: 4001,
  });
  expect(state(kit).connection.status.polkadot).toBe('connected');
});

test('error: a recipient left under the existential deposit is refused with the typed error (account "recipient")', async () => {
  const { kit, wallet } = await setup({ accounts: [0] });
  await kit.adapters.connect(CONNECTOR_ID);
  const asked = wallet.requests.length;
  const fresh = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri(
    '//Portico//integration//fresh',
  ).address;
  await expect(kit.adapters.sendTransaction({ to: fresh, value: DOT - 1n })).rejects.toMatchObject({
    name: 'PolkadotExistentialDepositError',
    data: { account: 'recipient', address: fresh, balanceAfter: String(DOT - 1n) },
  });
  expect(wallet.requests.length).toBe(asked);
});

test('error: a wallet whose extrinsic signature does not verify is refused before the chain sees it; nothing moves', async () => {
  const { kit } = await setup({ accounts: [4], tamper: true });
  await kit.adapters.connect(CONNECTOR_ID);
  const before = [free(4), free(1)];
  const submitted = chain.requests.filter((r) => r.method.startsWith('author_')).length;
  await expect(kit.adapters.sendTransaction({ to: account(1).address, value: DOT })).rejects.toMatchObject({
    name: 'InvalidPolkadotWalletAnswerError',
    data: { method: 'polkadot_signTransaction', problem: 'the signature does not verify' },
  });
  expect(chain.requests.filter((r) => r.method.startsWith('author_')).length).toBe(submitted);
  expect([free(4), free(1)]).toEqual(before);
});

test("behavior: sending nearly everything: keep-alive (the kit's send) is refused; allow-death is sent and reaps the sender", async () => {
  const { kit, wallet } = await setup({ accounts: [5] });
  await kit.adapters.connect(CONNECTOR_ID);
  const adapter = (await kit.adapters.loadAdapter('polkadot')) as PolkadotAdapter;
  const [ferdie, bob] = [account(5).address, account(1).address];
  const value = free(5)! - 5n;
  await expect(kit.adapters.sendTransaction({ to: bob, value })).rejects.toMatchObject({
    name: 'PolkadotExistentialDepositError',
    data: { account: 'sender', balanceAfter: '5' },
  });
  const bobBefore = free(1)!;
  const provider = injectedPolkadotProvider(wallet.injected, 'Portico integration');
  const hash = await adapter.sendTransfer({
    provider,
    network: polkadotLocal,
    request: { from: ferdie, to: bob, value, keepAlive: false },
  });
  expect(await adapter.waitForTransaction({ network: polkadotLocal, hash })).toEqual({ status: 'success' });
  // Reaped: the account is gone from the chain, its 5 planck of dust burned.
  expect(free(5)).toBeUndefined();
  expect(free(1)).toBe(bobBefore + value);
});

test('behavior: after a reload a fresh adapter reconnects without a prompt (the site stays enabled in the extension)', async () => {
  const { kit, wallet } = await setup({ accounts: [1] });
  await kit.adapters.connect(CONNECTOR_ID);
  const reloaded = createPolkadotAdapterImpl({
    networks: [polkadotLocal],
    customRpcUrls: { [polkadotLocal.caipNetworkId]: [chain.rpcUrl] },
    projectId: '',
    rpcServiceUrl: '',
  });
  const provider = injectedPolkadotProvider(wallet.injected, 'Portico integration');
  expect(await reloaded.reconnect({ provider })).toEqual({
    accounts: [account(1).address],
    chainId: polkadotLocal.id,
  });
  expect(wallet.requests.filter((r) => r.kind === 'enable')).toHaveLength(1);
});

test('error: more than the sender holds (allow-death) is the chain refusal as a typed error with its reason; nothing moves', async () => {
  const { kit, wallet } = await setup({ accounts: [3] });
  await kit.adapters.connect(CONNECTOR_ID);
  const adapter = (await kit.adapters.loadAdapter('polkadot')) as PolkadotAdapter;
  const before = [free(3), free(1)];
  const provider = injectedPolkadotProvider(wallet.injected, 'Portico integration');
  await expect(
    adapter.sendTransfer({
      provider,
      network: polkadotLocal,
      request: { from: account(3).address, to: account(1).address, value: free(3)! + 1n, keepAlive: false },
    }),
  ).rejects.toMatchObject({
    name: 'PolkadotTransactionRefusedError',
    data: { code: 1010, reason: expect.stringContaining('FundsUnavailable') },
  });
  expect([free(3), free(1)]).toEqual(before);
});

test('behavior: when the node goes away the adapter drops its connection; once a node answers on the URL again, the next call reconnects', async () => {
  const first = await startPolkadotChain();
  const adapter = createPolkadotAdapterImpl({
    networks: [polkadotLocal],
    customRpcUrls: { [polkadotLocal.caipNetworkId]: [first.rpcUrl] },
    projectId: '',
    rpcServiceUrl: '',
  });
  const request = { from: account(0).address, to: account(1).address, value: DOT };
  const preview = () => adapter.previewTransfer({ network: polkadotLocal, request });
  try {
    expect((await preview()).warnings).toEqual([]);
    await first.stop();
    await expect(preview()).rejects.toBeDefined();
    const second = await startPolkadotChain({ port: first.port });
    try {
      const again = await eventually(() =>
        preview().then(
          (value) => value,
          () => undefined,
        ),
      );
      expect(again.existentialDeposit).toBe(DOT);
      expect(second.requests.some((r) => r.method === 'state_getMetadata' || r.method === 'state_call')).toBe(
        true,
      );
    } finally {
      await adapter.dispose();
      await second.stop();
    }
  } finally {
    await first.stop().catch(() => undefined);
  }
});
