import { combineSlices } from '@reduxjs/toolkit';
import type { Reducer, UnknownAction } from 'redux';
import { combineInjectable } from './combineInjectable';

// Plain reducers standing for slices: a counter that counts every action, and a list of action types.
const counter: Reducer<number> = (state = 0) => state + 1;
const typesSeen: Reducer<string[]> = (state = [], action) => [...state, action.type];
const constant =
  (value: string): Reducer<string> =>
  () =>
    value;

const slice = <S>(reducerPath: string, reducer: Reducer<S>) => ({ reducerPath, reducer });
const act = (type: string): UnknownAction => ({ type });

/** What both root reducers accept, to run the same injections through each. */
type Injecting = {
  inject(
    injectable: { reducerPath: string; reducer: Reducer },
    config?: { overrideExisting?: boolean },
  ): unknown;
};

describe('combineInjectable', () => {
  test('default: the state holds one entry per slice, by reducer path', () => {
    const root = combineInjectable(slice('count', counter), slice('types', typesSeen));
    const state = root(undefined, act('first'));
    expect(state).toEqual({ count: 1, types: ['first'] });
    expect(root(state, act('second'))).toEqual({ count: 2, types: ['first', 'second'] });
  });

  test('default: an action no slice changes keeps the same root state object', () => {
    const root = combineInjectable(slice('fixed', constant('a')));
    const state = root(undefined, act('init'));
    expect(root(state, act('again'))).toBe(state);
  });

  test("behavior: an injected slice's state appears with the next action, the others kept", () => {
    const root = combineInjectable(slice('count', counter));
    const before = root(undefined, act('init'));
    expect(before).toEqual({ count: 1 });
    expect(root.inject(slice('types', typesSeen))).toBe(root);
    expect(before).toEqual({ count: 1 });
    expect(root(before, act('next'))).toEqual({ count: 2, types: ['next'] });
  });

  test('behavior: injecting a different reducer at a taken path is ignored without overrideExisting', () => {
    const root = combineInjectable(slice('mode', constant('first')));
    expect(root.inject(slice('mode', constant('second')))).toBe(root);
    expect(root(undefined, act('x'))).toEqual({ mode: 'first' });
  });

  test('behavior: overrideExisting replaces the reducer at a taken path', () => {
    const root = combineInjectable(slice('mode', constant('first')));
    const state = root(undefined, act('x'));
    root.inject(slice('mode', constant('second')), { overrideExisting: true });
    expect(root(state, act('y'))).toEqual({ mode: 'second' });
  });

  test('behavior: injecting the same reducer again changes nothing', () => {
    const root = combineInjectable(slice('count', counter));
    root.inject(slice('count', counter));
    expect(root(undefined, act('x'))).toEqual({ count: 1 });
  });

  test("behavior: unknown keys in the state are dropped, like Redux's combineReducers", () => {
    const root = combineInjectable(slice('count', counter));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const next = root({ count: 5, stray: true } as never, act('x'));
      expect(next).toEqual({ count: 6 });
      expect(next).not.toHaveProperty('stray');
    } finally {
      errors.mockRestore();
    }
  });

  test("behavior: states match Redux Toolkit's combineSlices through the same injections and actions", () => {
    const ours = combineInjectable(slice('count', counter));
    const rtk = combineSlices(slice('count', counter));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const steps: [(r: Injecting) => void, string][] = [
        [() => {}, 'a'],
        [(r) => r.inject(slice('types', typesSeen)), 'b'],
        [(r) => r.inject(slice('types', constant('ignored'))), 'c'],
        [(r) => r.inject(slice('types', constant('replaced')), { overrideExisting: true }), 'd'],
      ];
      let oursState: unknown;
      let rtkState: unknown;
      for (const [change, type] of steps) {
        change(ours);
        change(rtk as unknown as Injecting);
        oursState = ours(oursState as never, act(type));
        rtkState = rtk(rtkState as never, act(type));
        expect(oursState).toEqual(rtkState);
      }
      expect(oursState).toEqual({ count: 4, types: 'replaced' });
    } finally {
      errors.mockRestore();
    }
  });
});
