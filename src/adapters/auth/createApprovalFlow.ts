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
   * at once and calls `abort` so the frame drops the request.
   */
  run<T>(task: () => Promise<T>, abort: () => void): Promise<T>;
  /** Stops positioning the frame (kit destroyed). */
  destroy(): void;
}

/** Creates the approval flow of one kit for the frame's iframe. */
export function createApprovalFlow(kit: EmbeddedWalletKit, iframe: HTMLIFrameElement): ApprovalFlow {
  const { store, services } = kit;
  const doc = iframe.ownerDocument;
  const view = doc.defaultView;
  let active = 0;
  let stopTracking: (() => void) | undefined;

  const place = () => {
    const slot = active > 0 ? doc.getElementById(APPROVAL_SLOT_ID) : null;
    if (!slot) {
      iframe.style.display = 'none';
      return;
    }
    const rect = slot.getBoundingClientRect();
    Object.assign(iframe.style, {
      display: 'block',
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
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
    stopTracking = () => {
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
    if (active === 0) stopTracking?.();
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

      const root = () => store.getState() as RootState;
      if (root().modal.open) store.dispatch(modalSlice.actions.pushed({ view: 'ApproveTransaction' }));
      else store.dispatch(modalSlice.actions.opened({ view: 'ApproveTransaction' }));
      // mode 'goBack' with view null: success goes back, which closes a modal opened just for this.
      const id = store.dispatch(pushTransaction(services, { view: null, mode: 'goBack', onCancel: cancel }));
      // Closing the modal clears the stack without callbacks: that is a cancel too.
      const unsubscribe = store.subscribe(() => {
        if (!root().modal.transactionStack.some((entry) => entry.id === id)) cancel();
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
    destroy: () => {
      active = 0;
      stopTracking?.();
      iframe.style.display = 'none';
    },
  };
}
