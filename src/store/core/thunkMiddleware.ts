import type { Middleware } from 'redux';

/** redux-thunk's middleware with an extra argument (what configureStore set up), in four lines. */
export function thunkMiddleware<Extra>(extra: Extra): Middleware {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function' ? action(dispatch, getState, extra) : next(action);
}
