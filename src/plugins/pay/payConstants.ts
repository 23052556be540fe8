// AppKit Pay's timing, in one small module the hooks can import without the flow.

/** How often the kit reads a payment's status (ms), as AppKit Pay. */
export const PAY_POLL_INTERVAL_MS = 3000;

/** How long `pay()` waits for a final status by default (ms), as AppKit Pay. */
export const PAY_TIMEOUT_MS = 300_000;
