import { RequestAbortedError } from '../../core/errors/catalogue';
import { popTransactionStack, pushTransaction } from '../../store/actions/transactionStack';
import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';
import type { EmbeddedWalletKit } from './embeddedWalletConfig';
import { userRejected } from './toProviderError';

// SPEC §4 "Unsafe signing requests": while the frame asks the user to approve, the modal shows
// ApproveTransaction and the secure frame is laid over its slot. Adapters do not import the UI, so the
// slot id is repeated here; createApprovalFlow.test.ts checks it against the view's constant.

/** Id of the element in ApproveTransactionView that the frame covers (APPROVE_TRANSACTION_SLOT_ID). */
export const APPROVAL_SLOT_ID = 'portico-approve-transaction-slot';

export interface ApprovalFlow {
  /**
   * Shows ApproveTransaction (opening the modal on it, or pushing it through the transaction stack) and
   * the frame over its slot while `task` runs. Success pops the stack (closing a modal it opened) and
   * refreshes the native balance; an error pops it too. Cancel, or closing the modal, rejects with 4001
   * at once and calls `abort` so the frame drops the request; an error pop by the caller (its deadline)
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
  const { store, services } = kit;
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

  const run = <T>(task: () => Promise<T>, abort: () => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = () => {
        if (settled) return false;
        settled = true;
        unsubscribe();
        hide();
        return true;
      };
      const cancel = () => {
        if (!finish()) return;
        abort();
        reject(userRejected());
      };
      // Popped as an error by whoever pushed below it (the send flow when its deadline passes): the
      // visitor declined nothing, so this must not read as 4001 ("Signature declined").
      const withdraw = () => {
        if (!finish()) return;
        abort();
        reject(new RequestAbortedError());
      };

      const root = () => store.getState() as RootState;
      if (root().modal.open) store.dispatch(modalSlice.actions.pushed({ view: 'ApproveTransaction' }));
      else store.dispatch(modalSlice.actions.opened({ view: 'ApproveTransaction' }));
      // mode 'goBack' with view null: success goes back, which closes a modal opened just for this.
      const id = store.dispatch(
        pushTransaction(services, { view: null, mode: 'goBack', onCancel: cancel, onError: withdraw }),
      );
      // Closing the modal clears the stack without callbacks: that is a cancel too.
      const unsubscribe = store.subscribe(() => {
        // A microtask later: a pop runs its callback (withdraw on 'error') just after the entry leaves.
        if (!root().modal.transactionStack.some((entry) => entry.id === id))
          void Promise.resolve().then(cancel);
      });
      show();

      const pop = (status: 'success' | 'error') => {
        const stack = root().modal.transactionStack;
        if (stack[stack.length - 1]?.id === id) store.dispatch(popTransactionStack(services, status));
      };
      task().then(
        (value) => {
          if (!finish()) return;
          pop('success');
          void kit.adapters?.refreshBalance?.().catch(() => undefined);
          resolve(value);
        },
        (error: unknown) => {
          if (!finish()) return;
          pop('error');
          reject(error);
        },
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
