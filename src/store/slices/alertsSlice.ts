import type { PayloadAction } from '@reduxjs/toolkit';
import { ALERTS, type AlertId } from '../../core/errors/messages';
import { createSlice } from '../core/createSlice';

export interface AlertsState {
  current: { id: AlertId; message: string } | null;
  /** Alerts already shown; each is shown at most once per kit (SPEC §7, §8). */
  shown: AlertId[];
}

const initialState: AlertsState = { current: null, shown: [] };

/** Alerts (configuration problems, frame failures). Unlike toasts they stay until dismissed. */
export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertRaised(state, action: PayloadAction<{ id: AlertId }>) {
      const { id } = action.payload;
      if (state.shown.includes(id)) return;
      state.shown.push(id);
      state.current = { id, message: ALERTS[id].message };
    },
    alertDismissed(state) {
      state.current = null;
    },
  },
  selectors: {
    selectAlert: (state) => state.current,
    selectAlertsShown: (state) => state.shown,
  },
});
