import { createAsyncThunk } from '@reduxjs/toolkit';
import type { SerializedError } from '../core/errors/defineError';
import type { AppDispatch, KitThunkExtra, RootState } from './createKitStore';

/**
 * `createAsyncThunk` typed for a kit: its root state, dispatch, the `{ services }` extra argument and
 * a `SerializedError` reject value. Plugins write their flows with it, so a host drives them headless:
 * `await kit.store.dispatch(loginWithEmail({ email })).unwrap()`.
 */
export const createKitAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: KitThunkExtra;
  rejectValue: SerializedError;
}>();
