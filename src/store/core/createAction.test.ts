import { isAnyOf, createAction as rtkCreateAction } from '@reduxjs/toolkit';
import { createAction } from './createAction';

// Parity with Redux Toolkit's createAction: the same calls through both give the same actions and helpers.

describe('createAction', () => {
  test('default: the action carries the type and the first argument as payload, as with Redux Toolkit', () => {
    const ours = createAction<{ id: number }>('wallet/select');
    const rtk = rtkCreateAction<{ id: number }>('wallet/select');
    expect(ours({ id: 1 })).toEqual({ type: 'wallet/select', payload: { id: 1 } });
    expect(ours({ id: 1 })).toEqual(rtk({ id: 1 }));
    expect(Object.keys(ours({ id: 1 }))).toEqual(Object.keys(rtk({ id: 1 })));
  });

  test('default: without an argument the payload key is still there, undefined, as with Redux Toolkit', () => {
    const ours = createAction('modal/open');
    const rtk = rtkCreateAction('modal/open');
    expect(Object.keys(ours())).toEqual(['type', 'payload']);
    expect(Object.keys(ours())).toEqual(Object.keys(rtk()));
    expect(ours()).toStrictEqual(rtk());
  });

  test('default: the creator exposes type, toString and match like Redux Toolkit', () => {
    const ours = createAction<number>('counter/add');
    const rtk = rtkCreateAction<number>('counter/add');
    expect(ours.type).toBe(rtk.type);
    expect(ours.toString()).toBe(rtk.toString());
    expect(`${ours}`).toBe(`${rtk}`);
    for (const action of [
      { type: 'counter/add', payload: 1 },
      { type: 'counter/added' },
      { type: 'counter/add' },
      { kind: 'counter/add' },
      null,
      'counter/add',
      { type: 42 },
    ]) {
      expect(ours.match(action)).toBe(rtk.match(action));
    }
    expect(ours.match(rtk(1))).toBe(true);
    expect(rtk.match(ours(1))).toBe(true);
  });

  test('behavior: prepare shapes payload, meta and error exactly as Redux Toolkit', () => {
    const prepareCases = [
      (text: string) => ({ payload: text.trim() }),
      (text: string) => ({ payload: text, meta: { at: 7 } }),
      (text: string) => ({ payload: text, error: true }),
      (text: string) => ({ payload: text, meta: undefined, error: undefined }),
      (text: string) => ({ payload: text, meta: text.length, error: new Error(text), extra: 'dropped' }),
    ];
    for (const prepare of prepareCases) {
      const ours = createAction('note/add', prepare);
      const rtk = rtkCreateAction('note/add', prepare);
      expect(ours(' hi ')).toStrictEqual(rtk(' hi '));
      expect(Object.keys(ours(' hi '))).toEqual(Object.keys(rtk(' hi ')));
    }
    expect(createAction('note/add', (text: string) => ({ payload: text, meta: 1 }))('a')).toEqual({
      type: 'note/add',
      payload: 'a',
      meta: 1,
    });
  });

  test('behavior: prepare receives every argument', () => {
    const ours = createAction('pair/set', (a: number, b: string) => ({ payload: `${a}${b}`, meta: [a, b] }));
    const rtk = rtkCreateAction('pair/set', (a: number, b: string) => ({
      payload: `${a}${b}`,
      meta: [a, b],
    }));
    expect(ours(1, 'x')).toEqual({ type: 'pair/set', payload: '1x', meta: [1, 'x'] });
    expect(ours(1, 'x')).toEqual(rtk(1, 'x'));
  });

  test("behavior: Redux Toolkit's isAnyOf accepts our creators", () => {
    const a = createAction<number>('a/one');
    const b = createAction('b/two', (n: number) => ({ payload: n, meta: 'm' }));
    const either = isAnyOf(a, b);
    expect(either(a(1))).toBe(true);
    expect(either(b(2))).toBe(true);
    expect(either({ type: 'c/three' })).toBe(false);
  });
});
