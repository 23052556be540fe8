import { deferred, fakeEmbeddedWallet, registerFake } from '../../../test/plugins/fakeEmbeddedWallet';
import { flowTestStore, settle } from '../../../test/plugins/flowTestStore';
import { RequestAbortedError } from '../../core/errors/connectionErrors';
import { EmailThrottleError, FrameError } from '../../core/errors/embeddedWalletErrors';
import { ethereum } from '../../core/networks/chains/evm';
import { polkadot } from '../../core/networks/chains/polkadot';
import { solana } from '../../core/networks/chains/solana';
import type { Network } from '../../core/networks/network';
import { createKitStore, type RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { defaultOptions } from '../../store/slices/optionsSlice';
import { pluginsSlice } from '../../store/slices/pluginsSlice';
import {
  connectEmail,
  connectEmailDevice,
  connectEmailSession,
  resendEmailCode,
  verifyEmailOtp,
} from './emailLogin';
import { emailLoginNetwork } from './emailNetwork';
import { emailFlowCancelled, emailSlice } from './emailSlice';

// The e-mail login as thunks on a bare kit store: no view, no React. The fake wallet answers like the
// frame; what the flow records and where it moves the modal is what a view (or a host) reads.

const email = 'ada@example.com';

function setup(overrides: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const kit = flowTestStore(emailSlice, fakeEmbeddedWallet(overrides));
  kit.open('EmailVerifyOtp', { email });
  return { ...kit, wallet: kit.wallet! };
}

afterEach(() => jest.useRealTimers());

describe('connectEmail', () => {
  test('default', async () => {
    const { dispatch, state, wallet } = setup();
    await expect(dispatch(connectEmail({ email: ` ${email} ` })).unwrap()).resolves.toBe('verifyOtp');
    expect(wallet.connectEmail).toHaveBeenCalledWith(email);
    expect(state().email).toMatchObject({ step: 'verifyOtp', flow: 'login', pendingEmail: email });
    expect(state().email?.error).toBeUndefined();
  });

  test('behavior: VERIFY_DEVICE shows the device step, waits for the approval, then the code step without a new code', async () => {
    const approved = deferred<void>();
    const { dispatch, state, views, wallet } = setup({
      connectEmail: jest.fn(async () => ({ action: 'VERIFY_DEVICE' })),
      connectDevice: jest.fn(() => approved.promise),
    });
    const outcome = dispatch(connectEmail({ email })).unwrap();
    await settle();
    expect(state().email?.step).toBe('verifyDevice');
    expect(state().modal.history).toEqual([{ view: 'EmailVerifyDevice', data: { email } }]);
    approved.resolve();
    await expect(outcome).resolves.toBe('verifyOtp');
    expect(state().email?.step).toBe('verifyOtp');
    expect(state().modal.history).toEqual([{ view: 'EmailVerifyOtp', data: { email, codeSent: true } }]);
    expect(wallet.connectEmail).toHaveBeenCalledTimes(1);
    expect(views()).toEqual(['EmailVerifyOtp']);
  });

  test('behavior: CONNECT signs in at once with the session the frame holds', async () => {
    const { dispatch, state, wallet } = setup({ connectEmail: jest.fn(async () => ({ action: 'CONNECT' })) });
    await expect(dispatch(connectEmail({ email })).unwrap()).resolves.toBe('connected');
    expect(wallet.connect).toHaveBeenCalledTimes(1);
    expect(wallet.connectOtp).not.toHaveBeenCalled();
    expect(state().email?.step).toBe('connected');
  });

  test("behavior: within the throttle the code step stays usable, with the seconds left taken from the error's data", async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    // The message says 99: the flow must read `data.secondsLeft`, never parse the text.
    const throttle = Object.assign(new EmailThrottleError(12), {
      message: 'Please try again after 99 seconds',
    });
    const { dispatch, state } = setup({ connectEmail: jest.fn(async () => Promise.reject(throttle)) });
    await expect(dispatch(connectEmail({ email })).unwrap()).resolves.toBe('verifyOtp');
    expect(state().email).toMatchObject({
      step: 'verifyOtp',
      throttleSecondsLeft: 12,
      throttledAt: 1_000_000,
    });
    expect(state().email?.error).toBeUndefined();
  });

  test('behavior: codeSent starts at the code step and sends nothing', async () => {
    const { dispatch, state, wallet } = setup();
    await expect(dispatch(connectEmail({ email, codeSent: true })).unwrap()).resolves.toBe('verifyOtp');
    expect(wallet.connectEmail).not.toHaveBeenCalled();
    expect(state().email?.step).toBe('verifyOtp');
  });

  test('behavior: an answer arriving after the user went back changes nothing', async () => {
    const sent = deferred<{ action: string }>();
    const { dispatch, state, views, wallet } = setup({ connectEmail: jest.fn(() => sent.promise) });
    dispatch(modalSlice.actions.pushed({ view: 'EmailVerifyOtp', data: { email } }));
    const outcome = dispatch(connectEmail({ email })).unwrap();
    dispatch(modalSlice.actions.wentBack());
    expect(state().email).toEqual({ step: 'idle' });
    sent.resolve({ action: 'VERIFY_DEVICE' });
    await expect(outcome).resolves.toBe('cancelled');
    expect(state().email).toEqual({ step: 'idle' });
    expect(views()).toEqual(['EmailVerifyOtp']);
    expect(wallet.connectDevice).not.toHaveBeenCalled();
  });

  test("behavior: a newer login wins; the older one's late failure is not recorded", async () => {
    const first = deferred<{ action: string }>();
    const connectEmailMock = jest
      .fn()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce({ action: 'VERIFY_OTP' });
    const { dispatch, state } = setup({ connectEmail: connectEmailMock });
    const older = dispatch(connectEmail({ email: 'old@example.com' })).unwrap();
    await dispatch(connectEmail({ email })).unwrap();
    first.reject(new FrameError('Too late'));
    await expect(older).resolves.toBe('cancelled');
    expect(state().email).toMatchObject({ step: 'verifyOtp', pendingEmail: email });
    expect(state().email?.error).toBeUndefined();
  });

  test('behavior: a host can cancel the flow; its late answer then changes nothing', async () => {
    const sent = deferred<{ action: string }>();
    const { dispatch, state } = setup({ connectEmail: jest.fn(() => sent.promise) });
    const outcome = dispatch(connectEmail({ email })).unwrap();
    dispatch(emailFlowCancelled());
    sent.resolve({ action: 'VERIFY_OTP' });
    await expect(outcome).resolves.toBe('cancelled');
    expect(state().email).toEqual({ step: 'idle' });
  });

  test("error: a refused send is recorded and rejected with the frame's message", async () => {
    const { dispatch, state } = setup({
      connectEmail: jest.fn(async () =>
        Promise.reject(new FrameError('E-mail login is disabled for this project')),
      ),
    });
    const refusal = { name: 'FrameError', message: 'E-mail login is disabled for this project' };
    await expect(dispatch(connectEmail({ email })).unwrap()).rejects.toEqual(refusal);
    expect(state().email).toMatchObject({ step: 'sending', failedOperation: 'send', error: refusal });
  });

  test('error: an unexpected failure is recorded as "Something went wrong", never its raw text', async () => {
    const { dispatch, state } = setup({
      connectEmail: jest.fn(async () => Promise.reject(new TypeError('x is undefined at frame.js:1'))),
    });
    await expect(dispatch(connectEmail({ email })).unwrap()).rejects.toEqual({
      name: 'SomethingWentWrongError',
      message: 'Something went wrong',
    });
    expect(JSON.stringify(state())).not.toContain('frame.js');
  });

  test('error: an invalid address, no embedded wallet or an unloaded plugin are refused before anything is sent', async () => {
    const { dispatch, wallet } = setup();
    await expect(dispatch(connectEmail({ email: 'not-an-email' })).unwrap()).rejects.toMatchObject({
      name: 'InvalidEmailError',
    });
    expect(wallet.connectEmail).not.toHaveBeenCalled();
    const bare = flowTestStore(emailSlice, null);
    await expect(bare.dispatch(connectEmail({ email })).unwrap()).rejects.toMatchObject({
      name: 'EmbeddedWalletMissingError',
    });
    const { createTestKitStore } = await import('../../../test/store/testKitStore');
    const unloaded = createTestKitStore();
    await expect(unloaded.store.dispatch(connectEmail({ email })).unwrap()).rejects.toMatchObject({
      name: 'PluginNotLoadedError',
      message: 'Plugin "email" is not loaded in this kit; await kit.plugins.load("email") first',
    });
  });

  test('behavior: on a namespace the embedded wallet does not serve, it first switches to the first network it serves', async () => {
    const { dispatch, state, wallet } = setup();
    dispatch(chainsSlice.actions.chainsInitialised({ networks: [polkadot] }));
    dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: polkadot.caipNetworkId }));
    let activeWhenSent: string | undefined;
    wallet.connectEmail.mockImplementation(async () => {
      activeWhenSent = state().chains.activeCaipNetworkId;
      return { action: 'VERIFY_OTP' };
    });
    await expect(dispatch(connectEmail({ email })).unwrap()).resolves.toBe('verifyOtp');
    // The test kit configures Ethereum, Sepolia, Solana, then Polkadot: Ethereum is the first served.
    expect(activeWhenSent).toBe('eip155:1');
    expect(state().chains.activeNamespace).toBe('eip155');
  });

  test('default: on a namespace it serves (Solana too), the active network stays', async () => {
    const { dispatch, state } = setup();
    dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: solana.caipNetworkId }));
    await dispatch(connectEmail({ email })).unwrap();
    expect(state().chains.activeCaipNetworkId).toBe(solana.caipNetworkId);
  });
});

describe('emailLoginNetwork', () => {
  const stateWith = (networks: Network[], active: Network) =>
    ({
      chains: {
        activeNamespace: active.chainNamespace,
        activeCaipNetworkId: active.caipNetworkId,
        chains: Object.fromEntries(
          networks.map((n) => [n.chainNamespace, { namespace: n.chainNamespace, caipNetworks: [n] }]),
        ),
      },
    }) as unknown as RootState;

  test('behavior: the first served network in configuration order, Solana before EVM when listed first', () => {
    expect(emailLoginNetwork(stateWith([polkadot, solana, ethereum], polkadot))).toBe(solana.caipNetworkId);
    expect(emailLoginNetwork(stateWith([polkadot, ethereum], ethereum))).toBeUndefined();
  });

  test('error: a kit without an EVM or Solana network refuses with EmailNetworkMissingError', () => {
    expect(() => emailLoginNetwork(stateWith([polkadot], polkadot))).toThrow(
      expect.objectContaining({ name: 'EmailNetworkMissingError', data: { configured: 'polkadot' } }),
    );
  });

  test('error: such a login is refused before anything is sent or recorded', async () => {
    const kit = createKitStore({ options: defaultOptions(), storage: createMemoryStorage(), warn: () => {} });
    kit.store.dispatch(chainsSlice.actions.chainsInitialised({ networks: [polkadot] }));
    kit.injectSlice(emailSlice);
    kit.store.dispatch(pluginsSlice.actions.loaded({ name: 'email' }));
    const wallet = fakeEmbeddedWallet();
    registerFake(kit, wallet);
    await expect(kit.store.dispatch(connectEmail({ email })).unwrap()).rejects.toMatchObject({
      name: 'EmailNetworkMissingError',
    });
    expect(kit.store.getState().email?.flowId).toBeUndefined();
    expect(kit.store.getState().chains.activeCaipNetworkId).toBe(polkadot.caipNetworkId);
    expect(wallet.connectEmail).not.toHaveBeenCalled();
  });
});

describe('resendEmailCode', () => {
  test('default', async () => {
    const { dispatch, state, wallet } = setup();
    await dispatch(connectEmail({ email })).unwrap();
    await expect(dispatch(resendEmailCode()).unwrap()).resolves.toBe('verifyOtp');
    expect(wallet.connectEmail).toHaveBeenCalledTimes(2);
    expect(state().email).toMatchObject({ step: 'verifyOtp', resent: true });
  });

  test('error: the throttle rejects with its data and records the seconds left; the code step stays', async () => {
    jest.useFakeTimers({ now: 5_000 });
    const connectEmailMock = jest
      .fn()
      .mockResolvedValueOnce({ action: 'VERIFY_OTP' })
      .mockRejectedValueOnce(new EmailThrottleError(3));
    const { dispatch, state } = setup({ connectEmail: connectEmailMock });
    await dispatch(connectEmail({ email })).unwrap();
    await expect(dispatch(resendEmailCode()).unwrap()).rejects.toEqual({
      name: 'EmailThrottleError',
      message: 'Please try again after 3 seconds',
      data: { secondsLeft: 3 },
    });
    expect(state().email).toMatchObject({
      step: 'verifyOtp',
      throttleSecondsLeft: 3,
      throttledAt: 5_000,
      resent: false,
    });
    expect(state().email?.resendError).toBeUndefined();
  });

  test('error: another refusal is recorded as the resend error, and without a login nothing is sent', async () => {
    const connectEmailMock = jest
      .fn()
      .mockResolvedValueOnce({ action: 'VERIFY_OTP' })
      .mockRejectedValueOnce(new RequestAbortedError());
    const { dispatch, state, wallet } = setup({ connectEmail: connectEmailMock });
    await expect(dispatch(resendEmailCode()).unwrap()).rejects.toMatchObject({
      name: 'EmailFlowMissingError',
    });
    expect(wallet.connectEmail).not.toHaveBeenCalled();
    await dispatch(connectEmail({ email })).unwrap();
    await expect(dispatch(resendEmailCode()).unwrap()).rejects.toMatchObject({
      message: 'Request was aborted',
    });
    expect(state().email).toMatchObject({
      step: 'verifyOtp',
      resendError: { message: 'Request was aborted' },
    });
  });
});

describe('connectEmailDevice', () => {
  test('default', async () => {
    const { dispatch, state } = setup();
    await expect(dispatch(connectEmailDevice({ email })).unwrap()).resolves.toBe('verifyOtp');
    expect(state().email).toMatchObject({ step: 'verifyOtp', flow: 'login', pendingEmail: email });
    expect(state().modal.history.at(-1)).toEqual({ view: 'EmailVerifyOtp', data: { email, codeSent: true } });
  });

  test('error: a failed approval is recorded; "Try again" waits again in the same flow', async () => {
    const connectDevice = jest
      .fn()
      .mockRejectedValueOnce(new RequestAbortedError())
      .mockResolvedValueOnce(undefined);
    const { dispatch, state } = setup({ connectDevice });
    await expect(dispatch(connectEmailDevice({ email })).unwrap()).rejects.toMatchObject({
      message: 'Request was aborted',
    });
    const { flowId } = state().email!;
    expect(state().email).toMatchObject({ step: 'verifyDevice', failedOperation: 'device' });
    await expect(dispatch(connectEmailDevice({ email })).unwrap()).resolves.toBe('verifyOtp');
    expect(state().email?.flowId).toBe(flowId);
    expect(state().email?.error).toBeUndefined();
  });
});

describe('connectEmailSession', () => {
  test('error: a failed CONNECT is recorded, and "Try again" signs in without sending a new code', async () => {
    const connect = jest
      .fn()
      .mockRejectedValueOnce(new FrameError('Session expired'))
      .mockResolvedValueOnce(undefined);
    const { dispatch, state, wallet } = setup({
      connectEmail: jest.fn(async () => ({ action: 'CONNECT' })),
      connect,
    });
    await expect(dispatch(connectEmail({ email })).unwrap()).rejects.toMatchObject({
      message: 'Session expired',
    });
    expect(state().email).toMatchObject({ step: 'connecting', failedOperation: 'connect' });
    await expect(dispatch(connectEmailSession()).unwrap()).resolves.toBe('connected');
    expect(wallet.connectEmail).toHaveBeenCalledTimes(1);
    expect(state().email?.step).toBe('connected');
  });
});

describe('verifyEmailOtp', () => {
  test('default', async () => {
    const { dispatch, state, wallet, actions } = setup();
    await dispatch(connectEmail({ email })).unwrap();
    await expect(dispatch(verifyEmailOtp('123456'))).resolves.toBe('connected');
    expect(wallet.connectOtp).toHaveBeenCalledWith('123456');
    expect(state().email).toMatchObject({ step: 'connected', verifying: false });
    // The code went straight to the wallet: no action carried it, the state never held it.
    expect(JSON.stringify(actions)).not.toContain('123456');
    expect(JSON.stringify(state())).not.toContain('123456');
  });

  test('behavior: while the code is checked the flow says so, and the modal closing on success ends nothing', async () => {
    const checked = deferred<void>();
    const { dispatch, state } = setup({ connectOtp: jest.fn(() => checked.promise) });
    await dispatch(connectEmail({ email })).unwrap();
    const outcome = dispatch(verifyEmailOtp('123456'));
    expect(state().email?.verifying).toBe(true);
    // The wallet connects, which closes the connect flow's modal, before connectOtp resolves.
    dispatch(modalSlice.actions.closed());
    checked.resolve();
    await expect(outcome).resolves.toBe('connected');
    expect(state().email?.step).toBe('connected');
  });

  test('behavior: closing the modal before a code was sent ends the flow; its late answer changes nothing', async () => {
    const sent = deferred<{ action: string }>();
    const { dispatch, state } = setup({ connectEmail: jest.fn(() => sent.promise) });
    const outcome = dispatch(connectEmail({ email })).unwrap();
    dispatch(modalSlice.actions.closed());
    sent.resolve({ action: 'VERIFY_OTP' });
    await expect(outcome).resolves.toBe('cancelled');
    expect(state().email).toEqual({ step: 'idle' });
    await expect(dispatch(verifyEmailOtp('123456'))).rejects.toMatchObject({
      name: 'EmailFlowMissingError',
      message: 'No e-mail login is in progress',
    });
  });

  test("error: a wrong code keeps the code step and is rejected with the frame's message", async () => {
    const { dispatch, state, actions } = setup({
      connectOtp: jest.fn(async () => Promise.reject(new FrameError('Invalid code'))),
    });
    await dispatch(connectEmail({ email })).unwrap();
    await expect(dispatch(verifyEmailOtp('000000'))).rejects.toEqual({
      name: 'FrameError',
      message: 'Invalid code',
    });
    expect(state().email).toMatchObject({
      step: 'verifyOtp',
      verifying: false,
      failedOperation: 'otp',
      error: { message: 'Invalid code' },
    });
    expect(JSON.stringify(actions)).not.toContain('000000');
  });
});
