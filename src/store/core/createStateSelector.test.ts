import { createStateSelector } from './createStateSelector';

interface State {
  a: number;
  b: { list: string[] };
  c: string;
}

/** A selector combining a and b.list, counting its combiner's calls. */
function make() {
  const combine = jest.fn((a: number, list: string[]) => ({ a, size: list.length }));
  const select = createStateSelector([(s: State) => s.a, (s: State) => s.b.list], combine);
  return { select, combine };
}

describe('createStateSelector', () => {
  test('default: the result is the combiner applied to the input values', () => {
    const { select, combine } = make();
    expect(select({ a: 2, b: { list: ['x', 'y'] }, c: '' })).toEqual({ a: 2, size: 2 });
    expect(combine).toHaveBeenCalledWith(2, ['x', 'y']);
  });

  test('behavior: the same state object gives the same result without recomputing', () => {
    const { select, combine } = make();
    const state: State = { a: 1, b: { list: [] }, c: '' };
    expect(select(state)).toBe(select(state));
    expect(combine).toHaveBeenCalledTimes(1);
  });

  test('behavior: a new state object with the same input values gives the same result reference', () => {
    const { select, combine } = make();
    const list = ['x'];
    const first = select({ a: 1, b: { list }, c: 'one' });
    const second = select({ a: 1, b: { list }, c: 'two' });
    expect(second).toBe(first);
    expect(combine).toHaveBeenCalledTimes(1);
  });

  test('behavior: a changed input value recomputes', () => {
    const { select, combine } = make();
    const list = ['x'];
    const first = select({ a: 1, b: { list }, c: '' });
    const second = select({ a: 2, b: { list }, c: '' });
    expect(second).toEqual({ a: 2, size: 1 });
    expect(second).not.toBe(first);
    // An equal list that is a different array is a change too (inputs are compared by reference).
    const third = select({ a: 2, b: { list: ['x'] }, c: '' });
    expect(third).not.toBe(second);
    expect(combine).toHaveBeenCalledTimes(3);
  });

  test("behavior: two interleaved states do not recompute each other's results", () => {
    const { select, combine } = make();
    const kitOne: State = { a: 1, b: { list: ['one'] }, c: '' };
    const kitTwo: State = { a: 2, b: { list: ['two', 'too'] }, c: '' };
    const one = select(kitOne);
    const two = select(kitTwo);
    for (let i = 0; i < 3; i++) {
      expect(select(kitOne)).toBe(one);
      expect(select(kitTwo)).toBe(two);
    }
    expect(one).toEqual({ a: 1, size: 1 });
    expect(two).toEqual({ a: 2, size: 2 });
    expect(combine).toHaveBeenCalledTimes(2);
  });

  test('behavior: a single input selector works and passes its value through', () => {
    const combine = jest.fn((c: string) => c.toUpperCase());
    const select = createStateSelector([(s: State) => s.c], combine);
    expect(select({ a: 0, b: { list: [] }, c: 'hi' })).toBe('HI');
    expect(select({ a: 1, b: { list: [] }, c: 'hi' })).toBe('HI');
    expect(combine).toHaveBeenCalledTimes(1);
  });
});
