import { APPROVAL_TIMEOUT_MESSAGE, createApprovalQueue } from './createApprovalQueue';
import type { ApprovalRequest } from './createFrameRpc';

// Issue 12 item 2: concurrent requests queue; each settles with its own answer or a timeout error.

const card = (method: string): ApprovalRequest => ({ method, lines: [] });

/** A card UI driven by the test: which card is open, and answers for it. */
function cards() {
  const open: { approval: ApprovalRequest; answer(ok: boolean): void; signal: AbortSignal }[] = [];
  const show = (approval: ApprovalRequest, signal: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      open.push({ approval, answer: resolve, signal });
    });
  return { open, show };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createApprovalQueue', () => {
  test('behavior: a second request waits for the first card, and each gets its own answer', async () => {
    const ui = cards();
    const queue = createApprovalQueue({ show: ui.show });
    const first = queue.request(card('personal_sign'));
    const second = queue.request(card('eth_signTypedData_v4'));
    await flush();
    // Only the first card is shown; the old page replaced it with the second, orphaning the first.
    expect(ui.open.map((c) => c.approval.method)).toEqual(['personal_sign']);
    expect(queue.size()).toBe(2);
    ui.open[0]?.answer(true);
    await expect(first).resolves.toBe(true);
    await flush();
    expect(ui.open.map((c) => c.approval.method)).toEqual(['personal_sign', 'eth_signTypedData_v4']);
    ui.open[1]?.answer(false);
    await expect(second).resolves.toBe(false);
    expect(queue.size()).toBe(0);
  });

  test('error: an unanswered card times out with its own error, closes, and the next card opens', async () => {
    const ui = cards();
    const queue = createApprovalQueue({ show: ui.show, timeoutMs: 1000 });
    const first = queue.request(card('a'));
    const second = queue.request(card('b'));
    const firstOutcome = first.catch((error: Error) => error.message);
    await flush();
    jest.advanceTimersByTime(999);
    await flush();
    expect(ui.open).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(await firstOutcome).toBe(APPROVAL_TIMEOUT_MESSAGE);
    expect(ui.open[0]?.signal.aborted).toBe(true);
    await flush();
    // The second card gets its full time from when it is shown.
    expect(ui.open.map((c) => c.approval.method)).toEqual(['a', 'b']);
    ui.open[1]?.answer(true);
    await expect(second).resolves.toBe(true);
  });

  test('error: a card that fails rejects its request only, and the queue goes on', async () => {
    const queue = createApprovalQueue({
      show: async (approval) => {
        if (approval.method === 'bad') throw new Error('card failed');
        return true;
      },
    });
    const bad = queue.request(card('bad'));
    const good = queue.request(card('good'));
    await expect(bad).rejects.toThrow('card failed');
    await expect(good).resolves.toBe(true);
  });

  test('behavior: a withdrawn open card closes at once, settles rejected, and the next card shows', async () => {
    const ui = cards();
    const queue = createApprovalQueue({ show: ui.show });
    const withdraw = new AbortController();
    const first = queue.request(card('personal_sign'), withdraw.signal);
    const second = queue.request(card('eth_sendTransaction'));
    await flush();
    withdraw.abort();
    await expect(first).resolves.toBe(false);
    // The card's own signal closed it, and the queued request did not wait for a 2 min timeout.
    expect(ui.open[0]?.signal.aborted).toBe(true);
    await flush();
    expect(ui.open.map((c) => c.approval.method)).toEqual(['personal_sign', 'eth_sendTransaction']);
    expect(queue.size()).toBe(1);
    ui.open[1]?.answer(true);
    await expect(second).resolves.toBe(true);
  });

  test('behavior: a withdrawn queued request leaves the queue and its card is never shown', async () => {
    const ui = cards();
    const queue = createApprovalQueue({ show: ui.show });
    const withdraw = new AbortController();
    const first = queue.request(card('personal_sign'));
    const second = queue.request(card('eth_sendTransaction'), withdraw.signal);
    const third = queue.request(card('eth_signTypedData_v4'));
    await flush();
    withdraw.abort();
    await expect(second).resolves.toBe(false);
    expect(queue.size()).toBe(2);
    ui.open[0]?.answer(true);
    await expect(first).resolves.toBe(true);
    await flush();
    expect(ui.open.map((c) => c.approval.method)).toEqual(['personal_sign', 'eth_signTypedData_v4']);
    ui.open[1]?.answer(false);
    await expect(third).resolves.toBe(false);
    // Already withdrawn before asking: no card at all.
    await expect(queue.request(card('personal_sign'), AbortSignal.abort())).resolves.toBe(false);
    await flush();
    expect(ui.open).toHaveLength(2);
  });
});
