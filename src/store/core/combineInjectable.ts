import { combineReducers, type Reducer, type UnknownAction } from 'redux';

// Redux Toolkit's combineSlices, the part the kit uses (a root reducer slices are injected into later),
// without importing Redux Toolkit at start-up (see createAction.ts). `withLazyLoadedSlices` only types.

/** What can be injected: a slice, RTK Query's api, a persisting reducer. */
export interface Injectable {
  reducerPath: string;
  reducer: Reducer;
}

/** A root reducer that slices can be injected into. */
export type InjectableReducer<State> = ((state: State | undefined, action: UnknownAction) => State) & {
  /** Adds (or, with overrideExisting, replaces) a reducer; its state starts with the next action. */
  inject(injectable: Injectable, config?: { overrideExisting?: boolean }): InjectableReducer<State>;
  /** The same reducer, typed with the slices that may be injected later. */
  withLazyLoadedSlices<Lazy>(): InjectableReducer<State & Partial<Lazy>>;
};

/** The state of the given slices, by reducer path. */
type StateOf<Slices extends Injectable[]> = {
  [S in Slices[number] as S['reducerPath']]: S['reducer'] extends Reducer<infer T> ? T : never;
};

/** Combines `slices` into a root reducer that more can be injected into. */
export function combineInjectable<Slices extends Injectable[]>(
  ...slices: Slices
): InjectableReducer<StateOf<Slices>> {
  const reducers: Record<string, Reducer> = Object.fromEntries(slices.map((s) => [s.reducerPath, s.reducer]));
  let combined = combineReducers(reducers);
  const root = ((state: unknown, action: UnknownAction) =>
    combined(state as never, action)) as InjectableReducer<StateOf<Slices>>;
  root.inject = ({ reducerPath, reducer }, { overrideExisting = false } = {}) => {
    const current = reducers[reducerPath];
    // As Redux Toolkit: a different reducer at a taken path needs overrideExisting.
    if (current && current !== reducer && !overrideExisting) return root;
    reducers[reducerPath] = reducer;
    combined = combineReducers(reducers);
    return root;
  };
  root.withLazyLoadedSlices = () => root as never;
  return root;
}
