/** A listener of a provider event; EIP-1193 events carry one argument. */
export type Listener = (payload: unknown) => void;

/** The `on` / `removeListener` / `emit` trio EIP-1193 providers expose, without Node's EventEmitter. */
export interface Emitter {
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  emit(event: string, payload: unknown): void;
}

/** Creates an event emitter whose listeners cannot break each other: a throwing listener is reported, not fatal. */
export function createEmitter(onListenerError: (error: unknown) => void = console.error): Emitter {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      // Copied first: a listener may remove itself while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
