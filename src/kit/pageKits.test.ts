/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { ModalNotShownError } from './pageKitErrors';
import {
  addModalHost,
  hasModalHost,
  livePageKits,
  MODAL_NOT_SHOWN_DELAY_MS,
  markModalShown,
  registerPageKit,
  subscribePageKits,
} from './pageKits';

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

describe('a modal nothing can show (issue 24: never silent)', () => {
  const openKit = () => ({ getState: () => ({ open: true }) });
  const registerKit = (kit: object) => {
    const page = registerPageKit({ namespace: 'shown', closeModal: () => undefined, kit }, () => undefined);
    registered.push(page.unregister);
    return page;
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('error: an open with nothing to show it is reported once, a moment later', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = registerKit(openKit());
    page.modalOpened();
    await jest.advanceTimersByTimeAsync(MODAL_NOT_SHOWN_DELAY_MS - 1);
    expect(errors).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]?.[0]).toBeInstanceOf(ModalNotShownError);
    page.modalOpened();
    await jest.advanceTimersByTimeAsync(MODAL_NOT_SHOWN_DELAY_MS);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  test('behavior: a kit something shows, a modal closed or a kit gone by then is not reported', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown = openKit();
    registerKit(shown).modalOpened();
    markModalShown(shown); // e.g. the provider rendered just after the open
    registerKit({ getState: () => ({ open: false }) }).modalOpened();
    const gone = registerKit(openKit());
    gone.modalOpened();
    gone.unregister();
    await jest.advanceTimersByTimeAsync(MODAL_NOT_SHOWN_DELAY_MS);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('modal hosts', () => {
  test('behavior: hosts are counted per kit and listeners hear every change', () => {
    const kit = {};
    const heard = jest.fn();
    const stop = subscribePageKits(heard);
    const first = addModalHost(kit);
    const second = addModalHost(kit);
    first();
    expect(hasModalHost(kit)).toBe(true);
    second();
    expect(hasModalHost(kit)).toBe(false);
    expect(hasModalHost({})).toBe(false);
    expect(heard).toHaveBeenCalledTimes(4); // two added, two withdrawn
    stop();
    addModalHost(kit)();
    expect(heard).toHaveBeenCalledTimes(4);
  });

  test('default: livePageKits lists the kits that joined and not those that left', () => {
    const kit = {};
    const page = registerKitRecord(kit);
    expect(livePageKits()).toContain(kit);
    page.unregister();
    expect(livePageKits()).not.toContain(kit);
  });
});

function registerKitRecord(kit: object) {
  const page = registerPageKit({ namespace: 'record', closeModal: () => undefined, kit }, () => undefined);
  registered.push(page.unregister);
  return page;
}
