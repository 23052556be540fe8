import { ApiPromise, WsProvider } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import type {} from '@polkadot/api-augment';
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { u8aToHex } from '@polkadot/util';
import { polkadotLocal } from '../../src/core/networks/chains/polkadot';
import { systemAccountKey } from './createPolkadotLedger';
import { POLKADOT_SIMULATOR_CHAIN_NAME } from './polkadotRpcMethods';
import { POLKADOT_SANDBOX_GENESIS_HASH, POLKADOT_SANDBOX_REFERENCE } from './polkadotRuntime';
import {
  POLKADOT_SANDBOX_BALANCE,
  type StartPolkadotChainReturnType,
  startPolkadotChain,
} from './startPolkadotChain';

// The Polkadot simulator with the real client: @polkadot/api 16.5.6 connects, reads System.Account
// and submits extrinsics signed by real sr25519 keys; the simulator checks them as the runtime would.

jest.setTimeout(30_000);

let chain: StartPolkadotChainReturnType;
let api: ApiPromise;
const DOT = 10n ** 10n;
/** Accounts no one funded: sr25519 keys of fixed paths, so the simulator has never seen them. */
const freshAddress = (path: string) =>
  new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri(`//Portico//${path}`).address;

beforeAll(async () => {
  // @polkadot/api logs every refused call on console.error; the refusals are asserted below.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  chain = await startPolkadotChain();
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true });
});
afterAll(async () => {
  await api?.disconnect();
  await chain?.stop();
});

const account = (index: number) => chain.accounts[index] as (typeof chain.accounts)[number];
const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt();
const nonce = async (address: string) => (await api.query.system.account(address)).nonce.toNumber();

/** Signs and sends; resolves with the finalized block hash, rejects with the node's refusal. */
const finalized = (tx: SubmittableExtrinsic<'promise'>, signer: KeyringPair) =>
  new Promise<string>((resolve, reject) => {
    tx.signAndSend(signer, (result) => {
      if (result.status.isFinalized) resolve(result.status.asFinalized.toHex());
    }).catch(reject);
  });

test('default: @polkadot/api connects to the simulator; genesis, chain name, dev accounts funded at their System.Account key', async () => {
  expect(api.genesisHash.toHex()).toBe(POLKADOT_SANDBOX_GENESIS_HASH);
  expect(chain.caipNetworkId).toBe(`polkadot:${POLKADOT_SANDBOX_REFERENCE}`);
  // The kit's network record of the simulator names this chain.
  expect(polkadotLocal.caipNetworkId).toBe(chain.caipNetworkId);
  expect((await api.rpc.system.chain()).toString()).toBe(POLKADOT_SIMULATOR_CHAIN_NAME);
  expect(api.runtimeVersion.specVersion.toNumber()).toBe(1002005);
  expect(api.consts.balances.existentialDeposit.toBigInt()).toBe(DOT);
  expect(chain.accounts.map((a) => a.uri)).toEqual([
    '//Alice',
    '//Bob',
    '//Charlie',
    '//Dave',
    '//Eve',
    '//Ferdie',
  ]);
  expect(account(0).address).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5');
  expect(api.query.system.account.key(account(0).address)).toBe(systemAccountKey(account(0).publicKey));
  expect(await free(account(0).address)).toBe(POLKADOT_SANDBOX_BALANCE);
});

test('behavior: transferKeepAlive from //Alice is finalized in a new block; both balances and the nonce move by the exact amount', async () => {
  const [alice, bob] = [account(0), account(1)];
  const before = [await free(alice.address), await free(bob.address), await nonce(alice.address)] as const;
  const height = chain.ledger.bestNumber();
  const blockHash = await finalized(
    api.tx.balances.transferKeepAlive(bob.address, 12n * DOT + 5n),
    alice.pair,
  );
  expect(chain.ledger.bestNumber()).toBe(height + 1);
  expect((await api.rpc.chain.getBlock(blockHash)).block.extrinsics).toHaveLength(1);
  expect(await free(alice.address)).toBe(before[0] - 12n * DOT - 5n);
  expect(await free(bob.address)).toBe(before[1] + 12n * DOT + 5n);
  expect(await nonce(alice.address)).toBe(before[2] + 1);
});

test('error: a tampered signature is refused (1010 bad signature) and nothing changes', async () => {
  const [charlie, bob] = [account(2), account(1)];
  const tx = await api.tx.balances.transferKeepAlive(bob.address, DOT).signAsync(charlie.pair);
  const bytes = tx.toU8a();
  // The signature sits after the length, version byte, address type and 32-byte key.
  const at = bytes.length - tx.method.toU8a().length - 10;
  bytes[at] = (bytes[at] as number) ^ 0xff;
  const before = await free(charlie.address);
  await expect(api.rpc.author.submitExtrinsic(u8aToHex(bytes))).rejects.toThrow('bad signature');
  expect(await free(charlie.address)).toBe(before);
});

test('error: a reused nonce is refused as outdated; a nonce ahead of the account is refused too', async () => {
  const [dave, bob] = [account(3), account(1)];
  await finalized(api.tx.balances.transferKeepAlive(bob.address, DOT), dave.pair);
  await expect(
    api.tx.balances.transferKeepAlive(bob.address, DOT).signAndSend(dave.pair, { nonce: 0 }),
  ).rejects.toThrow('outdated');
  await expect(
    api.tx.balances.transferKeepAlive(bob.address, DOT).signAndSend(dave.pair, { nonce: 7 }),
  ).rejects.toThrow('valid in the future');
  expect(await nonce(dave.address)).toBe(1);
});

test('error: the existential deposit and funds rules: keep-alive below the deposit, a new account below it, more than held', async () => {
  const [eve, bob] = [account(4), account(1)];
  const fresh = freshAddress('below');
  const held = await free(eve.address);
  await expect(
    api.tx.balances.transferKeepAlive(bob.address, held - DOT + 1n).signAndSend(eve.pair),
  ).rejects.toThrow('NotExpendable');
  await expect(api.tx.balances.transferKeepAlive(fresh, DOT - 1n).signAndSend(eve.pair)).rejects.toThrow(
    'BelowMinimum',
  );
  await expect(
    api.tx.balances.transferAllowDeath(bob.address, held + 1n).signAndSend(eve.pair),
  ).rejects.toThrow('FundsUnavailable');
  expect(await free(eve.address)).toBe(held);
  expect(await free(fresh)).toBe(0n);
});

test('behavior: transferAllowDeath leaving dust below the deposit reaps the sender; a new account funded at the deposit exists', async () => {
  const [ferdie, bob] = [account(5), account(1)];
  const fresh = freshAddress('funded');
  await finalized(api.tx.balances.transferAllowDeath(fresh, DOT), ferdie.pair);
  expect(await free(fresh)).toBe(DOT);
  const held = await free(ferdie.address);
  await finalized(api.tx.balances.transferAllowDeath(bob.address, held - 5n), ferdie.pair);
  const reaped = await api.query.system.account(ferdie.address);
  expect([reaped.data.free.toBigInt(), reaped.nonce.toNumber(), reaped.providers.toNumber()]).toEqual([
    0n,
    0,
    0,
  ]);
});

test('error: other calls, unsigned and undecodable extrinsics are refused; HTTP answers plain calls', async () => {
  const remark = await api.tx.system.remark('0x00').signAsync(account(1).pair);
  await expect(api.rpc.author.submitExtrinsic(remark.toHex())).rejects.toThrow('not expected');
  const unsigned = api.tx.balances.transferKeepAlive(account(0).address, DOT);
  await expect(api.rpc.author.submitExtrinsic(unsigned.toHex())).rejects.toThrow('Unsigned');
  const post = async (body: object) =>
    (await fetch(chain.rpcUrl, { method: 'POST', body: JSON.stringify(body) })).json();
  expect(
    await post({ jsonrpc: '2.0', id: 1, method: 'author_submitExtrinsic', params: ['0x0102'] }),
  ).toMatchObject({
    error: { code: 1001 },
  });
  expect(await post({ jsonrpc: '2.0', id: 2, method: 'chain_getFinalizedHead', params: [] })).toEqual({
    jsonrpc: '2.0',
    id: 2,
    result: chain.ledger.blocks.at(-1)?.hash,
  });
  expect(await post({ jsonrpc: '2.0', id: 3, method: 'eth_chainId', params: [] })).toMatchObject({
    error: { code: -32601 },
  });
});
