import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ServiceRegistry } from '../createServiceRegistry';
import { type ModalState, modalSlice, type TransactionMode, type ViewName } from '../slices/modalSlice';

/** Callbacks of a pushed transaction; kept in the service registry, never in the store. */
export interface TransactionCallbacks {
  onSuccess?: () => void;
  onCancel?: () => void;
  /** SPEC §4 unsafe signing: an RPC error pops the stack like a cancel but runs this instead. */
  onError?: () => void;
}

/** What `pushTransaction` takes: how success routes (mode and view) and the callbacks. */
export interface PushTransactionParameters extends TransactionCallbacks {
  /** The view to replace with or reset to on success; null closes the modal on success (not with goBack). */
  view: ViewName | null;
  mode: TransactionMode;
}

/** How a transaction ends; SPEC §2 names success and cancel, SPEC §4 adds the RPC error. */
export type TransactionResult = 'success' | 'cancel' | 'error';

type Thunk<R> = ThunkAction<R, { modal: ModalState }, unknown, UnknownAction>;

const key = (id: string) => `transaction:${id}`;
const COUNTER = 'transaction:counter';
const LIVE = 'transaction:live';

// Closing the modal empties the stack in the reducer, which cannot reach the registry: the callbacks
// of entries dropped that way are released here, at the next push or pop, without being run.
function releaseDropped(services: ServiceRegistry, stack: readonly { id: string }[]): Set<string> {
  const live = services.get<Set<string>>(LIVE) ?? new Set<string>();
  const onStack = new Set(stack.map((entry) => entry.id));
  for (const id of live) {
    if (onStack.has(id)) continue;
    services.delete(key(id));
    live.delete(id);
  }
  services.set(LIVE, live);
  return live;
}

/** Pushes a transaction onto the stack (plugins: send, swaps, the embedded wallet) and returns its id. */
export function pushTransaction(
  services: ServiceRegistry,
  parameters: PushTransactionParameters,
): Thunk<string> {
  return (dispatch, getState) => {
    const live = releaseDropped(services, getState().modal.transactionStack);
    // Counted per kit (no module state): ids only need to be unique within one kit's stack.
    const counter = (services.get<number>(COUNTER) ?? 0) + 1;
    services.set(COUNTER, counter);
    const id = `tx-${counter}`;
    const { view, mode, ...callbacks } = parameters;
    services.set<TransactionCallbacks>(key(id), callbacks);
    live.add(id);
    dispatch(modalSlice.actions.transactionPushed({ id, view, mode }));
    return id;
  };
}

// The route changes before the callback runs, so a callback that navigates (or pushes another
// entry) starts from the SPEC's resulting view rather than having its change undone.
/**
 * Pops the top transaction (SPEC §2): cancel goes back and runs onCancel; error goes back and runs
 * onError; success goes back, replaces the view or resets to it, as pushed, then runs onSuccess.
 */
export function popTransactionStack(services: ServiceRegistry, result: TransactionResult): Thunk<void> {
  return (dispatch, getState) => {
    const stack = getState().modal.transactionStack;
    const top = stack[stack.length - 1];
    releaseDropped(services, stack);
    if (!top) return;
    const callbacks = services.get<TransactionCallbacks>(key(top.id)) ?? {};
    services.delete(key(top.id));
    services.get<Set<string>>(LIVE)?.delete(top.id);
    dispatch(modalSlice.actions.transactionPopped({ id: top.id, result }));
    const callback =
      result === 'success'
        ? callbacks.onSuccess
        : result === 'cancel'
          ? callbacks.onCancel
          : callbacks.onError;
    callback?.();
  };
}
