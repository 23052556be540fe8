import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { KitThunkExtra, RootState } from './createKitStore';

/**
 * A plain thunk of a kit (typed state and `{ services }` extra). Flows use it instead of
 * `createKitAsyncThunk` where an argument must not enter any action: `createAsyncThunk` copies its
 * argument into `meta.arg` of every lifecycle action, so a one-time code would travel through every
 * middleware and DevTools. It is also the form for steps that must run synchronously in a click.
 */
export type KitThunk<R> = ThunkAction<R, RootState, KitThunkExtra, UnknownAction>;

/** The dispatch a kit's thunks receive (thunks and plain actions). */
export type KitDispatch = ThunkDispatch<RootState, KitThunkExtra, UnknownAction>;
