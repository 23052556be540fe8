import {
  ALICE,
  AVATAR,
  createSendTestKit,
  HASH,
  pending,
  type SendTestKit,
  sendActions,
  USDC,
} from '../../../test/plugins/sendTestKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { resolveReceiver } from './resolveReceiver';
import { loadSendTokens, reviewSend, SEND_TIMEOUT_MS, sendTransfer } from './sendFlow';
import { NATIVE_TOKEN } from './sendTypes';

// The send thunks driven headless through a real kit with the plugin loaded. The wallet (the runtime's
// transaction service) and the name / balance answers of the blockchain API are stubs (see
// test/plugins/sendTestKit.ts); the same flow against anvil and a real adapter is test/adapters.

let t: SendTestKit;
const send = () => t.state().send!;
const views = () => t.state().modal.history.map((entry) => entry.view);

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

/** Fills the form with `token` ('native' or USDC), `amount` and ALICE's address, as the views do. */
async function fill(token: 'native' | 'USDC', amount: string) {
  const tokens = await t.kit.store.dispatch(loadSendTokens()).unwrap();
  t.kit.store.dispatch(sendActions.sendTokenSelected(tokens[token === 'native' ? 0 : 1]!));
  t.kit.store.dispatch(sendActions.sendAmountChanged(amount));
  await t.kit.store.dispatch(resolveReceiver(ALICE)).unwrap();
}

/** Opens the modal as the Account -> Send path does, then reviews (which pushes the preview). */
async function toPreview(token: 'native' | 'USDC', amount: string) {
  t.kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
  t.kit.store.dispatch(modalSlice.actions.pushed({ view: 'WalletSend' }));
  await fill(token, amount);
  await t.kit.store.dispatch(reviewSend()).unwrap();
  expect(views()).toEqual(['Account', 'WalletSend', 'WalletSendPreview']);
}

describe('send thunks (stub wallet, stub name API)', () => {
  test('default: the token list is native then the ERC-20s, and networkBalanceInUSD is the native value of the Tokens list', async () => {
    t = await createSendTestKit();
    const tokens = await t.kit.store.dispatch(loadSendTokens()).unwrap();
    expect(tokens.map((x) => [x.address, x.symbol, x.balance])).toEqual([
      [NATIVE_TOKEN, 'ETH', '1.5'],
      [`eip155:1:${USDC}`, 'USDC', '10'],
    ]);
    expect(send().tokenBalances).toEqual(tokens);
    expect(send().networkBalanceInUSD).toBe('4500');
  });

  test('behavior: a name resolves through the name service; its address, name and avatar fill the form', async () => {
    t = await createSendTestKit();
    const address = await t.kit.store.dispatch(resolveReceiver('alice.portico')).unwrap();
    expect(address).toBe(ALICE);
    expect(send()).toMatchObject({
      receiverInput: 'alice.portico',
      receiverAddress: ALICE,
      receiverProfileName: 'alice.portico',
      receiverProfileImageUrl: AVATAR,
      resolving: false,
    });
    expect(send().error).toBeUndefined();
  });

  test('behavior: an address is taken as is, without asking the name service', async () => {
    t = await createSendTestKit();
    const lower = ALICE.toLowerCase();
    expect(await t.kit.store.dispatch(resolveReceiver(lower)).unwrap()).toBe(lower);
    expect(t.names.requests).toEqual([]);
    expect(send().receiverProfileName).toBeUndefined();
  });

  test('error: an unknown name is NameNotFoundError with the name; the rest of the form stays', async () => {
    t = await createSendTestKit();
    await fill('native', '0.5');
    const result = await t.kit.store.dispatch(resolveReceiver('nobody.portico'));
    expect(result.payload).toMatchObject({ name: 'NameNotFoundError', data: { name: 'nobody.portico' } });
    expect(send()).toMatchObject({
      sendTokenAmount: '0.5',
      receiverInput: 'nobody.portico',
      resolving: false,
    });
    expect(send().token?.address).toBe(NATIVE_TOKEN);
    expect(send().receiverAddress).toBeUndefined();
    expect(send().error?.name).toBe('NameNotFoundError');
  });

  test('error: a failed lookup (the API answers 500) is "Error resolving name", not "not found"', async () => {
    t = await createSendTestKit();
    const result = await t.kit.store.dispatch(resolveReceiver('broken.portico'));
    expect(result.payload).toMatchObject({ name: 'ResolveNameError', message: 'Error resolving name' });
    expect(send().receiverAddress).toBeUndefined();
  });

  test('error: text that is neither an address nor a name is SendReceiverInvalidError, and nothing is looked up', async () => {
    t = await createSendTestKit();
    const result = await t.kit.store.dispatch(resolveReceiver('0x1234'));
    expect(result.payload).toMatchObject({ name: 'SendReceiverInvalidError' });
    expect(t.names.requests).toEqual([]);
  });

  test('behavior: a late answer for text the user has since changed is dropped', async () => {
    t = await createSendTestKit();
    const release = t.names.hold();
    const asked = t.kit.store.dispatch(resolveReceiver('alice.portico'));
    t.kit.store.dispatch(sendActions.sendReceiverChanged('alice.portic'));
    release();
    await asked;
    expect(send().receiverInput).toBe('alice.portic');
    expect(send().receiverAddress).toBeUndefined();
    expect(send().receiverProfileName).toBeUndefined();
  });

  test('behavior: switching the network clears the form and the token list (SPEC §4)', async () => {
    t = await createSendTestKit();
    await fill('USDC', '2');
    expect(send().tokenBalances).toHaveLength(2);
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    expect(send()).toMatchObject({ tokenBalances: [], loading: false });
    for (const field of [
      'token',
      'sendTokenAmount',
      'receiverInput',
      'receiverAddress',
      'fee',
      'networkBalanceInUSD',
    ])
      expect(send()).not.toHaveProperty(field);
  });

  test('behavior: a native send returns to Account as a token send does (issue 22), resets the form, keeps the hash and shows the toast', async () => {
    t = await createSendTestKit();
    await toPreview('native', '0.5');
    const result = await t.kit.store.dispatch(sendTransfer()).unwrap();
    expect(result).toEqual({ hash: HASH, kind: 'native' });
    expect(t.wallet.sent).toEqual([{ to: ALICE, value: 500_000_000_000_000_000n, gas: 21_000n }]);
    expect(t.state().modal.open).toBe(true);
    expect(views()).toEqual(['Account']);
    expect(send()).toMatchObject({ loading: false, lastHash: HASH, tokenBalances: expect.any(Array) });
    expect(send().sendTokenAmount).toBeUndefined();
    expect(send().receiverAddress).toBeUndefined();
    expect(t.state().notifications).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Transaction sent',
    });
  });

  test('behavior: a token send resets the modal to Account (SPEC §2) and the toast takes the translated text given', async () => {
    t = await createSendTestKit();
    await toPreview('USDC', '2.5');
    const result = await t.kit.store.dispatch(sendTransfer({ sentMessage: 'Transaktion gesendet' })).unwrap();
    expect(result.kind).toBe('token');
    expect(t.wallet.sent[0]).toMatchObject({ to: USDC });
    expect(t.wallet.sent[0]?.data?.startsWith('0xa9059cbb')).toBe(true);
    expect(t.state().modal.open).toBe(true);
    expect(views()).toEqual(['Account']);
    expect(t.state().notifications).toMatchObject({ variant: 'success', message: 'Transaktion gesendet' });
  });

  test('behavior: loading is set while the wallet has the transfer', async () => {
    t = await createSendTestKit();
    await toPreview('native', '0.5');
    const answer = pending<string>();
    t.wallet.send = () => answer.promise;
    const sending = t.kit.store.dispatch(sendTransfer());
    expect(send().loading).toBe(true);
    answer.resolve(HASH);
    await sending;
    expect(send().loading).toBe(false);
  });

  test('error: a 4001 rejection goes back to the form, still filled, and rejects with code 4001', async () => {
    t = await createSendTestKit();
    await toPreview('native', '0.5');
    const filled = send();
    t.wallet.send = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    const result = await t.kit.store.dispatch(sendTransfer());
    expect(sendTransfer.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    expect(views()).toEqual(['Account', 'WalletSend']);
    expect(send()).toMatchObject({
      token: filled.token,
      sendTokenAmount: '0.5',
      receiverAddress: ALICE,
      fee: filled.fee,
      loading: false,
    });
    expect(send().lastHash).toBeUndefined();
  });

  test('error: a wallet that never answers times out after SEND_TIMEOUT_MS with SendTimeoutError; the form stays filled (fake timers)', async () => {
    t = await createSendTestKit();
    await toPreview('USDC', '1');
    t.wallet.send = () => new Promise<string>(() => undefined);
    jest.useFakeTimers();
    const sending = t.kit.store.dispatch(sendTransfer());
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(send().loading).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    const result = await sending;
    expect(result.payload).toMatchObject({ name: 'SendTimeoutError', data: { seconds: 120 } });
    expect(send()).toMatchObject({ sendTokenAmount: '1', receiverAddress: ALICE, loading: false });
    expect(send().token?.symbol).toBe('USDC');
    expect(views()).toEqual(['Account', 'WalletSend']);
    expect(t.wallet.sent).toHaveLength(1);
  });

  test('error: an invalid form is refused before the wallet is asked (sendTransfer validates again)', async () => {
    t = await createSendTestKit();
    await fill('native', '2');
    const result = await t.kit.store.dispatch(sendTransfer());
    expect(result.payload).toMatchObject({ name: 'SendAmountExceedsBalanceError' });
    expect(t.wallet.sent).toEqual([]);
  });
});
