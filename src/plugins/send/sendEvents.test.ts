import {
  ALICE,
  createSendTestKit,
  HASH,
  pending,
  type SendTestKit,
  sendActions,
  USDC,
} from '../../../test/plugins/sendTestKit';
import type { AppKitEvent } from '../../core/events/appKitEvents';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { optionsSlice } from '../../store/slices/optionsSlice';
import { typeSendAmount } from './amountInput';
import { resolveReceiver } from './resolveReceiver';
import { loadSendTokens, reviewSend, SEND_TIMEOUT_MS, sendTransfer } from './sendFlow';

// AppKit's send events as a host meets them (`kit.subscribeEvents`), from the Send button of the
// preview and from a headless send: a real kit with the send plugin loaded; the wallet (the runtime's
// transaction service) and the name / balance API are the stubs of test/plugins/sendTestKit.ts.

let t: SendTestKit;
let seen: AppKitEvent['data'][];

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

async function setup() {
  t = await createSendTestKit();
  seen = [];
  t.kit.subscribeEvents((event) => seen.push(event.data));
}

/** The send events received so far (OPEN_SEND excepted: the Account view raises it, not the flow). */
const sendEvents = () => seen.filter((data) => /^SEND_/.test(data.event));

/** Fills the form with `token`, `amount` and ALICE's address, as the views do. */
async function fill(token: 'native' | 'USDC', amount: string) {
  const tokens = await t.kit.store.dispatch(loadSendTokens()).unwrap();
  t.kit.store.dispatch(sendActions.sendTokenSelected(tokens[token === 'native' ? 0 : 1]!));
  t.kit.store.dispatch(sendActions.sendAmountChanged(amount));
  await t.kit.store.dispatch(resolveReceiver(ALICE)).unwrap();
}

/** The Account -> Send -> Preview path of the modal, up to the preview's Send button. */
async function toPreview(token: 'native' | 'USDC', amount: string) {
  t.kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
  t.kit.store.dispatch(modalSlice.actions.pushed({ view: 'WalletSend' }));
  await fill(token, amount);
  await t.kit.store.dispatch(reviewSend()).unwrap();
}

const NATIVE_HALF = { isSmartAccount: false, network: 'eip155:1', token: 'native', amount: '0.5' };

describe('send events (kit.subscribeEvents)', () => {
  test('default: Send on the preview raises SEND_INITIATED while the wallet has it, then SEND_SUCCESS with the hash', async () => {
    await setup();
    await toPreview('native', '0.5');
    expect(sendEvents()).toEqual([]);
    const answer = pending<string>();
    t.wallet.send = () => answer.promise;
    const sending = t.kit.store.dispatch(sendTransfer());
    await Promise.resolve();
    expect(sendEvents()).toEqual([{ type: 'track', event: 'SEND_INITIATED', properties: NATIVE_HALF }]);
    answer.resolve(HASH);
    await sending;
    expect(sendEvents()).toEqual([
      { type: 'track', event: 'SEND_INITIATED', properties: NATIVE_HALF },
      { type: 'track', event: 'SEND_SUCCESS', properties: { ...NATIVE_HALF, hash: HASH } },
    ]);
  });

  test('behavior: a headless token send names the token by its CAIP-10 address and the amount as a plain decimal', async () => {
    await setup();
    await fill('USDC', '1.50');
    await t.kit.store.dispatch(reviewSend()).unwrap();
    await t.kit.store.dispatch(sendTransfer()).unwrap();
    const properties = {
      isSmartAccount: false,
      network: 'eip155:1',
      token: `eip155:1:${USDC}`,
      amount: '1.5',
    };
    expect(sendEvents()).toEqual([
      { type: 'track', event: 'SEND_INITIATED', properties },
      { type: 'track', event: 'SEND_SUCCESS', properties: { ...properties, hash: HASH } },
    ]);
  });

  test('behavior: an amount typed in German (0,50) is reported as the plain decimal 0.5', async () => {
    await setup();
    t.kit.store.dispatch(optionsSlice.actions.localeSet('de-DE'));
    await fill('native', '0');
    t.kit.store.dispatch(typeSendAmount('0,50'));
    expect(t.state().send?.sendTokenAmount).toBe('0,50');
    await t.kit.store.dispatch(reviewSend()).unwrap();
    await t.kit.store.dispatch(sendTransfer()).unwrap();
    expect(sendEvents().map((data) => 'properties' in data && data.properties)).toEqual([
      NATIVE_HALF,
      { ...NATIVE_HALF, hash: HASH },
    ]);
  });

  test('behavior: a smart account is isSmartAccount: true', async () => {
    await setup();
    t.kit.store.dispatch(
      chainsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: 'smartAccount' }),
    );
    await toPreview('native', '0.5');
    await t.kit.store.dispatch(sendTransfer()).unwrap();
    expect(sendEvents().map((data) => [data.event, 'properties' in data && data.properties])).toEqual([
      ['SEND_INITIATED', { ...NATIVE_HALF, isSmartAccount: true }],
      ['SEND_SUCCESS', { ...NATIVE_HALF, isSmartAccount: true, hash: HASH }],
    ]);
  });

  test('error: a refusal in the wallet (4001) is SEND_REJECTED with its message, not SEND_ERROR', async () => {
    await setup();
    await toPreview('native', '0.5');
    t.wallet.send = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    const result = await t.kit.store.dispatch(sendTransfer());
    const { message } = result.payload as { message: string };
    expect(sendEvents()).toEqual([
      { type: 'track', event: 'SEND_INITIATED', properties: NATIVE_HALF },
      { type: 'track', event: 'SEND_REJECTED', properties: { ...NATIVE_HALF, message } },
    ]);
  });

  test("error: any other failure is SEND_ERROR with the error's message", async () => {
    await setup();
    await toPreview('native', '0.5');
    t.wallet.send = async () => {
      throw new Error('nonce too low');
    };
    await t.kit.store.dispatch(sendTransfer());
    expect(sendEvents()).toEqual([
      { type: 'track', event: 'SEND_INITIATED', properties: NATIVE_HALF },
      { type: 'track', event: 'SEND_ERROR', properties: { ...NATIVE_HALF, message: 'nonce too low' } },
    ]);
  });

  test('error: a wallet that never answers is SEND_ERROR once SEND_TIMEOUT_MS has passed (fake timers)', async () => {
    await setup();
    await toPreview('USDC', '1');
    t.wallet.send = () => new Promise<string>(() => undefined);
    jest.useFakeTimers();
    const sending = t.kit.store.dispatch(sendTransfer());
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(sendEvents().map((data) => data.event)).toEqual(['SEND_INITIATED']);
    await jest.advanceTimersByTimeAsync(1);
    const result = await sending;
    expect(sendEvents().map((data) => data.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
    expect(sendEvents()[1]).toMatchObject({
      properties: { message: (result.payload as { message: string }).message },
    });
  });

  test('error: a form that is not valid when sent asks no wallet and raises no send event', async () => {
    await setup();
    await fill('native', '0.5');
    t.kit.store.dispatch(sendActions.sendReceiverChanged(''));
    const result = await t.kit.store.dispatch(sendTransfer());
    expect(result.payload).toMatchObject({ name: 'SendAmountAndReceiverRequiredError' });
    expect(t.wallet.sent).toEqual([]);
    expect(sendEvents()).toEqual([]);
  });

  test('behavior: a network switch while the wallet has the request still reports its outcome, for the network it was sent on', async () => {
    await setup();
    await toPreview('native', '0.5');
    const answer = pending<string>();
    t.wallet.send = () => answer.promise;
    const sending = t.kit.store.dispatch(sendTransfer());
    await Promise.resolve();
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    answer.resolve(HASH);
    await sending;
    expect(sendEvents()).toEqual([
      { type: 'track', event: 'SEND_INITIATED', properties: NATIVE_HALF },
      { type: 'track', event: 'SEND_SUCCESS', properties: { ...NATIVE_HALF, hash: HASH } },
    ]);
  });
});
