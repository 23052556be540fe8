/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { connectTestAccount, createTestKit, renderCounted } from '../../../test/ui/createTestKit';
import { ethereum, polygon } from '../../core/networks/chains/evm';
import type { AppKit } from '../../kit/createAppKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { AppKitProvider } from '../react/AppKitProvider';
import { useAppKitState } from './useAppKitState';
import { useAppKitTheme } from './useAppKitTheme';

// The modal chunk is not under test here; keep its lazy import from pulling in the views.
jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit({ networks: [ethereum, polygon] });
});
afterEach(() => {
  kit.destroy();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppKitProvider kit={kit}>{children}</AppKitProvider>
);

describe('useAppKitState', () => {
  test('default', () => {
    const { result } = renderHook(() => useAppKitState(), { wrapper });
    expect(result.current).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true,
      loading: false,
    });
  });

  test('behavior: initialized is false until the stored state has been read back, then true', async () => {
    const starting = createTestKit();
    const { result } = renderHook(() => useAppKitState(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <AppKitProvider kit={starting}>{children}</AppKitProvider>
      ),
    });
    expect(result.current.initialized).toBe(false);
    await act(() => starting.ready);
    expect(result.current.initialized).toBe(true);
    starting.destroy();
  });

  test('behavior: re-renders only when one of its fields changes', () => {
    const counter = renderCounted(kit, () => useAppKitState());
    const initial = counter.renders;
    act(() => kit.setThemeMode('light'));
    act(() => connectTestAccount(kit));
    expect(counter.renders).toBe(initial);
    act(() => kit.store.dispatch(modalSlice.actions.loadingSet(true)));
    expect(counter.renders).toBe(initial + 1);
    expect(counter.value.loading).toBe(true);
  });

  test('behavior: each field change re-renders once, with the new value', async () => {
    const counter = renderCounted(kit, () => useAppKitState());
    const initial = counter.renders;
    await act(() => kit.open());
    expect(counter.renders).toBe(initial + 1);
    expect(counter.value.open).toBe(true);
    act(() => kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:137' })));
    expect(counter.renders).toBe(initial + 2);
    expect(counter.value.selectedNetworkId).toBe('eip155:137');
    act(() => kit.close());
    expect(counter.renders).toBe(initial + 3);
    expect(counter.value.open).toBe(false);
  });

  test('behavior: the returned object stays the same while no field changes (safe in effect dependencies)', () => {
    // The component also reads the theme, so a theme change re-renders it and calls useAppKitState again.
    const counter = renderCounted(kit, () => ({
      theme: useAppKitTheme().themeMode,
      state: useAppKitState(),
    }));
    const before = counter.value.state;
    const initial = counter.renders;
    act(() => kit.setThemeMode('light'));
    expect(counter.renders).toBe(initial + 1);
    expect(counter.value.state).toBe(before);
  });
});
