import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME_MODE, type ThemeMode } from '../../core/constants/theme';
import { createSlice } from '../core/createSlice';

export type { ThemeMode };

/** Theme variables a host may set (CSS custom properties of the kit, without the `--portico-` prefix). */
export interface ThemeVariables {
  accent?: string;
  colorMix?: string;
  colorMixStrength?: number;
  fontFamily?: string;
  fontSizeMaster?: string;
  borderRadiusMaster?: string;
  zIndex?: number;
}

export interface ThemeState {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

const initialState: ThemeState = { themeMode: DEFAULT_THEME_MODE, themeVariables: {} };

/** Theme mode (dark by default, SPEC §4) and host-provided variables. */
export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeModeSet(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    themeVariablesSet(state, action: PayloadAction<ThemeVariables>) {
      state.themeVariables = { ...state.themeVariables, ...action.payload };
    },
  },
  selectors: {
    selectThemeMode: (state) => state.themeMode,
    selectThemeVariables: (state) => state.themeVariables,
  },
});
