import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '../core/createSlice';

/** Notification variants of SPEC §3. */
export type NotificationVariant = 'info' | 'success' | 'error' | 'loading';

/** The banner's state: SPEC §3 Notification fields plus a counter that identifies each showing. */
export interface NotificationState {
  /** Increments per shown notification so the UI can restart its animation and auto-close timer. */
  id: number;
  message: string;
  variant: NotificationVariant;
  open: boolean;
  svg?: string;
  autoClose: boolean;
}

const initialState: NotificationState = { id: 0, message: '', variant: 'info', open: false, autoClose: true };

/** The toast banner. Use the `showNotification` thunk, which applies the 150 ms close-and-reopen rule. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    shown(
      state,
      action: PayloadAction<{
        message: string;
        variant: NotificationVariant;
        svg?: string;
        autoClose?: boolean;
      }>,
    ) {
      // A loading banner stays until the work it announces ends and something replaces or hides it.
      const { message, variant, svg, autoClose = variant !== 'loading' } = action.payload;
      return { id: state.id + 1, message, variant, open: true, autoClose, ...(svg ? { svg } : {}) };
    },
    /** Hides and resets the banner (message cleared, variant info, no icon); `id` keeps counting. */
    hidden(state) {
      return { ...initialState, id: state.id };
    },
  },
  selectors: { selectNotification: (state) => state },
});
