import {
  combineSlices,
  isAnyOf,
  type PayloadAction,
  type PayloadActionCreator,
  createAction as rtkCreateAction,
  createSlice as rtkCreateSlice,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { produce } from 'immer';
import { createAction } from './createAction';
import { createSlice } from './createSlice';

// Parity with Redux Toolkit's createSlice: one definition built with both, the same actions through both.

const external = createAction<number>('external/bump');
const elsewhere = rtkCreateAction('external/other');

interface Wallet {
  count: number;
  items: string[];
  order: string[];
  nested: { deep: { value: number } };
}
const initialState: Wallet = { count: 0, items: [], order: [], nested: { deep: { value: 1 } } };

function make(create: typeof rtkCreateSlice) {
  return create({
    name: 'wallet',
    initialState,
    reducers: {
      increment(state) {
        state.count += 1;
      },
      add: {
        reducer(state, action: PayloadAction<string, string, { at: number }>) {
          state.items.push(`${action.payload}@${action.meta.at}`);
        },
        prepare: (text: string, at: number) => ({ payload: text.trim(), meta: { at } }),
      },
      setDeep(state, action: PayloadAction<number>) {
        state.nested.deep.value = action.payload;
      },
      // A case reducer that returns a new value instead of mutating the draft.
      replace: (_state, action: PayloadAction<number>) => ({ ...initialState, count: action.payload }),
    },
    extraReducers: (builder) =>
      builder
        .addCase(external, (state, action) => {
          state.order.push(`case:${action.payload}`);
        })
        .addMatcher(
          (action: UnknownAction) => action.type.startsWith('external/'),
          (state) => {
            state.order.push('matcher:prefix');
          },
        )
        .addMatcher(isAnyOf(external, elsewhere), (state, action) => {
          state.order.push(`matcher:anyOf:${action.type}`);
        })
        .addDefaultCase((state, action) => {
          state.order.push(`default:${action.type}`);
        }),
    selectors: {
      selectCount: (state) => state.count,
      selectItem: (state, index: number) => state.items[index],
    },
  });
}

const ours = make(createSlice);
const rtk = make(rtkCreateSlice);

/** Runs the same actions through both reducers, returning each state after each step. */
function run(actions: (slice: typeof ours) => UnknownAction[]) {
  const step = (slice: typeof ours) => {
    const states: Wallet[] = [];
    let state: Wallet | undefined;
    for (const action of actions(slice)) {
      state = slice.reducer(state, action);
      states.push(state);
    }
    return states;
  };
  return { ours: step(ours), rtk: step(rtk) };
}

describe('createSlice', () => {
  test('default: name, reducerPath, action types and initial state match Redux Toolkit', () => {
    expect(ours.name).toBe(rtk.name);
    expect(ours.reducerPath).toBe(rtk.reducerPath);
    expect(Object.keys(ours.actions)).toEqual(Object.keys(rtk.actions));
    for (const key of Object.keys(rtk.actions) as (keyof typeof rtk.actions)[]) {
      expect(ours.actions[key].type).toBe(rtk.actions[key].type);
      expect(ours.actions[key].toString()).toBe(rtk.actions[key].toString());
    }
    expect(ours.actions.increment.type).toBe('wallet/increment');
    expect(ours.getInitialState()).toEqual(rtk.getInitialState());
    expect(ours.getInitialState()).toBe(ours.getInitialState());
    expect(Object.isFrozen(ours.getInitialState())).toBe(Object.isFrozen(rtk.getInitialState()));
    expect(Object.isFrozen(ours.getInitialState().nested.deep)).toBe(true);
    expect(ours.reducer(undefined, { type: '@@init' })).toEqual(rtk.reducer(undefined, { type: '@@init' }));
  });

  test('default: action objects (type, payload, meta from prepare) equal Redux Toolkit ones', () => {
    expect(ours.actions.add(' a ', 3)).toStrictEqual(rtk.actions.add(' a ', 3));
    expect(ours.actions.add(' a ', 3)).toEqual({ type: 'wallet/add', payload: 'a', meta: { at: 3 } });
    expect(ours.actions.increment()).toStrictEqual(rtk.actions.increment());
    expect(ours.actions.setDeep(5)).toStrictEqual(rtk.actions.setDeep(5));
    for (const action of [rtk.actions.add('x', 1), ours.actions.increment(), { type: 'wallet/add' }, {}]) {
      expect(ours.actions.add.match(action)).toBe(rtk.actions.add.match(action));
    }
    expect(rtk.actions.add.match(ours.actions.add('x', 1))).toBe(true);
  });

  test('behavior: the same action sequence gives equal states at every step', () => {
    const states = run((slice) => [
      slice.actions.increment(),
      slice.actions.add(' first ', 1),
      slice.actions.setDeep(9),
      slice.actions.add('second', 2),
      slice.actions.replace(40),
      slice.actions.increment(),
      external(7),
      { type: 'unrelated/action' },
      elsewhere(),
    ]);
    expect(states.ours).toEqual(states.rtk);
    expect(states.ours[4]).toEqual({ ...initialState, count: 40 });
    expect(states.ours.at(-1)?.count).toBe(41);
  });

  test('behavior: unchanged state keeps its reference, changed parts are new, as with Redux Toolkit', () => {
    const states = run((slice) => [
      slice.actions.increment(),
      slice.actions.setDeep(1),
      slice.actions.add('a', 1),
    ]);
    for (const side of [states.ours, states.rtk]) {
      // setDeep(1) writes the value already there: immer keeps the same state.
      expect(side[1]).toBe(side[0]);
      expect(side[2]).not.toBe(side[1]);
      expect(side[2]!.nested).toBe(side[1]!.nested);
    }
  });

  test('behavior: extraReducers run the exact case then matchers in order; the default case only when nothing matched', () => {
    const states = run(() => [external(1), elsewhere(), { type: 'someone/else' }]);
    expect(states.ours).toEqual(states.rtk);
    expect(states.ours[0]!.order).toEqual(['case:1', 'matcher:prefix', 'matcher:anyOf:external/bump']);
    expect(states.ours[1]!.order.slice(3)).toEqual(['matcher:prefix', 'matcher:anyOf:external/other']);
    expect(states.ours[2]!.order.slice(5)).toEqual(['default:someone/else']);
  });

  test("behavior: a slice's own reducer is never followed by the default case", () => {
    const states = run((slice) => [slice.actions.increment()]);
    expect(states.ours[0]!.order).toEqual([]);
    expect(states.ours).toEqual(states.rtk);
  });

  test('behavior: returned states are frozen; mutating one throws as with Redux Toolkit', () => {
    const states = run((slice) => [slice.actions.add('a', 1)]);
    for (const state of [states.ours[0]!, states.rtk[0]!]) {
      expect(() => {
        state.count = 5;
      }).toThrow(TypeError);
      expect(() => state.items.push('b')).toThrow(TypeError);
      expect(() => {
        state.nested.deep.value = 2;
      }).toThrow(TypeError);
    }
  });

  test('behavior: selectors take the root state, pass extra arguments and expose unwrapped', () => {
    const state = ours.reducer(ours.reducer(undefined, ours.actions.add('x', 1)), ours.actions.increment());
    const root = { wallet: state, other: 1 };
    expect(ours.selectors.selectCount(root)).toBe(rtk.selectors.selectCount(root));
    expect(ours.selectors.selectCount(root)).toBe(1);
    expect(ours.selectors.selectItem(root, 0)).toBe(rtk.selectors.selectItem(root, 0));
    expect(ours.selectors.selectItem(root, 0)).toBe('x@1');
    expect(ours.selectSlice(root)).toBe(rtk.selectSlice(root));
    expect(ours.selectors.selectCount.unwrapped(state)).toBe(1);
    expect(ours.selectors).toBe(ours.selectors);
  });

  test("behavior: with the slice missing from the root state selectors read the initial state, as Redux Toolkit's injected slice", () => {
    const injected = rtk.injectInto(combineSlices());
    const root = {} as { wallet: Wallet };
    expect(ours.selectSlice(root)).toBe(ours.getInitialState());
    expect(ours.selectSlice(root)).toEqual(injected.selectSlice(root));
    expect(ours.selectors.selectCount(root)).toBe(injected.selectors.selectCount(root));
    expect(ours.selectors.selectItem(root, 0)).toBe(injected.selectors.selectItem(root, 0));
  });

  test('behavior: caseReducers are the plain reducers (the prepare form gives its reducer)', () => {
    expect(Object.keys(ours.caseReducers)).toEqual(Object.keys(rtk.caseReducers));
    const action = ours.actions.add('z', 2);
    const next = produce(initialState, (draft) => {
      ours.caseReducers.add(draft, action);
    });
    expect(next).toEqual(produce(initialState, (draft) => void rtk.caseReducers.add(draft, action)));
    expect(next.items).toEqual(['z@2']);
  });

  test('behavior: a primitive state is replaced by the returned value; null may return undefined', () => {
    const counter = (create: typeof rtkCreateSlice) =>
      create({
        name: 'n',
        initialState: 0 as number,
        reducers: { add: (state, action: PayloadAction<number>) => state + action.payload },
      });
    const nullable = (create: typeof rtkCreateSlice) =>
      create({
        name: 'maybe',
        initialState: null as string | null,
        reducers: { keep: () => undefined, set: (_state, action: PayloadAction<string>) => action.payload },
      });
    const [oursN, rtkN] = [counter(createSlice), counter(rtkCreateSlice)];
    expect(oursN.reducer(2, oursN.actions.add(3))).toBe(rtkN.reducer(2, rtkN.actions.add(3)));
    expect(oursN.reducer(2, oursN.actions.add(3))).toBe(5);
    const [oursM, rtkM] = [nullable(createSlice), nullable(rtkCreateSlice)];
    expect(oursM.reducer(undefined, oursM.actions.keep())).toBe(rtkM.reducer(undefined, rtkM.actions.keep()));
    expect(oursM.reducer(undefined, oursM.actions.keep())).toBeNull();
    expect(oursM.reducer(null, oursM.actions.set('a'))).toBe('a');
  });

  test('error: a case reducer on a non-draftable value returning undefined throws, as in Redux Toolkit', () => {
    const broken = (create: typeof rtkCreateSlice) =>
      create({
        name: 'broken',
        initialState: 1 as number,
        // Deliberately returns nothing for a number state.
        reducers: { lose: (() => undefined) as unknown as (state: number) => number },
      });
    const [o, r] = [broken(createSlice), broken(rtkCreateSlice)];
    expect(() => r.reducer(1, r.actions.lose())).toThrow(
      'A case reducer on a non-draftable value must not return undefined',
    );
    expect(() => o.reducer(1, o.actions.lose())).toThrow(
      'A case reducer on a non-draftable value must not return undefined',
    );
  });

  test('error: the reducers callback form is refused with a TypeError', () => {
    expect(() =>
      createSlice({
        name: 'cb',
        initialState: 0,
        reducers: (create) => ({ inc: create.reducer((state: number) => state + 1) }),
      }),
    ).toThrow(TypeError);
  });

  test("behavior: extraReducers may name another slice's actions defined later (built on first use)", () => {
    let later: PayloadActionCreator<number> | undefined;
    const slice = createSlice({
      name: 'lazy',
      initialState: { seen: 0 },
      reducers: {},
      extraReducers: (builder) => {
        builder.addCase(later!, (state, action) => {
          state.seen = action.payload;
        });
      },
    });
    later = createAction<number>('later/defined');
    expect(slice.reducer(undefined, later(4))).toEqual({ seen: 4 });
  });

  test('behavior: an initial state given as a function is called, as in Redux Toolkit', () => {
    const options = { name: 'lazy', initialState: () => ({ a: 1 }), reducers: {} };
    const ours = createSlice(options);
    const theirs = rtkCreateSlice(options);
    expect(ours.getInitialState()).toEqual(theirs.getInitialState());
    expect(ours.reducer(undefined, { type: 'x' })).toEqual({ a: 1 });
  });

  test('behavior: a slice state of null is given to selectors as null, as in Redux Toolkit', () => {
    const options = {
      name: 's',
      initialState: { a: 1 } as { a: number } | null,
      reducers: {},
      selectors: { raw: (state: { a: number } | null) => state },
    };
    expect(createSlice(options).selectors.raw({ s: null })).toBeNull();
    expect(rtkCreateSlice(options).selectors.raw({ s: null })).toBeNull();
  });

  test('error: two extraReducers for one action type, or no name, are refused as in Redux Toolkit', () => {
    const twice = {
      name: 'twice',
      initialState: 0,
      reducers: {},
      extraReducers: (builder: { addCase(type: string, reducer: () => number): unknown }) => {
        builder.addCase('t', () => 1);
        builder.addCase('t', () => 2);
      },
    };
    expect(() => createSlice(twice as never).reducer(undefined, { type: 't' })).toThrow(/two reducers/);
    expect(() => rtkCreateSlice(twice as never).reducer(undefined, { type: 't' })).toThrow(/two reducers/);
    expect(() => createSlice({ name: '', initialState: 0, reducers: {} })).toThrow(/name/);
  });
});
