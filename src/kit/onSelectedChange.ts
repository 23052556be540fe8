import type { KitStore } from '../store/createKitStore';

/**
 * Runs `effect` after every action that changes `select(state)`: a kit listener keyed on a value of
 * the state (what the adapter runtime's "refresh while shown" subscriptions follow). Returns its stop.
 */
export function onSelectedChange(
  listener: KitStore['listener'],
  select: (state: never) => string,
  effect: () => void,
): () => void {
  return listener.startListening({
    predicate: (_action, current, previous) => select(current as never) !== select(previous as never),
    effect: () => effect(),
  });
}
