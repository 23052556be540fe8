import { RequestAbortedError } from '../../core/errors/connectionErrors';
import { approvalDismissed, approvalRequested, approvalSettled } from '../../store/actions/adapterEvents';
import { watchActions } from '../../store/watchActions';
import type { EmbeddedWalletKit } from './embeddedWalletConfig';
import { userRejected } from './toProviderError';

// SPEC §4 "Unsafe signing requests": while the frame asks the user to approve, the kit shows
// ApproveTransaction (this flow reports `approvalRequested`; src/kit/listeners/routeModal.ts routes it)
// and the secure frame is laid over its slot. Adapters do not import the UI, so the
// slot id is repeated here; createApprovalFlow.test.ts checks it against the view's constant.

/** Id of the element in ApproveTransactionView that the frame covers (APPROVE_TRANSACTION_SLOT_ID). */
export const APPROVAL_SLOT_ID = 'portico-approve-transaction-slot';

export interface ApprovalFlow {
  /**
   * Reports the request (`approvalRequested`), so that the kit shows ApproveTransaction, and shows the
   * frame over its slot while `task` runs. Success or an error reports `approvalSettled` (the kit takes
   * the card down, closing a modal it opened) and success refreshes the native balance. The kit's
   * `approvalDismissed` ends it early: Cancel, or closing the modal, rejects with 4001 at once and calls
   * `abort` so the frame drops the request; an error pop by the caller (its deadline)
   * rejects with RequestAbortedError and aborts likewise.
   */
  run<T>(task: () => Promise<T>, abort: () => void): Promise<T>;
  /** The height (CSS px) the frame's card needs, as it reported it; the slot is sized to it, clamped. */
  setContentHeight(height: number): void;
  /** Stops positioning the frame (kit destroyed). */
  destroy(): void;
}

/** The smallest slot the card gets, whatever the frame reports (a frame that says 0 stays usable). */
export const MIN_APPROVAL_HEIGHT = 160;
/** The tallest: beyond this the card's own scroll region (the message) takes the rest. */
export const MAX_APPROVAL_HEIGHT = 640;
/** Room the modal needs around the slot (header, paddings, Cancel), so the card never pushes them off. */
const MODAL_CHROME_HEIGHT = 180;

/** The slot height for a reported content height: clamped to sane bounds and to the window. */
export function clampApprovalHeight(height: number, windowHeight: number): number {
  const max = Math.max(
    MIN_APPROVAL_HEIGHT,
    Math.min(MAX_APPROVAL_HEIGHT, windowHeight - MODAL_CHROME_HEIGHT),
  );
  return Math.round(Math.min(max, Math.max(MIN_APPROVAL_HEIGHT, height)));
}

/** Creates the approval flow of one kit for the frame's iframe. */
export function createApprovalFlow(kit: EmbeddedWalletKit, iframe: HTMLIFrameElement): ApprovalFlow {
  const { store } = kit;
  const doc = iframe.ownerDocument;
  const view = doc.defaultView;
  let active = 0;
  let stopTracking: (() => void) | undefined;
  let contentHeight: number | undefined;

  /** Sizes the slot to the card's reported height (its CSS min-height stands until a report comes). */
  const sizeSlot = (slot: HTMLElement) => {
    const height =
      contentHeight === undefined ? '' : `${clampApprovalHeight(contentHeight, view?.innerHeight ?? 0)}px`;
    if (slot.style.height === height) return;
    Object.assign(slot.style, { boxSizing: height ? 'border-box' : '', height, minHeight: height });
  };

  const place = () => {
    const slot = active > 0 ? doc.getElementById(APPROVAL_SLOT_ID) : null;
    if (!slot) {
      iframe.style.display = 'none';
      return;
    }
    sizeSlot(slot);
    const rect = slot.getBoundingClientRect();
    const next = {
      display: 'block',
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    };
    // Written only when something changed: Chromium ignores clicks on a cross-origin frame that has
    // just moved, so a frame that keeps being "moved" to the same place must not look like one.
    const style = iframe.style;
    if (Object.entries(next).every(([key, value]) => style.getPropertyValue(key) === value)) return;
    Object.assign(style, next);
  };

  // The slot appears when React renders the view and moves with the page: follow it until hidden.
  const track = () => {
    if (stopTracking || !view) return;
    const mutations = new view.MutationObserver(place);
    mutations.observe(doc.body, { childList: true, subtree: true });
    const resize = typeof view.ResizeObserver === 'function' ? new view.ResizeObserver(place) : undefined;
    const slot = doc.getElementById(APPROVAL_SLOT_ID);
    if (resize && slot) resize.observe(slot);
    view.addEventListener('resize', place);
    view.addEventListener('scroll', place, true);
    // The view slides in (translateX), the card pops in (translateY) and the modal's height eases to the
    // new content: none of that is a mutation or a resize of the slot, so the slot is also followed
    // every frame while shown (one layout read; a write only when it moved).
    let frame: number | undefined;
    const follow = () => {
      place();
      frame = view.requestAnimationFrame(follow);
    };
    if (typeof view.requestAnimationFrame === 'function') frame = view.requestAnimationFrame(follow);
    stopTracking = () => {
      if (frame !== undefined) view.cancelAnimationFrame(frame);
      mutations.disconnect();
      resize?.disconnect();
      view.removeEventListener('resize', place);
      view.removeEventListener('scroll', place, true);
      stopTracking = undefined;
    };
  };

  const show = () => {
    active += 1;
    track();
    place();
  };
  const hide = () => {
    active = Math.max(0, active - 1);
    if (active === 0) {
      stopTracking?.();
      // The next card reports its own height; the last one's must not size the next slot meanwhile.
      contentHeight = undefined;
    }
    place();
  };

  let requests = 0; // counted per flow (one per kit): no module state

  const run = <T>(task: () => Promise<T>, abort: () => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      requests += 1;
      const requestId = `approval-${requests}`;
      let settled = false;
      let stopListening = () => {};
      const finish = () => {
        if (settled) return false;
        settled = true;
        stopListening();
        hide();
        return true;
      };
      // The kit shows the card and answers when it leaves without the frame's answer: Cancel or a
      // closed modal is the visitor declining (4001); a flow below withdrawing it (its deadline) is
      // not, so that must not read as "Signature declined".
      stopListening = watchActions(store.dispatch).on(approvalDismissed, ({ payload }) => {
        if (payload.requestId !== requestId || !finish()) return;
        abort();
        reject(payload.reason === 'cancelled' ? userRejected() : new RequestAbortedError());
      });
      store.dispatch(approvalRequested({ requestId }));
      show();

      const settle = (result: 'success' | 'error', done: () => void) => {
        if (!finish()) return;
        store.dispatch(approvalSettled({ requestId, result }));
        done();
      };
      task().then(
        (value) =>
          settle('success', () => {
            void kit.adapters?.refreshBalance?.().catch(() => undefined);
            resolve(value);
          }),
        (error: unknown) => settle('error', () => reject(error)),
      );
    });

  return {
    run,
    setContentHeight: (height) => {
      contentHeight = height;
      place();
    },
    destroy: () => {
      active = 0;
      stopTracking?.();
      iframe.style.display = 'none';
    },
  };
}
