import type { createAction as rtkCreateAction } from '@reduxjs/toolkit';
import { isAction } from 'redux';

// Start-up code must not import Redux Toolkit at run time (issue 30: a host keeps a package's whole file
// in its first load when any start-up module uses it, and the lazy chunks need most of Redux Toolkit and
// immer's patches). This is Redux Toolkit's `createAction`, same actions, same `type` / `match`, so its
// matchers (`isAnyOf`, a listener's `actionCreator`) take these creators in the lazy chunks. Typed as
// Redux Toolkit's own (a type-only import, erased from the build).

/** Redux Toolkit's `createAction`, without importing Redux Toolkit at run time. */
export const createAction = ((
  type: string,
  prepare?: (...args: unknown[]) => { payload: unknown; meta?: unknown; error?: unknown },
) => {
  function actionCreator(...args: unknown[]) {
    if (!prepare) return { type, payload: args[0] };
    const prepared = prepare(...args);
    return {
      type,
      payload: prepared.payload,
      ...('meta' in prepared ? { meta: prepared.meta } : {}),
      ...('error' in prepared ? { error: prepared.error } : {}),
    };
  }
  return Object.assign(actionCreator, {
    type,
    toString: () => type,
    match: (action: unknown) => isAction(action) && action.type === type,
  });
}) as unknown as typeof rtkCreateAction;
