/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { kitWithAnnouncedWallet } from '../../../test/ui/announcedWalletKit';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { useAppKitBalance } from './useAppKitBalance';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
beforeEach(async () => {
  kit = await kitWithAnnouncedWallet();
});
afterEach(() => kit.destroy());

describe('useAppKitBalance', () => {
  test('default: fetchBalance reads the active account native balance (stub adapter: 1 ETH)', async () => {
    await kit.adapters.connect('com.example.wallet');
    const { result } = renderHook(() => useAppKitBalance());
    const answer = await act(() => result.current.fetchBalance());
    expect(answer).toEqual({
      data: { balance: '1', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    });
    const account = (kit.store.getState() as RootState).chains.chains.eip155?.accountState;
    expect(account).toMatchObject({ balance: '1', balanceSymbol: 'ETH' });
  });

  test('error: without a connected account it resolves with isError (never rejects)', async () => {
    const { result } = renderHook(() => useAppKitBalance());
    const answer = await act(() => result.current.fetchBalance());
    expect(answer).toEqual({
      error: 'No account is connected on eip155',
      isSuccess: false,
      isError: true,
    });
  });
});
