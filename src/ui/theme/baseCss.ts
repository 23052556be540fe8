import { ANIMATION_MS } from '../../core/constants/display';

import { ROOT } from '../primitives/kitRoot';

export { ROOT, ROOT_ATTRIBUTE } from '../primitives/kitRoot';

/** Id of the `<style>` element holding `baseCss`; one per document. */
export const BASE_STYLE_ID = 'portico-base-styles';

// The reset keeps host styles out: `all: revert` drops the host's author rules for the root and its
// descendants (custom properties survive `all`, so the theme still inherits), and the kit's own rules
// win because they carry one more class of specificity than the reset. SVG is left out: `all` would
// also revert its presentation attributes (stroke, fill), and the icons would vanish.
/** Reset, design tokens that are not colours, focus ring, spinner and the kit buttons. */
export const baseCss = `
${ROOT}, ${ROOT} *:not(svg):not(svg *) { all: revert; box-sizing: border-box; }
${ROOT} {
  --portico-duration-header-text: ${ANIMATION_MS.headerText}ms;
  --portico-duration-modal-height: ${ANIMATION_MS.modalHeight}ms;
  --portico-duration-view: ${ANIMATION_MS.view}ms;
  --portico-font-size-xs: calc(var(--portico-font-size-master) * 1.2);
  --portico-font-size-sm: calc(var(--portico-font-size-master) * 1.4);
  --portico-font-size-md: calc(var(--portico-font-size-master) * 1.6);
  --portico-font-size-lg: calc(var(--portico-font-size-master) * 2);
  --portico-radius-xs: var(--portico-border-radius-master);
  --portico-radius-sm: calc(var(--portico-border-radius-master) * 2);
  --portico-radius-md: calc(var(--portico-border-radius-master) * 3);
  --portico-radius-lg: calc(var(--portico-border-radius-master) * 5);
  --portico-radius-full: 999px;
  font-family: var(--portico-font-family);
  font-size: var(--portico-font-size-sm);
  line-height: 1.4;
  color: var(--portico-color-fg);
  -webkit-font-smoothing: antialiased;
}
@media (prefers-reduced-motion: reduce) {
  ${ROOT} {
    --portico-duration-header-text: 0ms;
    --portico-duration-modal-height: 0ms;
    --portico-duration-view: 0ms;
  }
  ${ROOT} * { animation-duration: 0ms !important; transition-duration: 0ms !important; }
}
${ROOT} :focus { outline: none; }
${ROOT} :focus-visible {
  outline: 2px solid var(--portico-color-focus);
  outline-offset: 2px;
}
${ROOT} .portico-kit-spinner {
  display: inline-block; width: 1.2em; height: 1.2em; flex: none;
  border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: portico-spin 700ms linear infinite;
}
@keyframes portico-spin { to { transform: rotate(360deg); } }
${ROOT}.portico-kit-button-root { display: inline-flex; vertical-align: middle; }
${ROOT} .portico-kit-button {
  display: inline-flex; align-items: center; gap: 8px; cursor: pointer;
  font: inherit; font-weight: 600; white-space: nowrap;
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-full);
  background: var(--portico-color-surface); color: var(--portico-color-fg);
  transition: background-color 120ms ease, transform 120ms ease;
}
${ROOT} .portico-kit-button:hover { background: var(--portico-color-surface-raised); }
${ROOT} .portico-kit-button:active { transform: scale(0.98); }
${ROOT} .portico-kit-button:disabled { cursor: default; opacity: 0.7; }
${ROOT} .portico-kit-button[data-size='md'] { height: 40px; padding: 0 16px; font-size: var(--portico-font-size-sm); }
${ROOT} .portico-kit-button[data-size='sm'] { height: 32px; padding: 0 12px; font-size: var(--portico-font-size-xs); }
${ROOT} .portico-kit-button[data-variant='accent'] {
  background: var(--portico-accent); color: var(--portico-accent-foreground); border-color: transparent;
}
${ROOT} .portico-kit-button[data-variant='accent']:hover { filter: brightness(1.08); }
${ROOT} .portico-kit-button[data-size='md'][data-variant='account'] { padding: 0 4px 0 12px; }
${ROOT} .portico-kit-button[data-size='sm'][data-variant='account'] { padding: 0 3px 0 10px; }
${ROOT} .portico-kit-button__detail {
  display: inline-flex; align-items: center; gap: 6px; height: calc(100% - 8px); padding: 0 10px;
  border-radius: var(--portico-radius-full); background: var(--portico-color-surface-raised);
}
${ROOT} .portico-kit-avatar {
  width: 20px; height: 20px; border-radius: 50%; flex: none; object-fit: cover;
  background: linear-gradient(135deg, var(--portico-accent), var(--portico-color-success));
}
${ROOT} .portico-kit-network-dot { width: 8px; height: 8px; border-radius: 50%; background: var(--portico-color-success); }
${ROOT} .portico-kit-network-dot[data-supported='false'] { background: var(--portico-color-error); }
`;
