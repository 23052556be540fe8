import { useEffect, useRef, useState } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { useKitSelector } from '../../store/react/kitHooks';
import { useT } from '../i18n/useT';

// What a screen reader hears about the connection, open modal or not (issue 28 Deliver 4): the connect
// button outside the modal changes to the account without a word otherwise. One persistent polite
// region per kit (the modal layer stays mounted once loaded); its text changes only on a transition, so
// a re-render never repeats it. Connecting itself is announced by the Connecting view's status.

type Transition = 'connected' | 'disconnected';

/** `namespace:status:wallet` for every namespace, the value the announcer follows. */
const selectConnections = (s: RootState) =>
  Object.entries(s.connection.status)
    .map(
      ([namespace, status]) =>
        `${namespace}\u0000${status}\u0000${s.connection.wallets[namespace as ChainNamespace]?.name ?? ''}`,
    )
    .join('\u0001');

function parse(value: string): Map<string, { status: string; wallet: string }> {
  const rows = value ? value.split('\u0001') : [];
  return new Map(
    rows.map((row) => {
      const [namespace = '', status = '', wallet = ''] = row.split('\u0000');
      return [namespace, { status, wallet }];
    }),
  );
}

/** The announcement for a change of the connections, if any. */
export function connectionTransition(
  before: string,
  after: string,
): { kind: Transition; wallet: string } | undefined {
  const previous = parse(before);
  for (const [namespace, now] of parse(after)) {
    const was = previous.get(namespace);
    if (now.status === 'connected' && was?.status !== 'connected')
      return { kind: 'connected', wallet: now.wallet };
  }
  for (const [namespace, was] of previous) {
    const now = parse(after).get(namespace);
    if (was.status === 'connected' && now?.status !== 'connected' && now?.status !== 'connecting')
      return { kind: 'disconnected', wallet: was.wallet };
  }
  return undefined;
}

/** A visually hidden polite live region saying "Connected to MetaMask" / "Disconnected from MetaMask". */
export function ConnectionAnnouncer() {
  const t = useT();
  const connections = useKitSelector(selectConnections);
  const previous = useRef(connections);
  const [message, setMessage] = useState({ text: '', count: 0 });
  useEffect(() => {
    const change = connectionTransition(previous.current, connections);
    previous.current = connections;
    if (!change) return;
    const text = t(`announce.${change.kind}`, { wallet: change.wallet || t('announce.wallet') });
    setMessage((last) => ({ text, count: last.count + 1 }));
  }, [connections, t]);
  // The same sentence twice in a row (MetaMask's EVM and Solana accounts) must still be read: every second
  // one ends with an invisible zero-width space, so the region's text changes every time.
  const text = message.count % 2 === 0 && message.text ? `${message.text}\u200b` : message.text;
  return (
    <div
      className="portico-visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-testid="portico-announcer"
    >
      {text}
    </div>
  );
}
