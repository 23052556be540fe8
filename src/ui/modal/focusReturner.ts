/** How long after the modal closes a replaced opener is still looked for (the connection may land later). */
const SETTLE_MS = 1000;

/** A kit button, enabled: what replaces a kit button (Connect becomes the account button on connect). */
const KIT_BUTTON = '.portico-kit-button:not(:disabled)';

function replacementFor(anchors: readonly Element[]): HTMLElement | null {
  const live = anchors.find((a) => a.isConnected);
  return live?.querySelector<HTMLElement>(KIT_BUTTON) ?? null;
}

/**
 * Takes note of the element that opened the modal and returns the function that gives focus back to
 * it on close. When the opener is gone by then, or goes just after (connecting replaces the Connect
 * button with the account button), focus goes to the kit button now in its place instead of dropping
 * to `<body>`. Its ancestors are noted now: once removed, the opener no longer leads to the page.
 */
export function focusReturner(opener: Element | null): () => void {
  if (!(opener instanceof HTMLElement) || opener === opener.ownerDocument.body) return () => undefined;
  const doc = opener.ownerDocument;
  const anchors: Element[] = [];
  for (let el = opener.parentElement; el && el !== doc.documentElement; el = el.parentElement)
    anchors.push(el);

  /** Focuses the opener or its replacement unless something other than `<body>` holds focus. */
  const settle = () => {
    const active = doc.activeElement;
    if (active && active !== doc.body) return;
    (opener.isConnected ? opener : replacementFor(anchors))?.focus();
  };

  return () => {
    if (opener.isConnected) opener.focus();
    else settle();
    // Only a removal of the opener matters here: a visitor clicking the page later keeps that focus.
    const observer = new MutationObserver(() => {
      if (opener.isConnected) return;
      settle();
      if (doc.activeElement && doc.activeElement !== doc.body) observer.disconnect();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), SETTLE_MS);
  };
}
