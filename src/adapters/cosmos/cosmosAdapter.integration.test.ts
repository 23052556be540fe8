/** @jest-environment ./test/plugins/jsdomWithEncodingEnvironment.ts */
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64, toUtf8 } from '@cosmjs/encoding';
import { decodeTxRaw } from '@cosmjs/proto-signing';
import { connectComet } from '@cosmjs/tendermint-rpc';
import { cosmosKit, cosmosState } from '../../../test/adapters/cosmosKit';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { COSMOS_SEND_FEE } from './buildCosmosTransfer';
import type { CosmosTransactionRequest } from './CosmosAdapterContract';
import { KEPLR_CONNECTOR_ID } from './startCosmosDiscovery';

// The Cosmos adapter through a real kit, as a page has it: the dev wallet is injected as
// `window.keplr` (a real secp256k1 key signing with cosmjs), the kit discovers it, connects, signs an
// ADR-036 message (verified here with cosmjs's own amino doc and secp256k1) and sends through the
// sandbox's CometBFT RPC simulator, whose balances are read back with @cosmjs/stargate.

const sandbox = cosmosKit();
const { injectWallet, startKit, uatom } = sandbox;
const state = cosmosState;

/** Polls a real condition (the discovery chunk loads asynchronously). */
async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

test('default: the kit lists Keplr, connects the bech32 account on the sandbox chain and reads its balance', async () => {
  const wallet = injectWallet(1);
  const kit = await startKit();
  expect(state(kit).connectors.connectors.find((c) => c.id === KEPLR_CONNECTOR_ID)).toMatchObject({
    name: 'Keplr',
    chain: 'cosmos',
    type: 'INJECTED',
  });
  await kit.adapters.connect(KEPLR_CONNECTOR_ID);
  expect(wallet.calls.map((c) => c.method)).toEqual(['enable', 'getKey']);
  expect(wallet.calls[0]?.args).toEqual([[sandbox.chain().chainId]]);
  const cosmos = state(kit).chains.chains.cosmos;
  expect(state(kit).connection.status.cosmos).toBe('connected');
  expect(cosmos?.accountState.address).toBe(sandbox.chain().accounts[1]!.address);
  expect(cosmos?.networkState.caipNetworkId).toBe('cosmos:portico-sandbox-1');
  await waitUntil(() => state(kit).chains.chains.cosmos?.accountState.balance !== undefined);
  expect(state(kit).chains.chains.cosmos?.accountState).toMatchObject({
    balance: '1000',
    balanceSymbol: 'ATOM',
  });
});

test('behavior: signMessage is ADR-036 signArbitrary; the signature verifies over the MsgSignData amino doc', async () => {
  const wallet = injectWallet(2);
  const kit = await startKit();
  await kit.adapters.connect(KEPLR_CONNECTOR_ID);
  const address = sandbox.chain().accounts[2]!.address;
  const signature = await kit.adapters.signMessage('Sign in to Portico');
  expect(wallet.calls.at(-1)).toEqual({
    method: 'signArbitrary',
    args: [sandbox.chain().chainId, address, 'Sign in to Portico'],
  });
  // ADR-036: chain id, memo, fee, numbers empty; the data base64 in a sign/MsgSignData by the signer.
  const doc = makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer: address, data: toBase64(toUtf8('Sign in to Portico')) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  );
  const digest = sha256(serializeSignDoc(doc));
  const publicKey = sandbox.chain().accounts[2]!.publicKey;
  const verified = await Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    digest,
    publicKey,
  );
  expect(verified).toBe(true);
  const other = sha256(serializeSignDoc({ ...doc, memo: 'x' }));
  expect(
    await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(signature)),
      other,
      publicKey,
    ),
  ).toBe(false);
});

test('behavior: a send with a memo is signed direct by the wallet, lands in a block with its memo; both balances move', async () => {
  const wallet = injectWallet(3);
  const kit = await startKit();
  await kit.adapters.connect(KEPLR_CONNECTOR_ID);
  const [from, to] = [sandbox.chain().accounts[3]!.address, sandbox.chain().accounts[4]!.address];
  const before = [await uatom(from), await uatom(to)];
  const request: Omit<CosmosTransactionRequest, 'from'> = {
    to,
    value: 1_500_000n,
    memo: 'exchange deposit 7781',
  };
  const hash = await kit.adapters.sendTransaction(request);
  expect(hash).toMatch(/^[0-9A-F]{64}$/);
  expect(wallet.calls.at(-1)?.method).toBe('signDirect');
  expect(await kit.adapters.waitForTransaction(hash)).toEqual({ status: 'success' });
  // Read back with CometBFT's `tx` by hash: the block holds the memo the wallet signed.
  const comet = await connectComet(sandbox.chain().rpcUrl);
  const found = await comet.tx({ hash: fromHex(hash) });
  comet.disconnect();
  expect(found.result.code).toBe(0);
  expect(decodeTxRaw(found.tx).body.memo).toBe('exchange deposit 7781');
  expect(sandbox.chain().requests.some((r) => r.method === 'tx')).toBe(true);
  expect([await uatom(from), await uatom(to)]).toEqual([
    before[0]! - 1_500_000n - COSMOS_SEND_FEE,
    before[1]! + 1_500_000n,
  ]);
  // The kit reads the balances again once the transaction is in: the header shows the new figure.
  await waitUntil(() => state(kit).chains.chains.cosmos?.accountState.balance === '998.495');
});

test('error: a send over the balance is refused with CosmosInsufficientFundsError before the wallet is asked; nothing moves', async () => {
  const wallet = injectWallet(5);
  const kit = await startKit();
  await kit.adapters.connect(KEPLR_CONNECTOR_ID);
  const [from, to] = [sandbox.chain().accounts[5]!.address, sandbox.chain().accounts[6]!.address];
  const before = [await uatom(from), await uatom(to)];
  const broadcasts = () => sandbox.chain().requests.filter((r) => r.method === 'broadcast_tx_sync').length;
  const sent = broadcasts();
  await expect(kit.adapters.sendTransaction({ to, value: 1_000_000_000n })).rejects.toMatchObject({
    name: 'CosmosInsufficientFundsError',
    data: { needed: String(1_000_000_000n + COSMOS_SEND_FEE), available: '1000000000', denom: 'uatom' },
  });
  expect(wallet.calls.some((c) => c.method === 'signDirect')).toBe(false);
  expect(broadcasts()).toBe(sent);
  expect([await uatom(from), await uatom(to)]).toEqual(before);
  expect(state(kit).connection.status.cosmos).toBe('connected');
});

test('error: a declined signature is a user rejection (4001); a malformed signature is refused; the session stays', async () => {
  const wallet = injectWallet(7);
  const kit = await startKit();
  await kit.adapters.connect(KEPLR_CONNECTOR_ID);
  wallet.behaviour.signArbitrary = 'reject';
  await expect(kit.adapters.signMessage('no')).rejects.toMatchObject({ code: 4001 });
  wallet.behaviour.signArbitrary = {
    answer: {
      pub_key: {
        type: 'tendermint/PubKeySecp256k1',
        value: toBase64(sandbox.chain().accounts[7]!.publicKey),
      },
      signature: toBase64(new Uint8Array(64).fill(1)),
    },
  };
  await expect(kit.adapters.signMessage('forged')).rejects.toMatchObject({
    name: 'InvalidCosmosWalletAnswerError',
    data: { method: 'cosmos_signArbitrary', problem: 'the signature does not verify' },
  });
  wallet.behaviour.signDirect = 'reject';
  const to = sandbox.chain().accounts[8]!.address;
  await expect(kit.adapters.sendTransaction({ to, value: 1n })).rejects.toMatchObject({ code: 4001 });
  expect(state(kit).chains.chains.cosmos?.accountState.address).toBe(sandbox.chain().accounts[7]!.address);
});

test('behavior: a key switch in Keplr (keplr_keystorechange) moves the kit to the new account and its balance', async () => {
  const wallet = injectWallet(9);
  const kit = await startKit();
  await kit.adapters.connect(KEPLR_CONNECTOR_ID);
  wallet.selectAccount(0);
  await waitUntil(
    () => state(kit).chains.chains.cosmos?.accountState.address === sandbox.chain().accounts[0]!.address,
  );
  expect(wallet.calls.at(-1)).toEqual({ method: 'getKey', args: [sandbox.chain().chainId] });
  expect(state(kit).connection.status.cosmos).toBe('connected');
});

test('behavior: disconnect ends the session in the wallet (disable); a reload reconnects without a prompt', async () => {
  const wallet = injectWallet(8);
  const storage = createMemoryStorage();
  const kit = await startKit(storage);
  await kit.adapters.connect(KEPLR_CONNECTOR_ID);
  // The connection slice is written as the state changes; the next kit reads it as a reload would.
  const persisted = () =>
    Object.entries(storage.dump()).some(
      ([key, value]) => key.endsWith('/connection') && value.includes(KEPLR_CONNECTOR_ID),
    );
  await waitUntil(persisted);
  sandbox.destroyKit(kit);
  const reloaded = await startKit(storage);
  await reloaded.adapters.reconnect();
  await waitUntil(() => state(reloaded).connection.status.cosmos === 'connected');
  expect(wallet.calls.filter((c) => c.method === 'enable')).toHaveLength(1);
  await reloaded.adapters.disconnect({ namespace: 'cosmos' });
  expect(state(reloaded).connection.status.cosmos).toBe('disconnected');
  await expect(wallet.getKey(sandbox.chain().chainId)).rejects.toThrow('not enabled');
});
