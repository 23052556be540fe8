import { type Dispatch, isAction, type Middleware, type UnknownAction } from 'redux';
import { createAction } from './createAction';

// The kit's own reactions to actions (its modal routing, its AppKit events, following the active
// network, the embedded wallet's approval, the login plugins' events) use only the synchronous part of
// Redux Toolkit's listener middleware: an effect after an action has been reduced, with the state
// before and after. That middleware brought Redux Toolkit, immer and reselect (~11 kB gzip) into every
// page's idle preload for them alone (docs/bench.md, issue 30). This one is in the store from the start,
// so `dispatch(watchAdded(...))` always has an answer, just inside the listener slot: for one action the
// kit's effects run before plugins' listeners (which keep Redux Toolkit's, with take, condition, fork).

/** What a watch's effect receives. */
export interface WatchApi<State = unknown, AppDispatch = Dispatch> {
  getState(): State;
  /** The state before the action was reduced. */
  getOriginalState(): State;
  dispatch: AppDispatch;
}

/** One watch: after each action for which `predicate` holds, `effect` runs. */
export interface Watch {
  predicate(action: UnknownAction, current: unknown, original: unknown): boolean;
  effect(action: UnknownAction, api: WatchApi): unknown;
}

/** Adds a watch; dispatched, it returns the function that removes it (as Redux Toolkit's addListener). */
export const watchAdded = createAction<Watch>('portico/watchAdded');

/** An effect's failure is reported, never thrown into the dispatch that caused it (as Redux Toolkit's). */
function report(error: unknown): void {
  console.error('[portico] a watched action’s effect failed:', error);
}

function runWatches(watches: readonly Watch[], action: UnknownAction, api: WatchApi, current: unknown): void {
  const original = api.getOriginalState();
  for (const watch of watches) {
    let matched = false;
    try {
      matched = watch.predicate(action, current, original);
    } catch (error) {
      report(error);
    }
    if (!matched) continue;
    try {
      const done = watch.effect(action, api);
      if (done instanceof Promise) done.catch(report);
    } catch (error) {
      report(error);
    }
  }
}

/** The store's watch middleware, and what empties it when the kit is destroyed. */
export function createWatchMiddleware(): { middleware: Middleware; clear(): void } {
  const watches = new Set<Watch>();
  const middleware: Middleware = (store) => (next) => (action) => {
    if (watchAdded.match(action)) {
      const watch = action.payload;
      watches.add(watch);
      return () => {
        watches.delete(watch);
      };
    }
    // A thunk is no action (it sits inside this middleware): what it dispatches is watched one by one.
    if (watches.size === 0 || !isAction(action)) return next(action);
    const original = store.getState();
    const result = next(action);
    const api: WatchApi = {
      getState: store.getState,
      getOriginalState: () => original,
      dispatch: store.dispatch,
    };
    // A copy: an effect may add or remove watches.
    runWatches([...watches], action as UnknownAction, api, store.getState());
    return result;
  };
  return { middleware, clear: () => watches.clear() };
}
