import type { ChainNamespace } from '../../core/namespaces';
import { createAction } from '../core/createAction';

// What connectors and adapters report, as plain actions. They only report (a connection made, a wallet
// on an unsupported network, a request that needs the visitor's approval); the kit decides what the
// modal shows (src/kit/listeners/routeModal.ts), so nothing under src/adapters reads or writes the
// modal. The kit's one answer to an adapter is `approvalDismissed`.

/**
 * A connection was made and stored: an extension's connect, an approved WalletConnect pairing, an
 * embedded-wallet login (or its restored session). A reconnect after reload does not report it. The kit
 * closes the modal when it still shows the connect flow; a view the visitor moved on to stays.
 */
export const connectionEstablished = createAction<{ connectorId: string }>('adapter/connectionEstablished');

/**
 * The wallet is on a network the app does not configure, and the options ask for UnsupportedChain
 * (SPEC §4): the kit opens the modal on it, or resets an open modal to it.
 */
export const unsupportedChainDetected = createAction<{ namespace: ChainNamespace }>(
  'adapter/unsupportedChainDetected',
);

/**
 * The embedded wallet's frame asks the visitor to approve request `requestId` (SPEC §4 unsafe
 * signing): the kit shows ApproveTransaction (opening the modal on it, or pushing it through the
 * transaction stack) until `approvalSettled` or its own `approvalDismissed`.
 */
export const approvalRequested = createAction<{ requestId: string }>('adapter/approvalRequested');

/** The request ended in the frame (approved, or failed there): the kit takes the card down. */
export const approvalSettled = createAction<{ requestId: string; result: 'success' | 'error' }>(
  'adapter/approvalSettled',
);

/**
 * The kit's answer: the card left without the frame's answer. `cancelled`: the visitor pressed Cancel
 * or closed the modal (the request rejects with 4001); `withdrawn`: a flow below popped it as an error
 * (its deadline passed; nobody declined anything).
 */
export const approvalDismissed = createAction<{ requestId: string; reason: 'cancelled' | 'withdrawn' }>(
  'kit/approvalDismissed',
);
