import type { ApprovalRequest, ApprovalUi } from './createFrameRpc';

/** The error message of an approval nobody answered in time (the kit sees it as the request's error). */
export const APPROVAL_TIMEOUT_MESSAGE = 'The approval timed out';

export interface CreateApprovalQueueParameters {
  /** Shows one card; resolves with the visitor's choice. `signal` aborts when the card must close (timeout). */
  show(approval: ApprovalRequest, signal: AbortSignal): Promise<boolean>;
  /** How long one card stays open before its request fails with APPROVAL_TIMEOUT_MESSAGE; default 2 min. */
  timeoutMs?: number;
}

interface Entry {
  approval: ApprovalRequest;
  resolve(approved: boolean): void;
  reject(error: Error): void;
  controller: AbortController;
  timer?: ReturnType<typeof setTimeout>;
  done: boolean;
}

/**
 * One approval card at a time, first come first served (issue 12: a second request used to replace the
 * first card, whose request then never settled). Each request settles with its own answer, or with a
 * timeout error once its card has been open for `timeoutMs`; the next card is shown after that. A
 * request withdrawn through its signal settles as rejected, wherever it is in the queue.
 */
export function createApprovalQueue({ show, timeoutMs = 120_000 }: CreateApprovalQueueParameters) {
  const waiting: Entry[] = [];
  let showing: Entry | undefined;

  const settle = (entry: Entry, outcome: () => void) => {
    if (entry.done) return;
    entry.done = true;
    clearTimeout(entry.timer);
    if (showing === entry) {
      showing = undefined;
      entry.controller.abort();
    }
    outcome();
    next();
  };

  const next = () => {
    if (showing) return;
    const entry = waiting.shift();
    if (!entry) return;
    showing = entry;
    entry.timer = setTimeout(
      () => settle(entry, () => entry.reject(new Error(APPROVAL_TIMEOUT_MESSAGE))),
      timeoutMs,
    );
    show(entry.approval, entry.controller.signal).then(
      (approved) => settle(entry, () => entry.resolve(approved)),
      (error: unknown) =>
        settle(entry, () => entry.reject(error instanceof Error ? error : new Error(String(error)))),
    );
  };

  const queue: ApprovalUi & { size(): number } = {
    request: (approval, withdrawn) =>
      new Promise<boolean>((resolve, reject) => {
        const entry: Entry = { approval, resolve, reject, controller: new AbortController(), done: false };
        if (withdrawn?.aborted) {
          resolve(false);
          return;
        }
        // Withdrawn by the kit (its Cancel): a waiting entry leaves the queue, an open card closes, and
        // the request settles as rejected so the next card is shown at once.
        withdrawn?.addEventListener(
          'abort',
          () => {
            const index = waiting.indexOf(entry);
            if (index >= 0) waiting.splice(index, 1);
            settle(entry, () => resolve(false));
          },
          { once: true },
        );
        waiting.push(entry);
        next();
      }),
    /** Cards open or waiting. */
    size: () => waiting.length + (showing ? 1 : 0),
  };
  return queue;
}
