import { createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { AppDispatch, KitStore, KitThunkExtra, RootState } from './createKitStore';

/** A kit's listener middleware, typed with its state, dispatch and thunk extra. */
export type KitListener = ListenerMiddlewareInstance<RootState, AppDispatch, KitThunkExtra>;

const listeners = new WeakMap<object, KitListener>();

/**
 * The kit's listener middleware, created the first time a plugin's listeners ask and put in the store's
 * listener slot: Redux Toolkit's listener middleware is no start-up or idle code (createKitStore.ts).
 * The kit's own reactions to actions use watchActions.ts instead. Cleared when the kit is destroyed.
 */
export function kitListener(kit: Pick<KitStore, 'extra' | 'listenerSlot' | 'disposers'>): KitListener {
  let listener = listeners.get(kit.listenerSlot);
  if (!listener) {
    const created = createListenerMiddleware({ extra: kit.extra }) as unknown as KitListener;
    listener = created;
    listeners.set(kit.listenerSlot, created);
    kit.listenerSlot.addMiddleware(created.middleware as never);
    kit.disposers.add(() => created.clearListeners());
  }
  return listener;
}
