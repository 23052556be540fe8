import type { createSlice as rtkCreateSlice, UnknownAction } from '@reduxjs/toolkit';
import { createAction } from './createAction';
import { freezeDeep, isDraft, isDraftable, produce } from './produce';

// Redux Toolkit's `createSlice` for the store's start-up slices, without importing Redux Toolkit at run
// time (see createAction.ts for why), nor immer (see produce.ts). Same drafted case reducers, same action types
// (`name/reducer`), `prepare`, `extraReducers` (addCase / addMatcher / addDefaultCase), `selectors`,
// `selectSlice`, `caseReducers`, `getInitialState`; typed as Redux Toolkit's own. Not supported, and
// refused: the `reducers: (create) => ...` callback form. Plugins' slices (lazy) use Redux Toolkit's.

type CaseReducer = (state: unknown, action: UnknownAction) => unknown;
type Matcher = { matcher: (action: UnknownAction) => boolean; reducer: CaseReducer };
type SliceOptions = {
  name: string;
  reducerPath?: string;
  initialState: unknown;
  reducers: Record<string, CaseReducer | { reducer: CaseReducer; prepare: (...args: never[]) => never }>;
  extraReducers?: (builder: ReducerBuilder) => void;
  selectors?: Record<string, (state: unknown, ...args: never[]) => unknown>;
};

/** The builder `extraReducers` receives. */
interface ReducerBuilder {
  addCase(typeOrCreator: string | { type: string }, reducer: CaseReducer): ReducerBuilder;
  addMatcher(matcher: Matcher['matcher'], reducer: CaseReducer): ReducerBuilder;
  addDefaultCase(reducer: CaseReducer): ReducerBuilder;
}

/** Runs a case reducer as Redux Toolkit's createReducer does: on a draft unless already given one. */
function applyCaseReducer(state: unknown, caseReducer: CaseReducer, action: UnknownAction): unknown {
  if (isDraft(state)) return caseReducer(state, action) ?? state;
  if (!isDraftable(state)) {
    const result = caseReducer(state, action);
    if (result === undefined && state !== null)
      throw new TypeError('A case reducer on a non-draftable value must not return undefined');
    return result === undefined ? state : result;
  }
  return produce(state, (draft: object) => caseReducer(draft, action));
}

/** Redux Toolkit's `createSlice`, without importing Redux Toolkit at run time. */
export const createSlice = ((options: SliceOptions) => {
  const { name, reducerPath = name } = options;
  if (!name) throw new TypeError('createSlice: `name` is required');
  if (typeof options.reducers === 'function')
    throw new TypeError(`createSlice(${name}): the reducers callback form is not supported here`);
  const byType: Record<string, CaseReducer> = {};
  const caseReducers: Record<string, CaseReducer> = {};
  const actions: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(options.reducers)) {
    const type = `${name}/${key}`;
    const reducer = typeof definition === 'function' ? definition : definition.reducer;
    byType[type] = caseReducers[key] = reducer;
    actions[key] =
      typeof definition === 'function'
        ? createAction(type)
        : createAction(type, definition.prepare as unknown as (...args: unknown[]) => { payload: unknown });
  }

  // Built on first use, as Redux Toolkit does: extraReducers may name other slices' actions.
  let built: ((state: unknown, action: UnknownAction) => unknown) | undefined;
  let initial: unknown;
  const build = () => {
    const matchers: Matcher[] = [];
    let defaultCase: CaseReducer | undefined;
    const extra: Record<string, CaseReducer> = {};
    const builder: ReducerBuilder = {
      addCase: (typeOrCreator, reducer) => {
        const type = typeof typeOrCreator === 'string' ? typeOrCreator : typeOrCreator.type;
        if (type in extra)
          throw new TypeError(`createSlice(${name}): two reducers for the action type ${type}`);
        extra[type] = reducer;
        return builder;
      },
      addMatcher: (matcher, reducer) => {
        matchers.push({ matcher, reducer });
        return builder;
      },
      addDefaultCase: (reducer) => {
        defaultCase = reducer;
        return builder;
      },
    };
    options.extraReducers?.(builder);
    const cases = { ...extra, ...byType };
    // A function is a lazy initial state, as in Redux Toolkit, which freezes it too (freezeDraftable).
    const given = typeof options.initialState === 'function' ? options.initialState() : options.initialState;
    initial = freezeDeep(given);
    return (state: unknown = initial, action: UnknownAction): unknown => {
      const exact = cases[action.type];
      const matched = matchers.filter((m) => m.matcher(action)).map((m) => m.reducer);
      if (!exact && matched.length === 0)
        return defaultCase ? applyCaseReducer(state, defaultCase, action) : state;
      let next = exact ? applyCaseReducer(state, exact, action) : state;
      for (const reducer of matched) next = applyCaseReducer(next, reducer, action);
      return next;
    };
  };
  const reducer = (state: unknown, action: UnknownAction) => {
    built ??= build();
    return built(state, action);
  };
  const getInitialState = () => {
    built ??= build();
    return initial;
  };
  // A slice missing from the root state reads as its initial state (Redux Toolkit: injected slices).
  const selectSlice = (root: Record<string, unknown>) =>
    root[reducerPath] === undefined ? getInitialState() : root[reducerPath];
  const selectors = Object.fromEntries(
    Object.entries(options.selectors ?? {}).map(([key, selector]) => [
      key,
      Object.assign(
        (root: Record<string, unknown>, ...args: never[]) => selector(selectSlice(root), ...args),
        {
          unwrapped: selector,
        },
      ),
    ]),
  );
  return { name, reducerPath, reducer, actions, caseReducers, getInitialState, selectSlice, selectors };
}) as unknown as typeof rtkCreateSlice;
