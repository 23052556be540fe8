import { APPROVAL_VISIBLE_DELAY_MS, createVisibilityGate } from './createVisibilityGate';

// Issue 12 item 2: Approve counts only after the card has been fully visible, without a break, for
// the delay (a click through a transparent or covered frame comes before that, or never).

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createVisibilityGate', () => {
  test('default: closed until visible, open after 500 ms of continuous visibility', () => {
    const gate = createVisibilityGate();
    expect(gate.canAct()).toBe(false);
    expect(gate.msUntilActive()).toBeUndefined();
    gate.observe(true);
    jest.advanceTimersByTime(APPROVAL_VISIBLE_DELAY_MS - 1);
    expect(gate.canAct()).toBe(false);
    expect(gate.msUntilActive()).toBe(1);
    gate.observe(true); // a repeated report does not restart the wait
    jest.advanceTimersByTime(1);
    expect(APPROVAL_VISIBLE_DELAY_MS).toBe(500);
    expect(gate.canAct()).toBe(true);
  });

  test('behavior: any moment of invisibility (transparent, covered, off-screen) restarts the wait', () => {
    const gate = createVisibilityGate();
    gate.observe(true);
    jest.advanceTimersByTime(600);
    expect(gate.canAct()).toBe(true);
    gate.observe(false);
    expect(gate.canAct()).toBe(false);
    gate.observe(true);
    jest.advanceTimersByTime(499);
    expect(gate.canAct()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(gate.canAct()).toBe(true);
  });

  test('error: never visible means never clickable, however long it waits', () => {
    const gate = createVisibilityGate({ delayMs: 100 });
    gate.observe(false);
    jest.advanceTimersByTime(60_000);
    expect(gate.canAct()).toBe(false);
  });
});
