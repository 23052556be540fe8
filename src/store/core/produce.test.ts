import { freezeDeep, isDraft, produce } from './produce';

interface Entry {
  name: string;
  tags: string[];
}

interface Shape {
  count: number;
  byId: { a: Entry; b?: Entry; c?: Entry };
  list: { id: number; done: boolean }[];
  untouched: { deep: { value: number } };
  when?: Date;
}

const base = (): Shape =>
  freezeDeep({
    count: 0,
    byId: { a: { name: 'A', tags: ['x'] }, b: { name: 'B', tags: [] } },
    list: [
      { id: 1, done: false },
      { id: 2, done: false },
    ],
    untouched: { deep: { value: 1 } },
  });

/** The item at `index`, which the test's own data has. */
function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

describe('produce (the start-up slices’ drafts)', () => {
  test('behavior: a nested write gives a new path and shares every untouched part', () => {
    const before = base();
    const after = produce(before, (draft) => {
      draft.byId.a.tags.push('y');
    });
    expect(after).not.toBe(before);
    expect(after.byId.a.tags).toEqual(['x', 'y']);
    expect(before.byId.a.tags).toEqual(['x']);
    expect(after.byId.b).toBe(before.byId.b);
    expect(after.list).toBe(before.list);
    expect(after.untouched).toBe(before.untouched);
  });

  test('behavior: reading, or writing the same value, changes nothing and returns the base itself', () => {
    const before = base();
    const after = produce(before, (draft) => {
      void draft.byId.a.name;
      void JSON.stringify(draft);
      draft.count = 0;
      at(draft.list, 0).done = false;
    });
    expect(after).toBe(before);
  });

  test('behavior: delete, array methods and a moved child are finalized without drafts left inside', () => {
    const before = base();
    const after = produce(before, (draft) => {
      delete draft.byId.b;
      draft.list = draft.list.filter((item) => item.id !== 1);
      draft.list.push({ id: 3, done: true });
      at(draft.list, 0).done = true;
      draft.untouched = { deep: draft.untouched.deep };
    });
    expect(after.byId).toEqual({ a: { name: 'A', tags: ['x'] } });
    expect(after.list).toEqual([
      { id: 2, done: true },
      { id: 3, done: true },
    ]);
    expect(at(before.list, 1).done).toBe(false);
    // The moved, unchanged child is the base's own object, not a draft.
    expect(after.untouched.deep).toBe(before.untouched.deep);
    const walk = (value: unknown): void => {
      expect(isDraft(value)).toBe(false);
      if (value && typeof value === 'object') for (const child of Object.values(value)) walk(child);
    };
    walk(after);
  });

  test('behavior: a returned new state is used, drafts inside it resolved to their bases', () => {
    const before = base();
    const after = produce(before, (draft) => ({ ...draft, count: 5 }));
    expect(after.count).toBe(5);
    expect(after.byId).toBe(before.byId);
    expect(isDraft(after.list)).toBe(false);
  });

  test('behavior: the result is frozen, so a write outside a reducer throws', () => {
    const after = produce(base(), (draft) => {
      draft.byId.c = { name: 'C', tags: [] };
    });
    expect(Object.isFrozen(after)).toBe(true);
    expect(Object.isFrozen(after.byId.c?.tags)).toBe(true);
    expect(() => {
      (after.byId.c as Entry).name = 'D';
    }).toThrow(TypeError);
  });

  test('behavior: a value that is not a plain object or array is kept as a value, not drafted', () => {
    const when = new Date(0);
    const after = produce(base(), (draft) => {
      draft.when = when;
    });
    expect(after.when).toBe(when);
    expect(Object.isFrozen(when)).toBe(false);
  });

  test('error: changing the draft and returning another state is refused', () => {
    expect(() =>
      produce(base(), (draft) => {
        draft.count = 1;
        return { ...draft };
      }),
    ).toThrow('either changes its draft or returns a new state');
  });
});
