/** What the page script needs: binding names and the EIP-6963 info to announce. */
export interface TestWalletPageScriptArgs {
  /** Function exposed by Node that serves `request` (JSON in, JSON out). */
  requestBinding: string;
  /** Global the Node side calls to deliver provider events. */
  eventsGlobal: string;
  info: { uuid: string; name: string; icon: string; rdns: string };
  /** Announce only once the Node side calls the global `${eventsGlobal}_announce` (a late wallet). */
  late?: boolean;
}

/**
 * Runs in the page, before any of its scripts (addInitScript): an EIP-1193 provider whose requests are
 * answered in Node, announced through EIP-6963. Playwright sends this function's source to the page,
 * so it must not use anything from outside its own body.
 */
export function testWalletPageScript(args: TestWalletPageScriptArgs): void {
  type Listener = (payload: unknown) => void;
  const scope = window as unknown as Record<string, unknown>;
  const listeners = new Map<string, Set<Listener>>();
  const provider = {
    async request(request: { method: string; params?: unknown }) {
      // Looked up per call: Playwright installs the binding with its own init script.
      const callNode = scope[args.requestBinding] as (json: string) => Promise<string>;
      const answer = JSON.parse(
        await callNode(JSON.stringify({ method: request.method, params: request.params })),
      );
      if (answer.error) {
        const error = new Error(answer.error.message) as Error & { code: number; data?: unknown };
        error.code = answer.error.code;
        if (answer.error.data !== undefined) error.data = answer.error.data;
        throw error;
      }
      return answer.result;
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  scope[args.eventsGlobal] = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };
  const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider });
  let announcing = !args.late;
  const announce = () => {
    if (announcing) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  window.addEventListener('eip6963:requestProvider', announce);
  // A late wallet (an extension that loads after the page) announces unasked when it is ready.
  scope[`${args.eventsGlobal}_announce`] = () => {
    announcing = true;
    announce();
  };
  announce();
}
