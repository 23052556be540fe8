import type { AppKit } from 'portico';
import { useKitState } from './useKitState';
import { ValueTable } from './ValueTable';

/** Shows `kit.getState()`, kept current through `kit.subscribeState()`. */
export function KitStatePanel({ kit }: { kit: AppKit }) {
  const state = useKitState(kit);
  return (
    <section className="demo-panel" aria-labelledby="kit-state-title">
      <h2 id="kit-state-title">kit.getState()</h2>
      <ValueTable caption="Public state" values={{ ...state }} />
    </section>
  );
}
