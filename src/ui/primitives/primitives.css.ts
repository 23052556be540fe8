import { ROOT } from './kitRoot';
import { TOKENS_CSS } from './tokens.css';

/** Id of the `<style>` element holding `PRIMITIVES_CSS`. */
export const PRIMITIVES_STYLE_ID = 'portico-primitive-styles';

// Every selector starts at the kit root, so nothing reaches the host page; colours come only from
// the theme's custom properties, so both themes (and host accents) apply without extra rules.
/**
 * Styles of the primitives and the layout the modal's first frame needs (the Connect view, the shell's
 * messages): the rest of the views' rules are `VIEW_PRIMITIVES_CSS`, fetched with the first view that
 * needs them (`loadViewStyles`). `test/viewClassesHaveRules.test.ts` checks that every class the Connect
 * view and the shell render has its rule here or in the modal's and base sheets.
 */
export const PRIMITIVES_CSS = `${TOKENS_CSS}
${ROOT} .portico-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
/* No padding here: the modal's view wrapper pads every view once (docs/views.md#layout). */
${ROOT} .portico-view { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
${ROOT} .portico-stack { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
${ROOT} .portico-fieldset { margin: 0; padding: 0; min-width: 0; border: 0; }
${ROOT} .portico-row { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
${ROOT} .portico-center { display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center; padding: 16px 0; }
${ROOT} .portico-text { margin: 0; }
${ROOT} .portico-text--title { font-size: var(--portico-font-size-md); font-weight: 600; }
${ROOT} .portico-text--small { font-size: var(--portico-font-size-xs); }
${ROOT} .portico-text--muted { color: var(--portico-color-fg-muted); }
${ROOT} .portico-text--error { color: var(--portico-color-error); }
/* Tones: the one colour rule per meaning, for text (field messages, statuses) and callouts alike. */
${ROOT} .portico-tone--error { color: var(--portico-color-error); }
${ROOT} .portico-tone--warning { color: var(--portico-color-warning); }
${ROOT} .portico-tone--success { color: var(--portico-color-success); }
${ROOT} .portico-tone--muted { color: var(--portico-color-fg-muted); }
${ROOT} .portico-field-message { margin: 0; font-size: var(--portico-font-size-xs); line-height: var(--portico-line-height-tight); }
${ROOT} .portico-field-message:empty { display: none; }
/* A status written after its field (names) sits as close to it as the field's own message. */
${ROOT} .portico-view > .portico-input + .portico-field-message { margin-top: -6px; }
${ROOT} .portico-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--portico-space-2); cursor: pointer;
  min-height: var(--portico-control-height); padding: 0 var(--portico-space-4); font: inherit;
  font-weight: var(--portico-font-weight-bold); white-space: nowrap;
  border: 1px solid transparent; border-radius: var(--portico-radius-full);
  transition: background-color 120ms ease, filter 120ms ease, transform 120ms ease;
}
${ROOT} .portico-button:not(:disabled):active { transform: scale(0.98); }
${ROOT} .portico-button--small { min-height: var(--portico-control-height-sm); padding: 0 var(--portico-space-3); font-size: var(--portico-font-size-xs); }
${ROOT} .portico-button--block { width: 100%; }
${ROOT} .portico-button--primary { background: var(--portico-accent); color: var(--portico-accent-foreground); }
${ROOT} .portico-button--primary:not(:disabled):hover { filter: brightness(1.08); }
${ROOT} .portico-button--secondary {
  background: var(--portico-color-surface); color: var(--portico-color-fg); border-color: var(--portico-color-border);
}
${ROOT} .portico-button--secondary:not(:disabled):hover, ${ROOT} .portico-button--ghost:not(:disabled):hover {
  background: var(--portico-color-surface-raised);
}
${ROOT} .portico-button--ghost { background: transparent; color: var(--portico-color-fg); }
/* Destructive: the error tone on its soft tint, so it reads as a warning before it is pressed. */
${ROOT} .portico-button--danger { background: var(--portico-color-error-soft); color: var(--portico-color-error); }
${ROOT} .portico-button--danger:not(:disabled):hover { border-color: var(--portico-color-error); }
${ROOT} .portico-center > * { max-width: 100%; }
${ROOT} .portico-center > .portico-button, ${ROOT} .portico-stack > .portico-button { white-space: normal; text-align: center; }
${ROOT} .portico-button:disabled { cursor: default; opacity: 0.6; }
${ROOT} .portico-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; padding: 0;
  cursor: pointer; font: inherit; color: var(--portico-color-fg); background: var(--portico-color-surface);
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-sm);
}
${ROOT} .portico-spinner { display: inline-flex; align-items: center; justify-content: center; padding: 8px; }
${ROOT} .portico-spinner__ring {
  display: inline-block; width: 24px; height: 24px; border-radius: 50%;
  border: 3px solid var(--portico-accent); border-right-color: transparent;
  animation: portico-spin 700ms linear infinite;
}
${ROOT} .portico-spinner--small .portico-spinner__ring { width: 16px; height: 16px; border-width: 2px; }
@keyframes portico-spin { to { transform: rotate(360deg); } }
${ROOT} .portico-list-item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding: 8px 12px;
  cursor: pointer; font: inherit; text-align: start; color: var(--portico-color-fg);
  background: var(--portico-color-surface); border: 1px solid transparent; border-radius: var(--portico-radius-md);
}
${ROOT} .portico-list-item:hover { background: var(--portico-color-surface-raised); }
${ROOT} .portico-list-item[aria-current='true'] { border-color: var(--portico-accent); }
${ROOT} .portico-list-item__text { display: flex; flex-direction: column; flex: 1; min-width: 0; }
${ROOT} .portico-list-item__image { display: inline-flex; flex: none; }
${ROOT} .portico-list-item__name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
${ROOT} .portico-list-item__description {
  font-size: var(--portico-font-size-xs); color: var(--portico-color-fg-muted);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
/* A tag keeps its whole text: the name beside it is what gives way (ellipsis, full name in its title). */
${ROOT} .portico-list-item__tag {
  flex: none; white-space: nowrap; padding: 2px 8px; font-size: var(--portico-font-size-xs); font-weight: 600; color: var(--portico-color-fg);
  background: var(--portico-color-surface-raised); border-radius: var(--portico-radius-full);
}
${ROOT} .portico-input { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
${ROOT} .portico-input__label {
  font-size: var(--portico-font-size-xs); font-weight: var(--portico-font-weight-medium); color: var(--portico-color-fg-muted);
}
${ROOT} .portico-input__field {
  width: 100%; min-width: 0; min-height: var(--portico-control-height); padding: 0 var(--portico-space-4); font: inherit;
  color: var(--portico-color-fg); background: var(--portico-color-surface); border: 1px solid var(--portico-color-border);
  border-radius: var(--portico-radius-full); transition: border-color 120ms ease, box-shadow 120ms ease;
}
${ROOT} .portico-input__field::placeholder { color: var(--portico-color-fg-muted); opacity: 1; }
${ROOT} .portico-input__field:hover { border-color: var(--portico-color-fg-muted); }
/* The field shows its focus by its own border and ring (the global outline would sit outside it). */
${ROOT} .portico-input__field:focus-visible, ${ROOT} .portico-input__field:focus {
  outline: none; border-color: var(--portico-color-focus); box-shadow: var(--portico-focus-ring);
}
${ROOT} .portico-input__field[aria-invalid='true'] { border-color: var(--portico-color-error); }
${ROOT} .portico-input__field[aria-invalid='true']:focus { box-shadow: var(--portico-error-ring); }
${ROOT} .portico-input__field:disabled { opacity: 0.6; cursor: default; }
/* A control inside the field's box (Max): the text stops before it, so both stay readable. */
${ROOT} .portico-input__control { position: relative; display: flex; min-width: 0; }
${ROOT} .portico-input__control > .portico-input__field--end { padding-inline-end: 76px; }
${ROOT} .portico-input__end {
  position: absolute; top: 0; bottom: 0; inset-inline-end: 6px; display: flex; align-items: center;
}
/* A decorative icon before the text (the search magnifier); the text starts after it. */
${ROOT} .portico-input__control > .portico-input__field--start { padding-inline-start: 40px; }
${ROOT} .portico-input__start {
  position: absolute; top: 0; bottom: 0; inset-inline-start: var(--portico-space-4); display: flex; align-items: center;
  color: var(--portico-color-fg-muted); pointer-events: none;
}
${ROOT} .portico-input__start svg { width: var(--portico-icon-size-sm); height: var(--portico-icon-size-sm); }
${ROOT} .portico-wallet-image {
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  object-fit: cover; font-weight: 700; border-radius: var(--portico-radius-sm);
}
${ROOT} .portico-wallet-image--small { width: 24px; height: 24px; font-size: 10px; }
${ROOT} .portico-wallet-image--medium { width: 40px; height: 40px; font-size: 14px; }
${ROOT} .portico-wallet-image--large { width: 72px; height: 72px; font-size: 24px; }
${ROOT} .portico-wallet-image--initials { letter-spacing: 0.02em; user-select: none; }
/* A logo drawn dark on a transparent or black tile (OKX) vanished on the dark rows: a raised tile
   behind it and a hairline ring over its edge, in the foreground colour, keep its shape in both themes. */
${ROOT} .portico-wallet-image { background-color: var(--portico-color-surface-raised); }
${ROOT} .portico-wallet-image::after {
  content: ''; position: absolute; inset: 0; border-radius: inherit; pointer-events: none;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-color-fg) 24%, transparent);
}
${ROOT} .portico-avatar { display: inline-block; flex: none; border-radius: 50%; object-fit: cover; }
/* A generated gradient can match the surface it sits on: a hairline keeps its edge. */
${ROOT} .portico-avatar--generated { box-shadow: inset 0 0 0 1px var(--portico-color-border); }
/* Link text in the foreground colour with an accent underline: the light theme's accent on white is
   ~3.5:1, under the 4.5:1 text contrast axe requires; the underline keeps it recognisable as a link. */
${ROOT} .portico-link { color: var(--portico-color-fg); font-weight: 600; text-decoration: underline; text-decoration-color: var(--portico-accent); text-decoration-thickness: 2px; text-underline-offset: 3px; }
${ROOT} button.portico-link { background: none; border: 0; padding: 0; font: inherit; font-weight: 600; cursor: pointer; }
/* A wallet name the row's tag leaves too little room for wraps to a second line rather than losing its
   end ("Coinbase Wal..." beside "Recommended"); only a name longer than two lines ellipsizes. */
${ROOT} .portico-list-item__name {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
  white-space: normal; overflow-wrap: break-word; line-height: 1.25;
}
/* Forced colors (Windows high contrast) drop box-shadows and backgrounds: the focus rings drawn as
   shadows become outlines, and every button keeps a border so its shape stays visible (issue 28).
   Here, with the modal, so a page that never opens it loads none of it. */
@media (forced-colors: active) {
  ${ROOT} :focus-visible { outline: 2px solid Highlight !important; outline-offset: 2px; }
  ${ROOT} button:not(.portico-link) { border: 1px solid ButtonText; }
}
/* Touch screens (issue 28): every control at least 44x44 CSS px (WCAG 2.5.5, Apple's and Material's
   guidance), where a finger is the pointer; a mouse keeps the design's 36 px icon buttons and 32 px tabs.
   A link on its own line gets a button-tall box around its text; a link inside a sentence (the legal
   footer) keeps the line's height, as WCAG 2.5.8 allows. The header's Back and Close are modalCss's. */
@media (pointer: coarse) {
  ${ROOT} .portico-icon-button { width: 44px; height: 44px; }
  ${ROOT} .portico-button--small { min-height: 44px; }
  /* A small button inside a field (Max, Paste) is then as tall as the field: it caps the field's end. */
  ${ROOT} .portico-input__end { inset-inline-end: 0; }
  ${ROOT} :is(a, button).portico-link:not(.portico-text .portico-link) {
    display: inline-flex; align-items: center; justify-content: center; min-block-size: 44px; min-inline-size: 44px;
  }
  /* A disclosure's summary keeps its display (and so its marker): padding brings a line to 44 px. */
  ${ROOT} summary.portico-link { padding-block: calc((44px - 1lh) / 2); }
}
`;
