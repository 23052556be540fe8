/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { connectTestAccount, createTestKit, renderCounted } from '../../../test/ui/createTestKit';
import { base, ethereum } from '../../core/networks/chains/evm';
import type { AppKit } from '../../kit/createAppKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { AppKitProvider } from '../react/AppKitProvider';
import { useAppKitNetworkCore } from './useAppKitNetworkCore';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit({ networks: [ethereum, base] });
});
afterEach(() => kit.destroy());

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppKitProvider kit={kit}>{children}</AppKitProvider>
);
const switchTo = (caipNetworkId: `eip155:${number}`) =>
  act(() => {
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId }));
  });

describe('useAppKitNetworkCore', () => {
  test("default: the active network's caipNetworkId and chainId, and nothing else", () => {
    const { result } = renderHook(() => useAppKitNetworkCore(), { wrapper });
    expect(result.current).toEqual({ caipNetworkId: 'eip155:1', chainId: 1 });
    switchTo('eip155:8453');
    expect(result.current).toEqual({ caipNetworkId: 'eip155:8453', chainId: 8453 });
  });

  test('behavior: re-renders only when the active network changes', () => {
    const counter = renderCounted(kit, () => useAppKitNetworkCore());
    const initial = counter.renders;
    act(() => connectTestAccount(kit));
    expect(counter.renders).toBe(initial);
    switchTo('eip155:8453');
    expect(counter.renders).toBe(initial + 1);
  });

  test('error: a wallet on a network the app did not configure has its caipNetworkId but no chainId', () => {
    const { result } = renderHook(() => useAppKitNetworkCore(), { wrapper });
    act(() => {
      kit.store.dispatch(
        chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId: 'eip155:999' }),
      );
    });
    expect(result.current).toEqual({ caipNetworkId: 'eip155:999', chainId: undefined });
  });
});
