/** @jest-environment ./test/plugins/jsdomWithEncodingEnvironment.ts */
import { toBech32 } from '@cosmjs/encoding';
import { decodeTxRaw } from '@cosmjs/proto-signing';
import { cosmosKit, cosmosState } from '../../../test/adapters/cosmosKit';
import { eventually } from '../../../test/eventually';
import { loadSendPlugin } from './loadSendPlugin';

// Issue 27 Deliver 3: the Send plugin on Cosmos, headless, through a real kit with the Cosmos adapter
// and the dev wallet injected as `window.keplr` (a real secp256k1 key signing with cosmjs) on the
// sandbox's CometBFT RPC SIMULATOR (docs/cosmos.md). Balances and the transaction are read back with
// @cosmjs/stargate, the memo decoded from the transaction bytes in the block.

const sandbox = cosmosKit();
const { uatom } = sandbox;
const state = cosmosState;
const broadcasts = () => sandbox.chain().requests.filter((r) => r.method === 'broadcast_tx_sync').length;

/** A kit connected with Keplr on account `index`, the send plugin loaded and ATOM selected. */
async function sendForm(index: number) {
  const { kit, wallet } = await sandbox.connectedKit(index);
  await eventually(() => state(kit).chains.chains.cosmos?.accountState.balance);
  const send = await loadSendPlugin(kit);
  const [native] = await kit.store.dispatch(send.loadSendTokens()).unwrap();
  kit.store.dispatch(send.sendTokenSelected(native!));
  const signed = () => wallet.calls.filter((c) => c.method === 'signDirect').length;
  return { kit, send, signed, native: native! };
}

test('behavior: ATOM with a memo — the memo is in the transaction on chain; balances move by the amount and the fee shown exactly', async () => {
  const { kit, send, native } = await sendForm(1);
  expect(native).toMatchObject({ symbol: 'ATOM', decimals: 6, balance: '1000' });
  const [from, to] = [sandbox.chain().accounts[1]!.address, sandbox.chain().accounts[2]!.address];
  const before = [await uatom(from), await uatom(to)];
  kit.store.dispatch(send.sendAmountChanged('1.25'));
  await kit.store.dispatch(send.resolveReceiver(to)).unwrap();
  kit.store.dispatch(send.sendMemoChanged('deposit 7781 · é'));
  await kit.store.dispatch(send.reviewSend()).unwrap();
  const fee = state(kit).send?.fee;
  expect(fee).toMatchObject({ fee: '5000', symbol: 'ATOM', decimals: 6 });
  const { hash } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  await expect(kit.adapters.waitForTransaction(hash)).resolves.toEqual({ status: 'success' });
  const tx = await sandbox.stargate().getTx(hash);
  expect(tx?.code).toBe(0);
  expect(decodeTxRaw(tx!.tx).body.memo).toBe('deposit 7781 · é');
  expect(await uatom(from)).toBe(before[0]! - 1_250_000n - BigInt(fee!.fee));
  expect(await uatom(to)).toBe(before[1]! + 1_250_000n);
});

test('error: a memo over 256 characters and a receiver of another chain prefix are refused before the wallet; nothing is signed or broadcast', async () => {
  const { kit, send, signed } = await sendForm(3);
  const sent = broadcasts();
  kit.store.dispatch(send.sendAmountChanged('1'));
  kit.store.dispatch(send.sendReceiverChanged(toBech32('osmo', new Uint8Array(20).fill(7))));
  expect(send.selectSendButtonStep(state(kit))).toBe('invalidAddress');
  await expect(kit.store.dispatch(send.reviewSend()).unwrap()).rejects.toMatchObject({
    name: 'SendReceiverInvalidError',
  });
  await kit.store.dispatch(send.resolveReceiver(sandbox.chain().accounts[4]!.address)).unwrap();
  kit.store.dispatch(send.sendMemoChanged('m'.repeat(257)));
  expect(send.selectSendButtonStep(state(kit))).toBe('memoTooLong');
  await expect(kit.store.dispatch(send.reviewSend()).unwrap()).rejects.toMatchObject({
    name: 'SendMemoTooLongError',
    data: { max: 256, length: 257 },
  });
  expect(state(kit).send?.fieldErrors?.memo?.name).toBe('SendMemoTooLongError');
  await expect(kit.store.dispatch(send.sendTransfer()).unwrap()).rejects.toMatchObject({
    name: 'SendMemoTooLongError',
  });
  expect(signed()).toBe(0);
  expect(broadcasts()).toBe(sent);
  // Max is the balance less the fee; 256 characters pass.
  kit.store.dispatch(send.sendMemoChanged('m'.repeat(256)));
  await expect(kit.store.dispatch(send.setMaxAmount()).unwrap()).resolves.toBe('999.995');
  expect(send.selectSendButtonStep(state(kit))).toBe('previewSend');
});
