import { systemAccountKey as sandboxSystemAccountKey } from '../../../sandbox/polkadot/createPolkadotLedger';
import { createPolkadotRuntime } from '../../../sandbox/polkadot/polkadotRuntime';
import { decodeSs58 } from '../../core/address/ss58';
import { ethereum } from '../../core/networks/chains/evm';
import { polkadot, polkadotLocal } from '../../core/networks/chains/polkadot';
import { defineNetwork } from '../../core/networks/network';
import { createAppKit } from '../../kit/createAppKit';
import type { Eip1193Provider } from '../ChainAdapter';
import { createPolkadotAdapterImpl } from './createPolkadotAdapter';
import { polkadotAdapter } from './polkadotAdapter';
import { decodeAccountInfo, systemAccountKey } from './polkadotChainClient';

// The adapter's wallet half without a chain: what it asks a wallet and how it reads (or refuses) the
// answers. The wallets here are stubs answering fixed values, named so; the transfer and balance
// paths run against the simulator in polkadotAdapter.integration.test.ts.

// //Alice in the generic format 42, in Polkadot's 0, and //Bob in 42.
const ALICE_42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_0 = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const BOB_42 = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
/** Polkadot's genesis hash: an account bound to it is not one of the simulator's. */
const POLKADOT_GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3';

const adapter = createPolkadotAdapterImpl({
  networks: [polkadotLocal, polkadot],
  customRpcUrls: {},
  projectId: '',
  rpcServiceUrl: '',
});

/** A stub wallet: answers each method with the given value (or throws it when it is an Error). */
const stubWallet = (answers: Record<string, unknown>): Eip1193Provider & { calls: unknown[] } => {
  const calls: unknown[] = [];
  return {
    calls,
    async request(args) {
      calls.push(args);
      const answer = answers[args.method];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
};

test('default: a kit with Polkadot networks loads the Polkadot adapter on first use, once', async () => {
  const descriptor = polkadotAdapter();
  const load = jest.fn(descriptor.load!);
  const kit = createAppKit({
    projectId: 'p',
    networks: [polkadotLocal],
    adapters: [{ ...descriptor, load }],
  });
  expect(load).not.toHaveBeenCalled();
  const loaded = await kit.adapters.loadAdapter('polkadot');
  expect(loaded).toMatchObject({ namespace: 'polkadot', library: '@polkadot/api' });
  expect(await kit.adapters.loadAdapter('polkadot')).toBe(loaded);
  expect(load).toHaveBeenCalledTimes(1);
  kit.destroy();
});

test('default: an EVM-only kit has no Polkadot adapter to load', async () => {
  const kit = createAppKit({ projectId: 'p', networks: [ethereum], adapters: [] });
  await expect(kit.adapters.loadAdapter('polkadot')).rejects.toThrow('Adapter not found');
  kit.destroy();
});

test('behavior: connect (stub wallet) re-encodes the accounts in the network format, drops ones bound to another chain and repeats', async () => {
  const wallet = stubWallet({
    polkadot_requestAccounts: [
      { address: ALICE_42, genesisHash: null },
      { address: BOB_42, genesisHash: POLKADOT_GENESIS },
      { address: ALICE_0 },
    ],
  });
  expect(await adapter.connect({ provider: wallet })).toEqual({
    accounts: [ALICE_0],
    chainId: polkadotLocal.id,
  });
  expect(wallet.calls).toEqual([{ method: 'polkadot_requestAccounts' }]);
  await adapter.switchNetwork({ provider: wallet, network: polkadot });
  expect(await adapter.getChainId({ provider: wallet })).toBe(polkadot.id);
});

test.each([
  ['not a list', { address: ALICE_42 }, 'InvalidPolkadotWalletAnswerError'],
  ['a bad checksum', [{ address: `${ALICE_42.slice(0, -1)}Z` }], 'InvalidPolkadotWalletAnswerError'],
  [
    'an EVM address',
    [{ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }],
    'InvalidPolkadotWalletAnswerError',
  ],
  ['no account', [], 'NoActiveCaipAddressError'],
])('error: a connect answer with %s (stub wallet) is refused', async (_case, answer, name) => {
  await expect(
    adapter.connect({ provider: stubWallet({ polkadot_requestAccounts: answer }) }),
  ).rejects.toMatchObject({
    name,
  });
});

test('error: a sign answer that is not a 64/65/66-byte hex signature (stub wallet) is refused; the message went as the text', async () => {
  const wallet = stubWallet({ polkadot_signMessage: { signature: '0x1234' } });
  await expect(
    adapter.signMessage({ provider: wallet, address: ALICE_0, message: 'hi' }),
  ).rejects.toMatchObject({
    name: 'InvalidPolkadotWalletAnswerError',
    data: { method: 'polkadot_signMessage', problem: 'a signature of 2 bytes' },
  });
  expect(wallet.calls).toEqual([
    { method: 'polkadot_signMessage', params: { address: ALICE_0, message: 'hi' } },
  ]);
  const good = `0x01${'ab'.repeat(64)}`;
  expect(
    await adapter.signMessage({
      provider: stubWallet({ polkadot_signMessage: { signature: good } }),
      address: ALICE_0,
      message: 'hi',
    }),
  ).toBe(good);
});

test('error: signing for a non-Polkadot address, typed data and EIP-5792 calls are refused before any wallet call', async () => {
  const wallet = stubWallet({});
  await expect(
    adapter.signMessage({ provider: wallet, address: '0xabc', message: 'x' }),
  ).rejects.toMatchObject({
    name: 'NoActiveCaipAddressError',
  });
  await expect(
    adapter.signTypedData({ provider: wallet, address: ALICE_0, typedData: {} }),
  ).rejects.toMatchObject({
    name: 'PolkadotMethodUnsupportedError',
  });
  await expect(
    adapter.sendCalls({ provider: wallet, network: polkadotLocal, from: ALICE_0, calls: [] }),
  ).rejects.toMatchObject({ name: 'PolkadotMethodUnsupportedError' });
  await expect(
    adapter.waitForTransaction({ network: polkadotLocal, hash: `0x${'00'.repeat(32)}` }),
  ).rejects.toMatchObject({
    name: 'PolkadotTransactionUnknownError',
  });
  expect(wallet.calls).toEqual([]);
});

test('behavior: accountsChanged (stub wallet) reaches the kit re-encoded; a malformed list is ignored; unsubscribe removes the listener', () => {
  const listeners = new Map<string, (value: unknown) => void>();
  const wallet: Eip1193Provider = {
    request: async () => null,
    on: (event, listener) => listeners.set(event, listener as (value: unknown) => void),
    removeListener: (event) => listeners.delete(event),
  };
  const heard: string[][] = [];
  const off = adapter.subscribe(wallet, {
    accountsChanged: (accounts) => heard.push(accounts),
    chainChanged: () => undefined,
    disconnect: () => undefined,
  });
  listeners.get('accountsChanged')?.([{ address: ALICE_42 }]);
  listeners.get('accountsChanged')?.('garbage');
  listeners.get('accountsChanged')?.([]);
  off();
  expect(heard).toEqual([[ALICE_0], []]);
  expect(listeners.size).toBe(0);
});

test('error: a transfer to something that is no SS58 address, or of a negative amount, is refused before any chain or wallet call', async () => {
  const wallet = stubWallet({});
  const send = (to: string, value: bigint) =>
    adapter.sendTransaction({
      provider: wallet,
      network: polkadotLocal,
      request: { from: ALICE_0, to, value },
    });
  await expect(send('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 1n)).rejects.toMatchObject({
    name: 'InvalidPolkadotTransferError',
    data: { field: 'to' },
  });
  await expect(send(BOB_42, -1n)).rejects.toMatchObject({
    name: 'InvalidPolkadotTransferError',
    data: { field: 'value' },
  });
  await expect(
    adapter.sendTransaction({
      provider: wallet,
      network: polkadotLocal,
      request: { from: ALICE_0, to: BOB_42, value: 1n, data: '0x1234' },
    }),
  ).rejects.toMatchObject({ name: 'PolkadotMethodUnsupportedError' });
  expect(wallet.calls).toEqual([]);
});

test('default: the simulator network record is a valid network; System.Account keys and values read as the runtime writes them', () => {
  expect(defineNetwork(polkadotLocal)).toEqual(polkadotLocal);
  const alice = decodeSs58(ALICE_0)!.publicKey;
  expect(systemAccountKey(alice)).toBe(sandboxSystemAccountKey(alice));
  const runtime = createPolkadotRuntime();
  const info = runtime.registry
    .createType('FrameSystemAccountInfo', {
      nonce: 7,
      data: { free: 12345678901234567890n, reserved: 2, frozen: 3 },
    })
    .toHex();
  expect(decodeAccountInfo(info)).toEqual({
    nonce: 7,
    free: 12345678901234567890n,
    reserved: 2n,
    frozen: 3n,
  });
  expect(decodeAccountInfo(null)).toEqual({ nonce: 0, free: 0n, reserved: 0n, frozen: 0n });
  expect(decodeAccountInfo('0x1234')).toBeNull();
});
