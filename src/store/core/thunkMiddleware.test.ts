import { applyMiddleware, legacy_createStore as createStore, type Reducer } from 'redux';
import { thunkMiddleware } from './thunkMiddleware';

const reducer: Reducer<{ seen: string[] }> = (state = { seen: [] }, action) =>
  action.type.startsWith('@@') ? state : { seen: [...state.seen, action.type] };

const storeWith = <Extra>(extra: Extra) => createStore(reducer, applyMiddleware(thunkMiddleware(extra)));

describe('thunkMiddleware', () => {
  test('default: a plain action passes to the reducer and dispatch returns it', () => {
    const store = storeWith(undefined);
    const action = { type: 'plain' };
    expect(store.dispatch(action)).toBe(action);
    expect(store.getState().seen).toEqual(['plain']);
  });

  test('behavior: a function action gets dispatch, getState and the extra argument, and its result is returned', () => {
    const extra = { api: 'x' };
    const store = storeWith(extra);
    const received: unknown[] = [];
    const thunk = (dispatch: (a: { type: string }) => unknown, getState: () => unknown, arg: unknown) => {
      received.push(arg);
      dispatch({ type: 'from-thunk' });
      received.push(getState());
      return 'done';
    };
    expect(store.dispatch(thunk as never)).toBe('done');
    expect(received[0]).toBe(extra);
    expect(received[1]).toEqual({ seen: ['from-thunk'] });
    expect(store.getState().seen).toEqual(['from-thunk']);
  });

  test('behavior: the dispatch a thunk gets runs the whole chain, so nested thunks run too', () => {
    const store = storeWith(7);
    const inner = (dispatch: (a: unknown) => unknown, _getState: unknown, extra: number) =>
      dispatch({ type: `inner-${extra}` });
    const outer = (dispatch: (a: unknown) => unknown) => dispatch(inner);
    store.dispatch(outer as never);
    expect(store.getState().seen).toEqual(['inner-7']);
  });

  test('behavior: a function action never reaches the reducer or later middleware', () => {
    const later = jest.fn();
    const store = createStore(
      reducer,
      applyMiddleware(thunkMiddleware(null), () => (next) => (action) => {
        later(action);
        return next(action);
      }),
    );
    store.dispatch((() => 1) as never);
    expect(later).not.toHaveBeenCalled();
    expect(store.getState().seen).toEqual([]);
    store.dispatch({ type: 'plain' });
    expect(later).toHaveBeenCalledWith({ type: 'plain' });
  });
});
