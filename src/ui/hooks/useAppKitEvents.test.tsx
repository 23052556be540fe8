/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { connectTestAccount, createTestKit, renderCounted } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { kitEventRaised } from '../../store/actions/kitEventRaised';
import { modalSlice } from '../../store/slices/modalSlice';
import { AppKitProvider } from '../react/AppKitProvider';
import { useAppKitEvents } from './useAppKitEvents';

// useAppKitEvents as AppKit documents it: `event.data.event` reads from the first render on.

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

describe('useAppKitEvents', () => {
  test("default: AppKit's initial object first, then each event with AppKit's properties", async () => {
    const { result } = renderHook(() => useAppKitEvents(), { wrapper });
    expect(result.current).toEqual({
      timestamp: expect.any(Number),
      data: { type: 'track', event: 'MODAL_CREATED' },
    });
    expect(result.current).toBe(kit.getEvent());
    await act(() => kit.open());
    expect(result.current.data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    });
    act(() => kit.close());
    expect(result.current.data).toEqual({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { connected: false },
    });
  });

  test("behavior: AppKit's documented check (event.data.event === ...) works before any event", () => {
    const seen: string[] = [];
    renderCounted(kit, () => {
      const event = useAppKitEvents();
      if (event.data.event === 'CONNECT_SUCCESS') seen.push(event.data.properties.name);
      else seen.push(event.data.event);
    });
    expect(seen).toEqual(['MODAL_CREATED']);
  });

  test('behavior: a mounted component sees the latest event, even one raised before it mounted', async () => {
    connectTestAccount(kit);
    await kit.open({ view: 'Account' });
    act(() => kit.store.dispatch(kitEventRaised('CLICK_NETWORKS')));
    const { result } = renderHook(() => useAppKitEvents(), { wrapper });
    expect(result.current.data).toEqual({ type: 'track', event: 'CLICK_NETWORKS' });
    act(() => kit.store.dispatch(modalSlice.actions.wentBack()));
    expect(result.current.data).toEqual({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { connected: true },
    });
  });

  test('behavior: re-renders once per event, not per action', async () => {
    const counter = renderCounted(kit, () => useAppKitEvents());
    const initial = counter.renders;
    act(() => kit.setThemeMode('light'));
    act(() => kit.store.dispatch(modalSlice.actions.loadingSet(true)));
    expect(counter.renders).toBe(initial);
    await act(() => kit.open());
    expect(counter.renders).toBe(initial + 1);
  });

  test('error: outside a provider, with no kit on the page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    kit.destroy();
    expect(() => renderHook(() => useAppKitEvents())).toThrow(
      'Please call "createAppKit" before using "useAppKitEvents" hook',
    );
  });
});
