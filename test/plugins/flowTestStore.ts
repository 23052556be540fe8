// Test support for the plugins' thunk tests: a bare kit store (no UI, no createAppKit) with one
// plugin slice injected, a fake embedded wallet, and every action dispatched recorded, so a test can
// check what went through the store (and that no one-time code ever did).
import type { Slice, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../src/store/createKitStore';
import { kitListener } from '../../src/store/kitListener';
import { modalSlice } from '../../src/store/slices/modalSlice';
import { pluginsSlice } from '../../src/store/slices/pluginsSlice';
import type { ViewData, ViewName } from '../../src/store/viewNames';
import { createTestKitStore } from '../store/testKitStore';
import { type FakeEmbeddedWallet, fakeEmbeddedWallet, registerFake } from './fakeEmbeddedWallet';

/** A kit store with `slice` injected and `service` as its embedded wallet (`null`: none). */
export function flowTestStore(slice: Slice, service: FakeEmbeddedWallet | null = fakeEmbeddedWallet()) {
  const kit = createTestKitStore();
  kit.injectSlice(slice);
  // An injected slice's state appears with the next action, as the runtime's `plugins/loaded` does it.
  kit.store.dispatch(pluginsSlice.actions.loaded({ name: slice.name }));
  if (service) registerFake(kit, service);
  const actions: UnknownAction[] = [];
  kitListener(kit).startListening({ predicate: () => true, effect: (action) => void actions.push(action) });
  return {
    ...kit,
    wallet: service,
    /** Every action dispatched since creation (thunk functions are not actions and do not appear). */
    actions,
    dispatch: kit.store.dispatch,
    state: () => kit.store.getState() as RootState,
    /** The views of the modal's history. */
    views: () => (kit.store.getState() as RootState).modal.history.map((entry) => entry.view),
    /** Opens the modal on `view`, as a view of the flow would be shown. */
    open(view: ViewName, data?: ViewData) {
      kit.store.dispatch(modalSlice.actions.opened(data ? { view, data } : { view }));
    },
  };
}

/** Lets promise chains run (several microtask turns, no timers). */
export async function settle(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i++) await Promise.resolve();
}
