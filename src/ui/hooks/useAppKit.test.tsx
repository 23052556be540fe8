/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestKit, renderCounted } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { modalSlice } from '../../store/slices/modalSlice';
import { themeSlice } from '../../store/slices/themeSlice';
import { AppKitProvider } from '../react/AppKitProvider';
import { useAppKit } from './useAppKit';
import { useAppKitTheme } from './useAppKitTheme';

// useAppKitEvents has its own file (useAppKitEvents.test.tsx).
// The modal chunk is not under test here; keep its lazy import from pulling in the views.
jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => {
  kit.destroy();
  jest.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppKitProvider kit={kit}>{children}</AppKitProvider>
);

describe('useAppKit', () => {
  test('default', async () => {
    const { result } = renderHook(() => useAppKit(), { wrapper });
    expect(result.current.isOpen).toBe(false);
    await act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    expect(kit.getState().view).toBe('Connect');
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });

  test('behavior: opens a given view and re-renders only on open/close', async () => {
    const counter = renderCounted(kit, () => useAppKit());
    const initial = counter.renders;
    act(() => kit.setThemeMode('light'));
    act(() => kit.store.dispatch(modalSlice.actions.loadingSet(true)));
    expect(counter.renders).toBe(initial);
    await act(() => counter.value.open({ view: 'Networks' }));
    expect(kit.getState()).toMatchObject({ open: true, view: 'Networks' });
    expect(counter.renders).toBe(initial + 1);
  });

  test('error: outside a provider, with no kit on the page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    kit.destroy();
    expect(() => renderHook(() => useAppKit())).toThrow(
      'Please call "createAppKit" before using "useAppKit" hook',
    );
  });
});

// useAppKitState: useAppKitState.test.tsx.

describe('useAppKitTheme', () => {
  test('default', () => {
    const { result } = renderHook(() => useAppKitTheme(), { wrapper });
    expect(result.current.themeMode).toBe('dark');
    act(() => result.current.setThemeMode('light'));
    act(() => result.current.setThemeVariables({ accent: '#ff0000' }));
    expect(result.current.themeMode).toBe('light');
    expect(result.current.themeVariables).toEqual({ accent: '#ff0000' });
  });

  test('behavior: re-renders only on theme changes', () => {
    const counter = renderCounted(kit, () => useAppKitTheme());
    const initial = counter.renders;
    act(() => kit.store.dispatch(modalSlice.actions.loadingSet(true)));
    expect(counter.renders).toBe(initial);
    act(() => kit.store.dispatch(themeSlice.actions.themeVariablesSet({ zIndex: 5 })));
    expect(counter.renders).toBe(initial + 1);
  });

  test('error: an invalid mode is rejected by the kit', () => {
    const { result } = renderHook(() => useAppKitTheme(), { wrapper });
    expect(() => result.current.setThemeMode('sepia' as 'light')).toThrow();
  });
});
