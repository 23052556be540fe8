/** @jest-environment jsdom */
import { registerPageKit } from './pageKits';

// The page registry that keeps one modal open at a time (two kits: src/kit/twoKits.test.tsx).

const registered: Array<() => void> = [];
afterEach(() => {
  for (const unregister of registered.splice(0)) unregister();
  jest.restoreAllMocks();
});

function register(namespace: string, closeModal: () => void = () => undefined, warnings: string[] = []) {
  const page = registerPageKit({ namespace, closeModal }, (message) => warnings.push(message));
  registered.push(page.unregister);
  return page;
}

test('default: a modal opening closes every other kit modal, not its own', () => {
  const closed: string[] = [];
  register('a', () => closed.push('a'));
  const b = register('b', () => closed.push('b'));
  register('c', () => closed.push('c'));
  b.modalOpened();
  expect(closed).toEqual(['a', 'c']);
});

test('error: another kit failing to close does not stop the others, and the failure is logged', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const closed: string[] = [];
  const failure = new Error('closeModal broke');
  register('a', () => {
    throw failure;
  });
  const b = register('b');
  register('c', () => closed.push('c'));
  expect(() => b.modalOpened()).not.toThrow();
  expect(closed).toEqual(['c']);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not close'), failure);
});

test('behavior: registering returns the page functions whether or not another kit shares the namespace', () => {
  const warnings: string[] = [];
  register('same');
  const second = register('same', undefined, warnings);
  expect(warnings).toEqual([expect.stringContaining('share the storage namespace "same"')]);
  expect(typeof second.modalOpened).toBe('function');
  expect(typeof second.unregister).toBe('function');
  const third = register('other', undefined, warnings);
  expect(warnings).toHaveLength(1);
  expect(typeof third.modalOpened).toBe('function');
});
