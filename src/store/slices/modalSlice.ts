import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '../core/createSlice';
import type { ViewData, ViewName } from '../viewNames';

export type { CoreView, ViewData, ViewName } from '../viewNames';

export interface RouterEntry {
  view: ViewName;
  data?: ViewData;
}

/**
 * How a transaction-stack entry ends on success (SPEC §2): go back, replace the current view with the
 * entry's view, or reset the history to it. A null view with replace/reset closes the modal.
 */
export type TransactionMode = 'goBack' | 'replace' | 'reset';

/** One pushed transaction. Its callbacks live in the service registry under `transaction:{id}`. */
export interface TransactionEntry {
  id: string;
  view: ViewName | null;
  mode: TransactionMode;
}

export interface ModalState {
  open: boolean;
  loading: boolean;
  /** Bumped to make the modal shake (SPEC §9: 500 ms animation). */
  shake: number;
  history: RouterEntry[];
  direction: 'next' | 'prev';
  transactionStack: TransactionEntry[];
}

const initialState: ModalState = {
  open: false,
  loading: false,
  shake: 0,
  history: [{ view: 'Connect' }],
  direction: 'next',
  transactionStack: [],
};

function goBack(state: ModalState): void {
  // SPEC §2: back closes the modal when one view is left or UnsupportedChain is in the history.
  if (state.history.length <= 1 || state.history.some((e) => e.view === 'UnsupportedChain')) {
    state.open = false;
    return;
  }
  state.history.pop();
  state.direction = 'prev';
}

function entry(view: ViewName, data?: ViewData): RouterEntry {
  return data === undefined ? { view } : { view, data };
}

/** The modal and its router: open state, view history, transaction stack. */
export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<{ view: ViewName; data?: ViewData } | undefined>) {
      state.open = true;
      if (action.payload) {
        state.history = [entry(action.payload.view, action.payload.data)];
        state.direction = 'next';
      }
    },
    closed(state) {
      state.open = false;
      state.transactionStack = [];
    },
    loadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    shaken(state) {
      state.shake += 1;
    },
    pushed(state, action: PayloadAction<RouterEntry>) {
      const last = state.history[state.history.length - 1];
      if (last?.view === action.payload.view) return; // pushing the current view again is a no-op
      state.history.push(entry(action.payload.view, action.payload.data));
      state.direction = 'next';
    },
    replaced(state, action: PayloadAction<RouterEntry>) {
      state.history[Math.max(0, state.history.length - 1)] = entry(action.payload.view, action.payload.data);
      state.direction = 'next';
    },
    reset(state, action: PayloadAction<RouterEntry>) {
      state.history = [entry(action.payload.view, action.payload.data)];
      state.direction = 'next';
    },
    wentBack(state) {
      goBack(state);
    },
    /** Goes back to the last occurrence of `view`, dropping what is above it; unchanged if absent. */
    wentBackTo(state, action: PayloadAction<{ view: ViewName }>) {
      const index = state.history.map((e) => e.view).lastIndexOf(action.payload.view);
      if (index === -1) return;
      state.history = state.history.slice(0, index + 1);
      state.direction = 'prev';
    },
    transactionPushed(state, action: PayloadAction<TransactionEntry>) {
      state.transactionStack.push(action.payload);
    },
    /** Pops the top entry and applies its routing rule (SPEC §2 transaction stack). */
    transactionPopped(state, action: PayloadAction<{ id: string; result: 'success' | 'cancel' | 'error' }>) {
      const index = state.transactionStack.findIndex((t) => t.id === action.payload.id);
      if (index === -1) return;
      const [popped] = state.transactionStack.splice(index, 1);
      if (!popped) return;
      if (action.payload.result !== 'success' || popped.mode === 'goBack') {
        goBack(state);
      } else if (popped.view === null) {
        state.open = false;
      } else if (popped.mode === 'replace') {
        state.history[Math.max(0, state.history.length - 1)] = { view: popped.view };
        state.direction = 'next';
      } else {
        state.history = [{ view: popped.view }];
        state.direction = 'next';
      }
    },
  },
  selectors: {
    selectIsOpen: (state) => state.open,
    selectView: (state): ViewName => state.history[state.history.length - 1]?.view ?? 'Connect',
    selectViewData: (state) => state.history[state.history.length - 1]?.data,
    selectCanGoBack: (state) => state.history.length > 1,
    selectTopTransaction: (state) => state.transactionStack[state.transactionStack.length - 1],
  },
});
