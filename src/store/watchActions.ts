import type { UnknownAction } from 'redux';
import { type WatchApi, watchAdded } from './core/createWatchMiddleware';
import type { AppDispatch, RootState } from './createKitStore';

/** What a watch's effect receives, typed with the kit's state and dispatch. */
export type KitWatchApi = WatchApi<RootState, AppDispatch>;

/** The kit's watches of one store; each call returns the function that stops the watch. */
export interface ActionWatches {
  /** Runs `effect` after each action of `actionCreator` has been reduced. */
  on<A extends UnknownAction>(
    actionCreator: { match(action: unknown): action is A },
    effect: (action: A, api: KitWatchApi) => unknown,
  ): () => void;
  /** Runs `effect` after each action for which `predicate(action, current, original)` holds. */
  when(
    predicate: (action: UnknownAction, current: RootState, original: RootState) => boolean,
    effect: (action: UnknownAction, api: KitWatchApi) => unknown,
  ): () => void;
}

/**
 * Redux Toolkit's `addListener`, the part the kit uses (getState, getOriginalState, dispatch), answered
 * by the watch middleware every kit store has (core/createWatchMiddleware.ts).
 */
export function watchActions(dispatch: (action: UnknownAction) => unknown): ActionWatches {
  const add = (
    predicate: (action: UnknownAction, current: unknown, original: unknown) => boolean,
    effect: unknown,
  ) =>
    dispatch(
      watchAdded({ predicate, effect: effect as (action: UnknownAction, api: WatchApi) => unknown }),
    ) as () => void;
  return {
    on: (actionCreator, effect) => add((action) => actionCreator.match(action), effect),
    when: (predicate, effect) =>
      add(predicate as (action: UnknownAction, current: unknown, original: unknown) => boolean, effect),
  };
}
