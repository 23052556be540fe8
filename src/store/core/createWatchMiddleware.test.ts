import { applyMiddleware, legacy_createStore, type UnknownAction } from 'redux';
import { createAction } from './createAction';
import { createWatchMiddleware, watchAdded } from './createWatchMiddleware';
import { thunkMiddleware } from './thunkMiddleware';

const added = createAction<number>('count/added');
const reducer = (state = { count: 0 }, action: UnknownAction) =>
  added.match(action) ? { count: state.count + action.payload } : state;

function setup() {
  const watches = createWatchMiddleware();
  const store = legacy_createStore(reducer, applyMiddleware(watches.middleware, thunkMiddleware({})));
  const watch = (
    predicate: (action: UnknownAction, current: unknown, original: unknown) => boolean,
    effect: Parameters<typeof watchAdded>[0]['effect'],
  ) => store.dispatch(watchAdded({ predicate, effect }) as never) as unknown as () => void;
  return { store, watch, clear: watches.clear };
}

describe('createWatchMiddleware (the kit’s watches of actions)', () => {
  test('default: an effect runs after the action is reduced, with the state before and after', () => {
    const { store, watch } = setup();
    const seen: unknown[] = [];
    watch(
      (action) => added.match(action),
      (action, api) => void seen.push([action.type, api.getOriginalState(), api.getState()]),
    );
    store.dispatch(added(2));
    expect(seen).toEqual([['count/added', { count: 0 }, { count: 2 }]]);
  });

  test('behavior: a thunk is not an action; what it dispatches is watched, once each', () => {
    const { store, watch } = setup();
    const types: string[] = [];
    watch(
      (_action, current, original) => current !== original,
      (action) => void types.push(action.type),
    );
    store.dispatch(((dispatch: (action: UnknownAction) => void) => {
      dispatch(added(1));
      dispatch(added(1));
    }) as never);
    expect(types).toEqual(['count/added', 'count/added']);
  });

  test('behavior: the returned stop, and clear (a destroyed kit), end watches; an effect may dispatch', () => {
    const { store, watch, clear } = setup();
    let runs = 0;
    const stop = watch(
      (action) => added.match(action),
      (action, api) => {
        runs += 1;
        if (added.match(action) && action.payload === 1) api.dispatch(added(10));
      },
    );
    store.dispatch(added(1));
    expect(store.getState().count).toBe(11);
    expect(runs).toBe(2);
    stop();
    store.dispatch(added(1));
    expect(runs).toBe(2);
    watch(
      () => true,
      () => {
        runs += 1;
      },
    );
    clear();
    store.dispatch(added(1));
    expect(runs).toBe(2);
  });

  test('error: a failing predicate or effect is reported, and neither the dispatch nor other watches fail', async () => {
    const { store, watch } = setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let later = 0;
    watch(
      () => {
        throw new Error('predicate');
      },
      () => undefined,
    );
    watch(
      () => true,
      () => {
        throw new Error('effect');
      },
    );
    watch(
      () => true,
      () => Promise.reject(new Error('async effect')),
    );
    watch(
      () => true,
      () => {
        later += 1;
      },
    );
    expect(() => store.dispatch(added(1))).not.toThrow();
    await Promise.resolve();
    expect(later).toBe(1);
    expect(error.mock.calls.map((call) => (call[1] as Error).message)).toEqual([
      'predicate',
      'effect',
      'async effect',
    ]);
    error.mockRestore();
  });
});
