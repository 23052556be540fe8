/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestKit, renderCounted } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { AppKitProvider } from '../../ui/react/AppKitProvider';
import { themeSlice } from '../slices/themeSlice';
import { shallowEqual, useKitSelector } from './kitHooks';

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

describe('useKitSelector', () => {
  test('default', () => {
    const { result } = renderHook(() => useKitSelector((s) => s.theme.themeMode), { wrapper });
    expect(result.current).toBe('dark');
    act(() => kit.setThemeMode('light'));
    expect(result.current).toBe('light');
  });

  test('behavior: re-renders only when the selected value changes', () => {
    const counter = renderCounted(kit, () => useKitSelector((s) => s.theme.themeMode));
    const initial = counter.renders;
    act(() => {
      kit.store.dispatch(themeSlice.actions.themeVariablesSet({ accent: 'red' }));
    });
    expect(counter.renders).toBe(initial);
    act(() => kit.setThemeMode('light'));
    expect(counter.renders).toBe(initial + 1);
    expect(counter.value).toBe('light');
  });

  test('behavior: an isEqual keeps fresh-but-equal objects from re-rendering', () => {
    const counter = renderCounted(kit, () =>
      useKitSelector((s) => ({ mode: s.theme.themeMode }), shallowEqual),
    );
    const initial = counter.renders;
    const first = counter.value;
    act(() => {
      kit.store.dispatch(themeSlice.actions.themeVariablesSet({ accent: 'blue' }));
    });
    expect(counter.renders).toBe(initial);
    expect(counter.value).toBe(first);
  });

  test('behavior: shallowEqual compares one level deep', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(shallowEqual({ a: {} }, { a: {} })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual(null, null)).toBe(true);
  });

  test('error: outside a provider it names the missing createAppKit call', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useKitSelector((s) => s.modal.open))).toThrow(
      'Please call "createAppKit" before using "useKitSelector" hook',
    );
  });
});
