import { ROOT } from './kitRoot';

/** Id of the `<style>` element holding `VIEW_PRIMITIVES_CSS`. */
export const VIEW_PRIMITIVES_STYLE_ID = 'portico-view-primitive-styles';

// The views' rules that the modal's first frame (the Connect view) does not use, so the idle preload
// leaves them out (issue 30): layouts of the review, account, sign-in and token views, tabs, QR codes,
// callouts and action rows. Same conventions as PRIMITIVES_CSS (every selector under the kit root,
// colours from the theme's properties); injected after it, so a rule here that shares a selector's
// specificity with one there wins as it did when both were one sheet (it came later there too).
/** Styles of the views past the first frame (`loadViewStyles` puts them in the page). */
export const VIEW_PRIMITIVES_CSS = `/* A message about the whole form (the network, the wallet): a tinted box above the form's action. */
${ROOT} .portico-callout {
  margin: 0; padding: var(--portico-space-2) var(--portico-space-3); font-size: var(--portico-font-size-xs);
  border-radius: var(--portico-radius-md); background: var(--portico-color-surface);
}
${ROOT} .portico-callout.portico-tone--error { background: var(--portico-color-error-soft); }
${ROOT} .portico-callout.portico-tone--warning { background: var(--portico-color-warning-soft); }
${ROOT} .portico-callout.portico-tone--success { background: var(--portico-color-success-soft); }
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
/* A final row that stays in sight while a long view scrolls (a preview with its approval step): it sticks
   to the bottom of the modal's scroll area, over the content it covers. */
${ROOT} .portico-actions--sticky {
  position: sticky; bottom: 0; z-index: 1; padding: var(--portico-space-2) 0; background: var(--portico-color-bg);
}
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
${ROOT} .portico-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
/* Touch screens (issue 28): tabs at least 44 px tall, as every control (PRIMITIVES_CSS's pointer rules). */
@media (pointer: coarse) {
  ${ROOT} .portico-tabs__tab { min-height: 44px; }
}
`;
