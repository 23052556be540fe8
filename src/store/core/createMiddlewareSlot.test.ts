import { applyMiddleware, legacy_createStore as createStore, type Middleware, type Reducer } from 'redux';
import { createMiddlewareSlot } from './createMiddlewareSlot';

const reducer: Reducer<{ count: number }> = (state = { count: 0 }, action) =>
  action.type === 'inc' ? { count: state.count + 1 } : state;

/** A store built with an empty slot. */
function storeWithSlot() {
  const slot = createMiddlewareSlot();
  const store = createStore(reducer, applyMiddleware(slot.middleware));
  return { slot, store };
}

/** A middleware that logs `name:type` for each action it sees, and counts the times it got the api. */
function recording(name: string, log: string[]) {
  const apis: unknown[] = [];
  const middleware: Middleware = (api) => {
    apis.push(api);
    return (next) => (action) => {
      log.push(`${name}:${(action as { type: string }).type}`);
      return next(action);
    };
  };
  return { middleware, apis };
}

describe('createMiddlewareSlot', () => {
  test('default: an empty slot passes actions through to the reducer', () => {
    const { store } = storeWithSlot();
    const action = { type: 'inc' };
    expect(store.dispatch(action)).toBe(action);
    expect(store.getState()).toEqual({ count: 1 });
  });

  test('behavior: middleware added after the store exists sees later actions, in the order added', () => {
    const { slot, store } = storeWithSlot();
    const log: string[] = [];
    store.dispatch({ type: 'before' });
    slot.addMiddleware(recording('a', log).middleware);
    store.dispatch({ type: 'one' });
    slot.addMiddleware(recording('b', log).middleware, recording('c', log).middleware);
    store.dispatch({ type: 'two' });
    expect(log).toEqual(['a:one', 'a:two', 'b:two', 'c:two']);
  });

  test('behavior: each middleware gets the store api once, however many actions and additions follow', () => {
    const { slot, store } = storeWithSlot();
    const a = recording('a', []);
    slot.addMiddleware(a.middleware);
    store.dispatch({ type: 'one' });
    store.dispatch({ type: 'two' });
    slot.addMiddleware(recording('b', []).middleware);
    store.dispatch({ type: 'three' });
    expect(a.apis).toHaveLength(1);
    const api = a.apis[0] as { getState: () => unknown; dispatch: unknown };
    expect(api.getState()).toBe(store.getState());
  });

  test('behavior: the same middleware added twice runs once per action', () => {
    const { slot, store } = storeWithSlot();
    const log: string[] = [];
    const a = recording('a', log);
    slot.addMiddleware(a.middleware, a.middleware);
    slot.addMiddleware(a.middleware);
    store.dispatch({ type: 'one' });
    expect(log).toEqual(['a:one']);
    expect(a.apis).toHaveLength(1);
  });

  test('behavior: a removed middleware sees no later action; the others keep their order', () => {
    const { slot, store } = storeWithSlot();
    const log: string[] = [];
    const a = recording('a', log);
    const b = recording('b', log);
    slot.addMiddleware(a.middleware, b.middleware, recording('c', log).middleware);
    store.dispatch({ type: 'one' });
    slot.removeMiddleware(b.middleware);
    store.dispatch({ type: 'two' });
    slot.removeMiddleware(b.middleware);
    slot.addMiddleware(b.middleware);
    store.dispatch({ type: 'three' });
    expect(log).toEqual(['a:one', 'b:one', 'c:one', 'a:two', 'c:two', 'a:three', 'c:three', 'b:three']);
  });

  test('behavior: next chains through the added middleware to the reducer; one may stop or replace an action', () => {
    const { slot, store } = storeWithSlot();
    const log: string[] = [];
    const swallow: Middleware = () => (next) => (action) =>
      (action as { type: string }).type === 'drop' ? 'dropped' : next(action);
    const rename: Middleware = () => (next) => (action) =>
      next((action as { type: string }).type === 'plus' ? { type: 'inc' } : action);
    slot.addMiddleware(
      recording('first', log).middleware,
      swallow,
      rename,
      recording('last', log).middleware,
    );
    expect(store.dispatch({ type: 'drop' })).toBe('dropped');
    store.dispatch({ type: 'plus' });
    expect(log).toEqual(['first:drop', 'first:plus', 'last:inc']);
    expect(store.getState()).toEqual({ count: 1 });
  });

  test("behavior: a middleware's api.dispatch runs the whole chain again", () => {
    const { slot, store } = storeWithSlot();
    const log: string[] = [];
    const echo: Middleware = (api) => (next) => (action) => {
      if ((action as { type: string }).type === 'echo') api.dispatch({ type: 'inc' });
      return next(action);
    };
    slot.addMiddleware(echo, recording('r', log).middleware);
    store.dispatch({ type: 'echo' });
    expect(log).toEqual(['r:inc', 'r:echo']);
    expect(store.getState()).toEqual({ count: 1 });
  });

  test('behavior: one slot in two stores gives each middleware each store api once, and each store its own chain', () => {
    const slot = createMiddlewareSlot();
    const first = createStore(reducer, applyMiddleware(slot.middleware));
    const second = createStore(reducer, applyMiddleware(slot.middleware));
    const states: unknown[] = [];
    const apis: unknown[] = [];
    slot.addMiddleware((api) => {
      apis.push(api);
      return (next) => (action) => {
        const result = next(action);
        states.push(api.getState());
        return result;
      };
    });
    first.dispatch({ type: 'inc' });
    second.dispatch({ type: 'other' });
    first.dispatch({ type: 'inc' });
    expect(apis).toHaveLength(2);
    expect(states).toEqual([{ count: 1 }, { count: 0 }, { count: 2 }]);
  });
});
