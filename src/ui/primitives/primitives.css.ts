import { ROOT } from './kitRoot';

/** Id of the `<style>` element holding `PRIMITIVES_CSS`. */
export const PRIMITIVES_STYLE_ID = 'portico-primitive-styles';

// Every selector starts at the kit root, so nothing reaches the host page; colours come only from
// the theme's custom properties, so both themes (and host accents) apply without extra rules.
/** Styles of the primitives and the core views' layout (`portico-` classes). */
export const PRIMITIVES_CSS = `
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
${ROOT} .portico-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; cursor: pointer;
  min-height: 40px; padding: 0 16px; font: inherit; font-weight: 600;
  border: 1px solid transparent; border-radius: var(--portico-radius-full);
}
${ROOT} .portico-button--block { width: 100%; }
${ROOT} .portico-button--primary { background: var(--portico-accent); color: var(--portico-accent-foreground); }
${ROOT} .portico-button--secondary {
  background: var(--portico-color-surface); color: var(--portico-color-fg); border-color: var(--portico-color-border);
}
${ROOT} .portico-button--ghost { background: transparent; color: var(--portico-color-fg); }
${ROOT} .portico-button--danger { background: var(--portico-color-surface); color: var(--portico-color-error); }
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
${ROOT} .portico-input { display: flex; flex-direction: column; gap: 4px; }
${ROOT} .portico-input__label { font-size: var(--portico-font-size-xs); color: var(--portico-color-fg-muted); }
${ROOT} .portico-input__field {
  min-height: 40px; padding: 0 12px; font: inherit; color: var(--portico-color-fg);
  background: var(--portico-color-surface); border: 1px solid var(--portico-color-border);
  border-radius: var(--portico-radius-full);
}
${ROOT} .portico-wallet-image {
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  object-fit: cover; font-weight: 700; border-radius: var(--portico-radius-sm);
}
${ROOT} .portico-wallet-image--small { width: 24px; height: 24px; font-size: 10px; }
${ROOT} .portico-wallet-image--medium { width: 40px; height: 40px; font-size: 14px; }
${ROOT} .portico-wallet-image--large { width: 72px; height: 72px; font-size: 24px; }
${ROOT} .portico-avatar { display: inline-block; flex: none; border-radius: 50%; object-fit: cover; }
${ROOT} .portico-qr { display: block; margin: 0 auto; border-radius: var(--portico-radius-md); }
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
${ROOT} .portico-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
`;
