import type { AppKit, StoredSiwxSession } from 'portico';
import { useCallback, useSyncExternalStore } from 'react';
import { ValueTable } from './ValueTable';

interface SiwxSlice {
  status?: string;
  sessions?: StoredSiwxSession[];
}

/**
 * The sign-in state (`state.siwx`), shown when the demo runs with `?siwx=…`: the status and the newest
 * kept session (its token only shortened: it is a bearer token).
 */
export function SiwxPanel({ kit }: { kit: AppKit }) {
  const read = useCallback(() => (kit.store.getState() as { siwx?: SiwxSlice }).siwx, [kit]);
  const siwx = useSyncExternalStore(kit.store.subscribe, read, read);
  const session = siwx?.sessions?.at(-1);
  return (
    <section className="demo-panel" aria-labelledby="siwx-title">
      <h2 id="siwx-title">Sign in (SIWX)</h2>
      <ValueTable
        caption="Sign-in state"
        values={{
          status: siwx?.status ?? 'idle',
          sessions: siwx?.sessions?.length ?? 0,
          address: session?.address ?? '',
          network: session?.caipNetworkId ?? '',
          expiresAt: session?.expiresAt ?? '',
          token: session?.token ? `${session.token.slice(0, 8)}…` : '',
        }}
      />
    </section>
  );
}
