// Redux Toolkit's (reselect's) createSelector for the few start-up selectors, without importing either
// at start-up (see createAction.ts): the combiner runs again only when an input changed, so a selector
// gives the same object for the same inputs (what useSelector needs). Results are also kept per state
// object, so two kits on one page reading the same selector do not recompute for each other.

// biome-ignore lint/suspicious/noExplicitAny: an input's state type is read back from it
type Input = (state: any) => unknown;
type Values<I extends readonly Input[]> = { [K in keyof I]: ReturnType<I[K]> };

/** A memoised selector of the state its inputs read, through `combine`. */
export function createStateSelector<const I extends readonly [Input, ...Input[]], Result>(
  inputs: I,
  combine: (...values: Values<I>) => Result,
): (state: Parameters<I[0]>[0]) => Result {
  type State = Parameters<I[0]>[0] & object;
  const byState = new WeakMap<State, Result>();
  let lastValues: unknown[] | undefined;
  let lastResult: Result;
  return (state: State) => {
    if (byState.has(state)) return byState.get(state) as Result;
    const values = inputs.map((input) => input(state));
    if (!lastValues || values.some((value, i) => value !== lastValues![i])) {
      lastResult = combine(...(values as Values<I>));
      lastValues = values;
    }
    byState.set(state, lastResult);
    return lastResult;
  };
}
