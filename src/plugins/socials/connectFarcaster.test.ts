import { deferred, fakeEmbeddedWallet } from '../../../test/plugins/fakeEmbeddedWallet';
import { flowTestStore, settle } from '../../../test/plugins/flowTestStore';
import { RequestAbortedError } from '../../core/errors/connectionErrors';
import { FrameError } from '../../core/errors/embeddedWalletErrors';
import { modalSlice } from '../../store/slices/modalSlice';
import { connectFarcaster } from './connectFarcaster';
import { socialsSlice } from './socialsSlice';

// Sign In With Farcaster as a thunk on a bare kit store, no view.

const URL = 'https://farcaster.example/~/siwf?channelToken=abc';

function setup(overrides: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const kit = flowTestStore(socialsSlice, fakeEmbeddedWallet(overrides));
  kit.open('ConnectingFarcaster');
  return { ...kit, wallet: kit.wallet! };
}

describe('connectFarcaster', () => {
  test('default', async () => {
    const signedIn = deferred<void>();
    const { dispatch, state } = setup({ connectFarcaster: jest.fn(() => signedIn.promise) });
    const outcome = dispatch(connectFarcaster()).unwrap();
    expect(state().socials).toMatchObject({ flow: 'farcaster', status: 'opening' });
    await settle();
    expect(state().socials).toMatchObject({ status: 'waiting', farcasterUrl: URL });
    signedIn.resolve();
    await expect(outcome).resolves.toBe('connected');
    expect(state().socials?.status).toBe('connected');
  });

  test('behavior: the modal closing while the QR waits ends nothing (the wallet closes it on success)', async () => {
    const signedIn = deferred<void>();
    const { dispatch, state } = setup({ connectFarcaster: jest.fn(() => signedIn.promise) });
    const outcome = dispatch(connectFarcaster()).unwrap();
    await settle();
    dispatch(modalSlice.actions.closed());
    signedIn.resolve();
    await expect(outcome).resolves.toBe('connected');
    expect(state().socials?.status).toBe('connected');
  });

  test('behavior: leaving the view before the URL came changes nothing when it comes', async () => {
    const uri = deferred<{ url: string }>();
    const { dispatch, state, wallet } = setup({ getFarcasterUri: jest.fn(() => uri.promise) });
    const outcome = dispatch(connectFarcaster()).unwrap();
    dispatch(modalSlice.actions.wentBack());
    uri.resolve({ url: URL });
    await expect(outcome).resolves.toBe('cancelled');
    expect(state().socials).toEqual({ status: 'idle' });
    expect(wallet.connectFarcaster).not.toHaveBeenCalled();
  });

  test("error: a failed sign-in is recorded with the frame's message; a new attempt starts over", async () => {
    const connectFarcasterMock = jest
      .fn()
      .mockRejectedValueOnce(new RequestAbortedError())
      .mockResolvedValueOnce(undefined);
    const { dispatch, state, wallet } = setup({ connectFarcaster: connectFarcasterMock });
    await expect(dispatch(connectFarcaster()).unwrap()).rejects.toEqual({
      name: 'RequestAbortedError',
      message: 'Request was aborted',
    });
    expect(state().socials).toMatchObject({ status: 'failed', error: { message: 'Request was aborted' } });
    await expect(dispatch(connectFarcaster()).unwrap()).resolves.toBe('connected');
    expect(wallet.getFarcasterUri).toHaveBeenCalledTimes(2);
    expect(state().socials?.error).toBeUndefined();
  });

  test('error: a refused URL request is recorded and the sign-in is not awaited', async () => {
    const { dispatch, state, wallet } = setup({
      getFarcasterUri: jest.fn(async () => Promise.reject(new FrameError('Farcaster is not enabled'))),
    });
    await expect(dispatch(connectFarcaster()).unwrap()).rejects.toMatchObject({
      message: 'Farcaster is not enabled',
    });
    expect(state().socials?.status).toBe('failed');
    expect(wallet.connectFarcaster).not.toHaveBeenCalled();
  });
});
