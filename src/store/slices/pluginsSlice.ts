import type { PayloadAction } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import { createSlice } from '../core/createSlice';

export type PluginStatus = 'registered' | 'loading' | 'loaded' | 'failed';

export interface PluginEntry {
  status: PluginStatus;
  /** Views the plugin serves, known before its chunk loads, so the router can ask for it. */
  views: string[];
  /** Its views that are steps of the connect flow (`loginViews`); left out when it declares none. */
  loginViews?: string[];
  error?: SerializedError;
}

export type PluginsState = Record<string, PluginEntry>;

const initialState: PluginsState = {};

/**
 * Load state of each registered plugin. The runtime in `src/plugins` dispatches these; `plugins/loaded`
 * is the action DevTools shows when a plugin's chunk has been injected into this kit.
 */
export const pluginsSlice = createSlice({
  name: 'plugins',
  initialState,
  reducers: {
    registered(state, action: PayloadAction<{ name: string; views: string[]; loginViews?: string[] }>) {
      const { name, views, loginViews } = action.payload;
      state[name] ??= { status: 'registered', views, ...(loginViews?.length ? { loginViews } : {}) };
    },
    unregistered(state, action: PayloadAction<{ name: string }>) {
      delete state[action.payload.name];
    },
    loadStarted(state, action: PayloadAction<{ name: string }>) {
      const plugin = state[action.payload.name];
      if (plugin) {
        plugin.status = 'loading';
        delete plugin.error;
      }
    },
    loaded(state, action: PayloadAction<{ name: string }>) {
      const plugin = state[action.payload.name];
      if (plugin) plugin.status = 'loaded';
    },
    loadFailed(state, action: PayloadAction<{ name: string; error: SerializedError }>) {
      const plugin = state[action.payload.name];
      if (!plugin) return;
      plugin.status = 'failed';
      plugin.error = action.payload.error;
    },
  },
  selectors: {
    selectPlugin: (state, name: string) => state[name],
    selectPluginForView: (state, view: string) =>
      Object.entries(state).find(([, plugin]) => plugin.views.includes(view))?.[0],
  },
});
