import type { Dispatch, Middleware, MiddlewareAPI, UnknownAction } from 'redux';

// Redux Toolkit's createDynamicMiddleware, the part the kit uses (addMiddleware), without importing
// Redux Toolkit at start-up (see createAction.ts). The store is built with its slots; what arrives later
// (RTK Query's middleware, a plugin's, the listener middleware) is added to one.

/** A place in a store's middleware chain that middleware can be added to after the store exists. */
export interface MiddlewareSlot {
  middleware: Middleware;
  /** Adds middleware after those already there; adding one twice keeps the first. */
  addMiddleware(...middlewares: Middleware[]): void;
  /**
   * Takes middleware out of the chain from the next action on (Redux Toolkit's dynamic middleware has
   * no such call; the kit's own stops use it, so a stopped watcher leaves nothing in the chain).
   */
  removeMiddleware(...middlewares: Middleware[]): void;
}

/** Creates an empty slot. */
export function createMiddlewareSlot(): MiddlewareSlot {
  // Each middleware gets the store's api once, as in applyMiddleware.
  const added = new Map<Middleware, Map<MiddlewareAPI, ReturnType<Middleware>>>();
  let version = 0;
  const middleware: Middleware = (api) => (next) => {
    let applied = -1;
    let dispatch = next as Dispatch;
    return (action) => {
      if (applied !== version) {
        const chain = [...added].map(([m, byApi]) => {
          const withApi = byApi.get(api) ?? m(api);
          byApi.set(api, withApi);
          return withApi;
        });
        dispatch = chain.reduceRight<Dispatch>((after, m) => m(after as never) as Dispatch, next as Dispatch);
        applied = version;
      }
      return dispatch(action as UnknownAction);
    };
  };
  return {
    middleware,
    addMiddleware(...middlewares) {
      for (const m of middlewares) {
        if (added.has(m)) continue;
        added.set(m, new Map());
        version++;
      }
    },
    removeMiddleware(...middlewares) {
      for (const m of middlewares) if (added.delete(m)) version++;
    },
  };
}
