import { useInsertionEffect } from 'react';

// Tracks which documents already hold each sheet, so re-mounts (and StrictMode double effects) do no
// DOM query; a WeakMap keeps no document alive after its frame is gone.
const injected = new WeakMap<Document, Set<string>>();

/** Injects `css` into `doc` once, in a `<style id={id}>` in the head; returns the element. */
export function injectStyles(doc: Document, id: string, css: string): HTMLStyleElement {
  let ids = injected.get(doc);
  if (!ids) injected.set(doc, (ids = new Set()));
  const existing = doc.getElementById(id);
  if (existing instanceof doc.defaultView!.HTMLStyleElement) {
    ids.add(id);
    return existing;
  }
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
  ids.add(id);
  return style;
}

/**
 * Makes sure a stylesheet is present in the document before the component paints. Runs only in the
 * browser (insertion effects never run on the server), so importing or server-rendering is safe.
 */
export function useStyles(id: string, css: string): void {
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return;
    if (injected.get(document)?.has(id) && document.getElementById(id)) return;
    injectStyles(document, id, css);
  }, [id, css]);
}
