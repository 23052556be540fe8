/** A provider event listener (EIP-1193 and the Solana wallet standard use the same shape). */
export type Listener = (...args: unknown[]) => void;

/**
 * The `on` / `removeListener` / `emit` bookkeeping both frame providers expose. A listener removed
 * while an event is being delivered still gets that event (the set is copied first).
 */
export function createListenerRegistry() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    add(event: string, listener: Listener): void {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    remove(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, args: unknown[]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
  };
}
