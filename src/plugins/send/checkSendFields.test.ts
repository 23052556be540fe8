import {
  ALICE,
  createSendTestKit,
  type SendTestKit,
  STUB_FEE_ETH,
  sendActions,
} from '../../../test/plugins/sendTestKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { selectSendButtonStep } from './sendButtonStep';
import { loadSendTokens } from './sendFlow';
import { SEND_CHECK_DEBOUNCE_MS } from './sendListeners';

// Issue 24: the form is checked while typing, once typing pauses (a name resolves, a wrong amount or
// receiver says so), so the disabled button is never the only thing said. A real kit with the plugin
// loaded; the wallet and the name API are stubs (test/plugins/sendTestKit.ts); fake timers.

let t: SendTestKit;
const send = () => t.state().send!;
const step = () => selectSendButtonStep(t.state());
const type = (action: (text: string) => unknown, text: string) => {
  for (let i = 1; i <= text.length; i++) t.kit.store.dispatch(action(text.slice(0, i)) as never);
};

beforeEach(async () => {
  t = await createSendTestKit();
  const [native] = await t.kit.store.dispatch(loadSendTokens()).unwrap();
  t.kit.store.dispatch(sendActions.sendTokenSelected(native!));
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

describe('the check while typing (debounced)', () => {
  test('behavior: a typed name is looked up once typing pauses, once; the button says "Resolving Name…" meanwhile', async () => {
    t.kit.store.dispatch(sendActions.sendAmountChanged('0.5'));
    type(sendActions.sendReceiverChanged, 'alice.portico');
    expect(step()).toBe('resolvingName');
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS - 1);
    expect(t.names.requests).toEqual([]);
    const release = t.names.hold();
    await jest.advanceTimersByTimeAsync(1);
    expect(t.names.requests).toEqual(['alice.portico']);
    expect(send().resolving).toBe(true);
    expect(step()).toBe('resolvingName');
    release();
    await jest.runOnlyPendingTimersAsync();
    expect(send()).toMatchObject({ receiverAddress: ALICE, receiverProfileName: 'alice.portico' });
    expect(step()).toBe('previewSend');
    expect(t.names.requests).toEqual(['alice.portico']);
  });

  test('behavior: each edit restarts the wait', async () => {
    t.kit.store.dispatch(sendActions.sendReceiverChanged('alice.port'));
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS - 50);
    t.kit.store.dispatch(sendActions.sendReceiverChanged('alice.portico'));
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS - 50);
    expect(t.names.requests).toEqual([]);
    await jest.advanceTimersByTimeAsync(50);
    await jest.runOnlyPendingTimersAsync();
    expect(t.names.requests).toEqual(['alice.portico']);
  });

  test('error: an unknown name and a malformed address say so under the field after the pause', async () => {
    t.kit.store.dispatch(sendActions.sendAmountChanged('0.5'));
    type(sendActions.sendReceiverChanged, 'nobody.portico');
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS);
    await jest.runOnlyPendingTimersAsync();
    expect(send().error).toMatchObject({ name: 'NameNotFoundError', data: { name: 'nobody.portico' } });
    expect(step()).toBe('invalidAddress');
    t.kit.store.dispatch(sendActions.sendReceiverChanged('0x1234'));
    // Editing the field clears its message at once; the check says it again after the pause.
    expect(send().error).toBeUndefined();
    expect(step()).toBe('invalidAddress');
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS);
    expect(send().error).toMatchObject({ name: 'SendReceiverInvalidError', data: { reason: 'format' } });
    expect(t.names.requests).toEqual(['nobody.portico']);
  });

  test('error: an amount over the native balance names what Max would fill (the fee is learnt first)', async () => {
    t.kit.store.dispatch(sendActions.sendAmountChanged('2'));
    expect(step()).toBe('insufficientFunds');
    expect(send().fieldErrors?.amount).toBeUndefined();
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS);
    await jest.runOnlyPendingTimersAsync();
    expect(t.wallet.estimated).toHaveLength(1);
    expect(send().fieldErrors?.amount).toMatchObject({
      name: 'SendAmountExceedsBalanceError',
      data: { balance: (1.5 - Number(STUB_FEE_ETH)).toString(), symbol: 'ETH' },
    });
    expect(step()).toBe('insufficientFunds');
    // A fitting amount clears it after its own pause, and asks the wallet nothing more.
    t.kit.store.dispatch(sendActions.sendAmountChanged('1'));
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS);
    expect(send().fieldErrors?.amount).toBeUndefined();
    expect(t.wallet.estimated).toHaveLength(1);
    expect(t.wallet.sent).toEqual([]);
  });

  test('behavior: a zero amount on its way (`0.`) and an empty form get no message', async () => {
    t.kit.store.dispatch(sendActions.sendAmountChanged('0.'));
    t.kit.store.dispatch(sendActions.sendReceiverChanged(''));
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS);
    await jest.runOnlyPendingTimersAsync();
    expect(send().fieldErrors?.amount).toBeUndefined();
    expect(send().error).toBeUndefined();
    expect(step()).toBe('addAmount');
    expect(t.wallet.estimated).toEqual([]);
  });

  test('behavior: a network switch drops a pending check', async () => {
    t.kit.store.dispatch(sendActions.sendReceiverChanged('alice.portico'));
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    await jest.advanceTimersByTimeAsync(SEND_CHECK_DEBOUNCE_MS * 2);
    expect(t.names.requests).toEqual([]);
    expect(send().receiverInput).toBeUndefined();
  });
});
