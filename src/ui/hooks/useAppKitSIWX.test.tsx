/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { connectTestAccount, createTestKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { localSiwx } from '../../plugins/siwx/localSiwx';
import { siwxSlice } from '../../plugins/siwx/siwxSlice';
import type { RootState } from '../../store/createKitStore';
import { useAppKitSIWX } from './useAppKitSIWX';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const session = {
  caipNetworkId: 'eip155:1',
  address: ADDRESS,
  message: 'example.com wants you to sign in',
  signature: '0xabc',
  data: {} as never,
  token: 'ps_1',
};
let kit: AppKit;
afterEach(() => kit.destroy());

describe('useAppKitSIWX', () => {
  test('default: the connected account session, the status and the config', async () => {
    const config = localSiwx();
    kit = createTestKit({ siwx: config });
    await waitFor(() => expect((kit.store.getState() as RootState).plugins.siwx?.status).toBe('loaded'));
    const { result } = renderHook(() => useAppKitSIWX());
    expect(result.current).toEqual({ config, session: undefined, status: 'idle' });
    act(() => {
      connectTestAccount(kit, { address: ADDRESS });
      kit.store.dispatch(siwxSlice.actions.siwxSessionAdded(session));
      kit.store.dispatch(siwxSlice.actions.siwxStatusSet({ status: 'signedIn' }));
    });
    expect(result.current.session).toEqual(session);
    expect(result.current.status).toBe('signedIn');
  });

  test('behavior: a kit without siwx has no config and never a session', () => {
    kit = createTestKit();
    const { result } = renderHook(() => useAppKitSIWX());
    act(() => connectTestAccount(kit, { address: ADDRESS }));
    expect(result.current).toEqual({ config: undefined, session: undefined, status: 'idle' });
  });
});
