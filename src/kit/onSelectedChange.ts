import type { KitStore } from '../store/createKitStore';

/**
 * Runs `effect` after every action that changes `select(state)`: a kit watcher keyed on a value of the
 * state (what the adapter runtime's "refresh while shown" subscriptions follow). Returns its stop; a
 * destroyed kit stops it too. Start-up code, so a store subscription rather than Redux Toolkit's
 * listener middleware (createKitStore.ts).
 */
export function onSelectedChange(
  kit: Pick<KitStore, 'store' | 'disposers'>,
  select: (state: never) => string,
  effect: () => void,
): () => void {
  let selected = select(kit.store.getState() as never);
  const unsubscribe = kit.store.subscribe(() => {
    const next = select(kit.store.getState() as never);
    if (next === selected) return;
    selected = next;
    effect();
  });
  const stop = () => {
    unsubscribe();
    kit.disposers.delete(stop);
  };
  kit.disposers.add(stop);
  return stop;
}
