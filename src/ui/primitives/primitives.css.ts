import { ROOT } from './kitRoot';
import { TOKENS_CSS } from './tokens.css';

/** Id of the `<style>` element holding `PRIMITIVES_CSS`. */
export const PRIMITIVES_STYLE_ID = 'portico-primitive-styles';

// Every selector starts at the kit root, so nothing reaches the host page; colours come only from
// the theme's custom properties, so both themes (and host accents) apply without extra rules.
/** Styles of the primitives and the core views' layout (`portico-` classes). */
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
/* A message about the whole form (the network, the wallet): a tinted box above the form's action. */
${ROOT} .portico-callout {
  margin: 0; padding: var(--portico-space-2) var(--portico-space-3); font-size: var(--portico-font-size-xs);
  border-radius: var(--portico-radius-md); background: var(--portico-color-surface);
}
${ROOT} .portico-callout.portico-tone--error { background: var(--portico-color-error-soft); }
${ROOT} .portico-callout.portico-tone--warning { background: var(--portico-color-warning-soft); }
${ROOT} .portico-callout.portico-tone--success { background: var(--portico-color-success-soft); }
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
/* The row of a view's final actions (Cancel / Sign, Edit / Send): equal, full-width buttons. */
${ROOT} .portico-actions {
  display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: var(--portico-space-2);
  margin-top: var(--portico-space-2);
}
/* A label longer than its button (German, the 35 % longer pseudo-locale en-XA) wraps inside it rather
   than spilling out: equal cells keep little padding, and a lone button keeps to its column's width. */
${ROOT} .portico-actions > .portico-button {
  width: 100%; padding-inline: 4px; white-space: normal; overflow-wrap: anywhere; text-align: center;
}
${ROOT} .portico-center > * { max-width: 100%; }
${ROOT} .portico-center > .portico-button, ${ROOT} .portico-stack > .portico-button { white-space: normal; text-align: center; }
/* A final row that stays in sight while a long view scrolls (a preview with its approval step): it sticks
   to the bottom of the modal's scroll area, over the content it covers. */
${ROOT} .portico-actions--sticky {
  position: sticky; bottom: 0; z-index: 1; padding: var(--portico-space-2) 0; background: var(--portico-color-bg);
}
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
${ROOT} .portico-qr { display: block; margin: 0 auto; border-radius: var(--portico-radius-md); }
${ROOT} .portico-tabs { display: flex; flex-direction: column; min-width: 0; }
${ROOT} .portico-tabs__list {
  display: flex; gap: 4px; padding: 4px; background: var(--portico-color-surface); border-radius: var(--portico-radius-full);
}
${ROOT} .portico-tabs__tab {
  flex: 1; min-height: 32px; cursor: pointer; font: inherit; color: var(--portico-color-fg-muted);
  background: transparent; border: 0; border-radius: var(--portico-radius-full);
}
${ROOT} .portico-tabs__tab--active { color: var(--portico-color-fg); background: var(--portico-color-surface-raised); }
${ROOT} .portico-tabs__panel { padding-top: 12px; }
${ROOT} .portico-approve-slot { position: relative; min-height: 280px; justify-content: center; }
/* Link text in the foreground colour with an accent underline: the light theme's accent on white is
   ~3.5:1, under the 4.5:1 text contrast axe requires; the underline keeps it recognisable as a link. */
${ROOT} .portico-link { color: var(--portico-color-fg); font-weight: 600; text-decoration: underline; text-decoration-color: var(--portico-accent); text-decoration-thickness: 2px; text-underline-offset: 3px; }
${ROOT} button.portico-link { background: none; border: 0; padding: 0; font: inherit; font-weight: 600; cursor: pointer; }
${ROOT} .portico-scroll { max-height: 360px; overflow-y: auto; }
/* Review layout: label on the left, value on the right, rows ruled apart (Review send, swaps). */
${ROOT} .portico-summary {
  display: flex; flex-direction: column; margin: 0; padding: 0 var(--portico-space-4);
  background: var(--portico-color-surface); border-radius: var(--portico-radius-lg);
}
${ROOT} .portico-summary__row {
  display: flex; align-items: center; justify-content: space-between; gap: var(--portico-space-3);
  min-height: 48px; padding: var(--portico-space-2) 0;
}
${ROOT} .portico-summary__row + .portico-summary__row { border-top: 1px solid var(--portico-color-border); }
${ROOT} .portico-summary__label { flex: none; color: var(--portico-color-fg-muted); font-size: var(--portico-font-size-xs); }
${ROOT} .portico-summary__value {
  display: flex; align-items: center; justify-content: flex-end; gap: var(--portico-space-2); min-width: 0; margin: 0;
  font-weight: var(--portico-font-weight-bold); text-align: end; overflow-wrap: anywhere;
}
/* The amount a review is about, large and centred above its details. */
${ROOT} .portico-hero {
  display: flex; flex-direction: column; align-items: center; gap: var(--portico-space-1); margin: 0;
  padding: var(--portico-space-2) 0 var(--portico-space-1); text-align: center;
}
${ROOT} .portico-hero__label { color: var(--portico-color-fg-muted); font-size: var(--portico-font-size-xs); }
${ROOT} .portico-hero__value {
  font-size: var(--portico-font-size-xl); font-weight: var(--portico-font-weight-bold);
  line-height: var(--portico-line-height-tight); overflow-wrap: anywhere;
}
/* The unit beside a hero figure (the Account balance's ETH): smaller and muted, as AppKit sets it. */
${ROOT} .portico-hero__unit { font-size: var(--portico-font-size-lg); font-weight: var(--portico-font-weight-medium); color: var(--portico-color-fg-muted); }
${ROOT} .portico-account-balance { margin: var(--portico-space-1) 0; font-variant-numeric: tabular-nums; }
/* Account: the header's last row (the network) and the wallet feature row are apart by the view's gap
   only, like every other row; the centred block's bottom padding and an action row's top margin on
   top of it left a 36 px hole there. */
${ROOT} .portico-account-header { padding-bottom: 0; }
/* The connected wallet's icon on the avatar's corner, AppKit's cue, ringed by the modal's background
   so it reads as a badge on any avatar; the green dot says "connected". Both stay inside their boxes
   sideways (the corner of a round avatar's box is empty), so nothing overflows the header. */
${ROOT} .portico-account-avatar { position: relative; display: inline-flex; }
${ROOT} .portico-account-avatar__wallet {
  position: absolute; inset-inline-end: 0; bottom: -2px; display: inline-flex;
  border-radius: var(--portico-radius-sm); box-shadow: 0 0 0 2px var(--portico-color-bg);
}
${ROOT} .portico-account-avatar__dot {
  position: absolute; top: -3px; inset-inline-end: 0; width: 8px; height: 8px; border-radius: 50%;
  background: var(--portico-color-success); box-shadow: 0 0 0 2px var(--portico-color-bg);
}
${ROOT} .portico-actions.portico-account-features { margin-top: 0; }
/* A view's lead: an icon, a title and a paragraph, centred (Sign In, confirmations). */
${ROOT} .portico-intro {
  display: flex; flex-direction: column; align-items: center; gap: var(--portico-space-2); text-align: center;
  padding: var(--portico-space-2) 0;
}
${ROOT} .portico-intro__icons { display: flex; align-items: center; margin-bottom: var(--portico-space-2); }
${ROOT} .portico-intro__icons > * + * { margin-inline-start: -12px; }
/* Overlapping icons (Sign In: the app's and the wallet's, as AppKit sets them): the later one is cut
   out of the earlier by a ring of the modal's own background. */
${ROOT} .portico-intro__icons > * + * { box-shadow: 0 0 0 3px var(--portico-color-bg); }
/* A collapsible part of a view (Sign In's message): its toggle centred, its content full width. */
${ROOT} .portico-disclosure { display: flex; flex-direction: column; align-items: center; gap: var(--portico-space-2); min-width: 0; }
/* Closed, its content takes no box at all (Chromium otherwise keeps zero-size boxes that still scroll). */
${ROOT} details.portico-disclosure:not([open]) > :not(summary) { display: none; }
/* Exact text to read before acting on it (the message a wallet signs): monospace, kept as written,
   scrolled inside a themed box rather than stretching the view. */
${ROOT} .portico-code-box {
  align-self: stretch; max-height: 160px; overflow: auto; padding: var(--portico-space-2) var(--portico-space-3);
  text-align: start; color: var(--portico-color-fg); background: var(--portico-color-surface);
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-md);
}
${ROOT} .portico-code-box > pre {
  margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: var(--portico-font-size-xs);
  line-height: 1.5; white-space: pre-wrap; overflow-wrap: anywhere;
}
${ROOT} .portico-intro .portico-text--title { font-size: var(--portico-font-size-lg); line-height: var(--portico-line-height-tight); }
${ROOT} .portico-intro .portico-text:not(.portico-text--title) { color: var(--portico-color-fg-muted); max-width: 30ch; }
/* ListRow and SkeletonRows lay themselves out inline; these rules add what inline styles cannot:
   figures in columns, a tinted error tag, and the skeleton's pulse (stilled by reduced motion). */
${ROOT} .portico-list-row { font-variant-numeric: tabular-nums; }
${ROOT} .portico-list-row__end { text-align: end; }
${ROOT} .portico-list-row__tag--neutral { color: var(--portico-color-fg); }
${ROOT} .portico-list-row__tag--error { background: var(--portico-color-error-soft); }
${ROOT} .portico-skeleton-rows > [aria-hidden='true'] { animation: portico-pulse 1.4s ease-in-out infinite; }
@keyframes portico-pulse { 50% { opacity: 0.55; } }
/* TokenPicker: a field-sized button (icon, symbol, chevron) and, in place under it, the token rows. */
${ROOT} .portico-token-picker { position: relative; }
${ROOT} .portico-token-picker__trigger {
  display: flex; align-items: center; gap: var(--portico-space-2); cursor: pointer; text-align: start;
  padding-inline-start: var(--portico-space-2);
}
${ROOT} .portico-token-picker__value { flex: 1; min-width: 0; font-weight: var(--portico-font-weight-bold); }
${ROOT} .portico-token-picker__chevron {
  width: 8px; height: 8px; margin-inline-end: var(--portico-space-1); border: solid var(--portico-color-fg-muted);
  border-width: 0 2px 2px 0; transform: translateY(-2px) rotate(45deg);
}
${ROOT} .portico-token-picker__trigger[aria-expanded='true'] .portico-token-picker__chevron { transform: translateY(2px) rotate(-135deg); }
${ROOT} .portico-token-picker__list { max-height: 280px; overflow-y: auto; padding: var(--portico-space-1) 0; }
${ROOT} .portico-token-picker__option:focus-visible { outline: none; box-shadow: var(--portico-focus-ring); }
${ROOT} .portico-token-picker__figures { display: flex; flex-direction: column; align-items: flex-end; flex: none; font-variant-numeric: tabular-nums; }
${ROOT} .portico-token-picker__balance { font-weight: var(--portico-font-weight-bold); }
/* A wallet name the row's tag leaves too little room for wraps to a second line rather than losing its
   end ("Coinbase Wal..." beside "Recommended"); only a name longer than two lines ellipsizes. */
${ROOT} .portico-list-item__name {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
  white-space: normal; overflow-wrap: break-word; line-height: 1.25;
}
${ROOT} .portico-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
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
  ${ROOT} .portico-tabs__tab { min-height: 44px; }
  ${ROOT} :is(a, button).portico-link:not(.portico-text .portico-link) {
    display: inline-flex; align-items: center; justify-content: center; min-block-size: 44px; min-inline-size: 44px;
  }
  /* A disclosure's summary keeps its display (and so its marker): padding brings a line to 44 px. */
  ${ROOT} summary.portico-link { padding-block: calc((44px - 1lh) / 2); }
}
`;
