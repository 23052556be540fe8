import { useInsertionEffect } from 'react';

/** Injects `css` into `doc` once, in a `<style id={id}>` in the head; returns the element. */
export function injectStyles(doc: Document, id: string, css: string): HTMLStyleElement {
  const existing = doc.getElementById(id);
  if (existing && existing.tagName === 'STYLE') return existing as HTMLStyleElement;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
  return style;
}

/**
 * Makes sure a stylesheet is in the document before the component paints; one element per id per
 * document however many kit roots mount. Insertion effects never run on the server, so importing
 * or server-rendering a component that uses this touches no `document`.
 */
export function useStyles(id: string, css: string): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') injectStyles(document, id, css);
  }, [id, css]);
}
