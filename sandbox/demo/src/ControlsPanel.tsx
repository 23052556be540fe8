import type { AppKit } from 'portico';
import { useKitState } from './useKitState';

/** The imperative API a host app calls: open the modal, switch the theme. */
export function ControlsPanel({ kit }: { kit: AppKit }) {
  const { themeMode } = useKitState(kit);
  const nextTheme = themeMode === 'dark' ? 'light' : 'dark';
  return (
    <section className="demo-panel" aria-labelledby="controls-title">
      <h2 id="controls-title">Controls</h2>
      <div className="demo-row">
        <button type="button" onClick={() => void kit.open()}>
          kit.open()
        </button>
        <button type="button" onClick={() => void kit.open({ view: 'Networks' })}>
          kit.open(Networks)
        </button>
        <button type="button" onClick={() => kit.setThemeMode(nextTheme)}>
          Theme: {nextTheme}
        </button>
      </div>
    </section>
  );
}
