import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ServiceRegistry } from '../createServiceRegistry';
import { type ModalState, modalSlice, type TransactionMode, type ViewName } from '../slices/modalSlice';

/** Callbacks of a pushed transaction; kept in the service registry, never in the store. */
export interface TransactionCallbacks {
  onSuccess?: () => void;
  onCancel?: () => void;
  onError?: () => void;
}

export interface PushTransactionParameters extends TransactionCallbacks {
  /** The view to replace with or reset to on success; null closes the modal on success. */
  view: ViewName | null;
  mode: TransactionMode;
}

type Thunk<R> = ThunkAction<R, { modal: ModalState }, unknown, UnknownAction>;

const key = (id: string) => `transaction:${id}`;

/** Pushes a transaction onto the stack and returns its id. */
export function pushTransaction(
  services: ServiceRegistry,
  parameters: PushTransactionParameters,
): Thunk<string> {
  return (dispatch) => {
    // Counted per kit (no module state): ids only need to be unique within one kit's stack.
    const counter = (services.get<number>('transaction:counter') ?? 0) + 1;
    services.set('transaction:counter', counter);
    const id = `tx-${counter}`;
    const { view, mode, ...callbacks } = parameters;
    services.set<TransactionCallbacks>(key(id), callbacks);
    dispatch(modalSlice.actions.transactionPushed({ id, view, mode }));
    return id;
  };
}

/**
 * Pops the top transaction: on cancel it goes back and runs onCancel; on error it goes back and runs
 * onError; on success it runs onSuccess then goes back, replaces or resets as the entry was pushed.
 */
export function popTransaction(
  services: ServiceRegistry,
  status: 'success' | 'cancel' | 'error',
): Thunk<void> {
  return (dispatch, getState) => {
    const stack = getState().modal.transactionStack;
    const top = stack[stack.length - 1];
    if (!top) return;
    const callbacks = services.get<TransactionCallbacks>(key(top.id)) ?? {};
    services.delete(key(top.id));
    dispatch(modalSlice.actions.transactionPopped({ id: top.id, status }));
    const callback =
      status === 'success'
        ? callbacks.onSuccess
        : status === 'cancel'
          ? callbacks.onCancel
          : callbacks.onError;
    callback?.();
  };
}
