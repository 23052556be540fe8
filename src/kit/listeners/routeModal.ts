import {
  approvalDismissed,
  approvalRequested,
  approvalSettled,
  connectionEstablished,
  unsupportedChainDetected,
} from '../../store/actions/adapterEvents';
import { popTransactionStack, pushTransaction } from '../../store/actions/transactionStack';
import { isInConnectFlow } from '../../store/connectFlow';
import type { KitStore } from '../../store/createKitStore';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { watchActions } from '../../store/watchActions';
import { afterNetworkSwitch } from './afterNetworkSwitch';
import { reportEvents } from './reportEvents';

// The one place where what connectors and adapters report moves the modal (issue 23): a connection
// closes the connect flow, a wallet on an unsupported network shows UnsupportedChain, an approval
// request shows ApproveTransaction, a network switch leaves the Networks view (afterNetworkSwitch.ts).
// Adapters never read or write the modal.
//
// The approval card lives on the modal's transaction stack, so the kit (not the adapter) watches it
// and answers with `approvalDismissed` when the card leaves without the frame's answer. The other way
// (moving the stack into a slice the adapter may read) would split the router's state in two for one
// reader, and the adapter would still be watching the modal's doings under another name.

type Kit = Pick<KitStore, 'store' | 'services'>;

/** Starts the kit's modal routing of adapter reports; returns what stops it. */
export function routeModal(kit: Kit): () => void {
  const { services } = kit;
  const { opened, closed, pushed, reset } = modalSlice.actions;
  /** Approval requests whose card is up: request id -> its transaction-stack entry id. */
  const approvals = new Map<string, string>();
  const { on, when } = watchActions(kit.store.dispatch);

  const stops = [
    // AppKit's events of these reports (issue 24), raised first: CONNECT_SUCCESS before MODAL_CLOSE.
    reportEvents(kit),
    on(chainsSlice.actions.activeNetworkSet, (_action, api) => {
      const next = afterNetworkSwitch(api.getState());
      if (next) api.dispatch(next);
    }),
    on(connectionEstablished, (_action, api) => {
      if (isInConnectFlow(api.getState())) api.dispatch(closed());
    }),
    on(unsupportedChainDetected, (_action, api) => {
      api.dispatch(
        api.getState().modal.open
          ? reset({ view: 'UnsupportedChain' })
          : opened({ view: 'UnsupportedChain' }),
      );
    }),
    on(approvalRequested, ({ payload: { requestId } }, api) => {
      // Ends the request once, whichever comes first: the stack's callbacks or the watcher below.
      const dismiss = (reason: 'cancelled' | 'withdrawn') => {
        if (!approvals.delete(requestId)) return;
        api.dispatch(approvalDismissed({ requestId, reason }));
      };
      const view = 'ApproveTransaction';
      api.dispatch(api.getState().modal.open ? pushed({ view }) : opened({ view }));
      // mode 'goBack' with view null: success goes back, which closes a modal opened just for this.
      const entryId = api.dispatch(
        pushTransaction(services, {
          view: null,
          mode: 'goBack',
          onCancel: () => dismiss('cancelled'),
          // Popped as an error by whoever pushed below it (the send flow when its deadline passes).
          onError: () => dismiss('withdrawn'),
        }),
      );
      approvals.set(requestId, entryId);
    }),
    // Closing the modal clears the stack without callbacks: that is a cancel too. A microtask later,
    // because a pop runs its callback (withdrawn on 'error') just after the entry leaves.
    when(
      (_action, current, previous) =>
        approvals.size > 0 && current.modal.transactionStack !== previous.modal.transactionStack,
      (_action, api) => {
        const stack = api.getState().modal.transactionStack;
        for (const [requestId, entryId] of approvals) {
          if (stack.some((entry) => entry.id === entryId)) continue;
          void Promise.resolve().then(() => {
            if (approvals.delete(requestId))
              api.dispatch(approvalDismissed({ requestId, reason: 'cancelled' }));
          });
        }
      },
    ),
    on(approvalSettled, ({ payload: { requestId, result } }, api) => {
      const entryId = approvals.get(requestId);
      approvals.delete(requestId);
      const stack = api.getState().modal.transactionStack;
      if (entryId !== undefined && stack.at(-1)?.id === entryId)
        api.dispatch(popTransactionStack(services, result));
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    approvals.clear();
  };
}
