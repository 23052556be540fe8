/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { connectTestAccount, createTestKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { useAppKit } from './useAppKit';
import { useAppKitAccount } from './useAppKitAccount';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

const kits: AppKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  jest.restoreAllMocks();
});
const make = (storageNamespace: string) => {
  const kit = createTestKit({ storageNamespace });
  kits.push(kit);
  return kit;
};

// AppKit's hooks work anywhere once createAppKit ran; Portico's do too when the page has one kit.
describe('hooks without <AppKitProvider>', () => {
  test("behavior: they read and drive the page's only kit", async () => {
    const kit = make('a');
    const { result } = renderHook(() => ({ modal: useAppKit(), account: useAppKitAccount() }));
    expect(result.current.account.isConnected).toBe(false);
    act(() => connectTestAccount(kit));
    expect(result.current.account.isConnected).toBe(true);
    await act(() => result.current.modal.open({ view: 'Networks' }));
    expect(kit.getState()).toMatchObject({ open: true, view: 'Networks' });
    expect(result.current.modal.isOpen).toBe(true);
  });

  test('error: with two kits on the page the hook names the fix', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    make('a');
    make('b');
    expect(() => renderHook(() => useAppKitAccount())).toThrow(
      '"useAppKitAccount" is used outside an <AppKitProvider> while 2 kits exist on this page: wrap the component in <AppKitProvider kit={yourKit}> so the hook knows which kit to read',
    );
  });
});
