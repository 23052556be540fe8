import { SHAKE_ANIMATION_MS } from '../../core/constants/time';
import { ROOT } from '../theme/baseCss';

/** Id of the `<style>` element holding `modalCss`; injected when the modal chunk first renders. */
export const MODAL_STYLE_ID = 'portico-modal-styles';

// Durations come from the root's custom properties, which the base sheet sets to SPEC's values and
// zeroes under prefers-reduced-motion; nothing here hard-codes a duration of its own.
/** Layout and motion of the modal shell: layer, overlay, card, header, body, toast and alerts. */
export const modalCss = `
${ROOT}.portico-layer { position: fixed; inset: 0; z-index: var(--portico-z-index); pointer-events: none; }
${ROOT}.portico-layer[data-inline='true'] { position: relative; inset: auto; z-index: auto; }
/* The overlay is the viewport, whatever the host page's width: fixed, and sized by the viewport units
   rather than by the page (inset alone follows the page's layout viewport on a zoomed-out phone). */
${ROOT} .portico-modal__overlay {
  position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; height: 100dvh;
  display: flex; align-items: center; justify-content: center; padding: 12px; overflow: hidden;
  background: var(--portico-color-overlay); pointer-events: auto;
  animation: portico-fade-in var(--portico-duration-view) ease-out;
}
/* A fixed top edge on wide screens: centring made the dialog's top jump at every view (68 -> 170 -> 131 px
   as content changed). The top sits where a 640 px card would be centred, so views grow downwards. */
@media (min-width: 431px) {
  ${ROOT}.portico-layer:not([data-inline='true']) .portico-modal__overlay {
    align-items: flex-start; padding-top: max(12px, calc(50vh - 320px)); padding-top: max(12px, calc(50dvh - 320px));
  }
}
${ROOT}.portico-layer[data-inline='true'] .portico-modal__overlay {
  position: static; width: auto; height: auto; overflow: visible; padding: 0; background: none; animation: none;
}
${ROOT} .portico-modal__card {
  position: relative; display: flex; flex-direction: column; width: 360px; min-width: 0; max-width: 100%;
  max-height: 100%; overflow: hidden; pointer-events: auto;
  background: var(--portico-color-bg); color: var(--portico-color-fg);
  border: 1px solid var(--portico-color-border); border-radius: calc(var(--portico-radius-lg) + 4px);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  animation: portico-pop-in var(--portico-duration-view) ease-out;
}
${ROOT} .portico-modal__card:focus { outline: none; }
${ROOT} .portico-modal__card[data-shake='odd'] { animation: portico-shake-a ${SHAKE_ANIMATION_MS}ms ease; }
${ROOT} .portico-modal__card[data-shake='even'] { animation: portico-shake-b ${SHAKE_ANIMATION_MS}ms ease; }
@media (max-width: 430px) {
  ${ROOT}.portico-layer:not([data-inline='true']) .portico-modal__overlay { align-items: flex-end; padding: 0; }
  ${ROOT}.portico-layer:not([data-inline='true']) .portico-modal__card {
    width: 100%; border-bottom-left-radius: 0; border-bottom-right-radius: 0;
  }
  ${ROOT}.portico-layer:not([data-inline='true']) .portico-modal__card[data-fullscreen] {
    height: 100%; border-radius: 0;
  }
}
${ROOT} .portico-modal__header {
  display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; gap: 8px; padding: 12px 12px 4px;
}
${ROOT} .portico-modal__title {
  margin: 0; text-align: center; font-size: var(--portico-font-size-md); font-weight: 600;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  animation: portico-fade-in var(--portico-duration-header-text) ease-out;
}
${ROOT} .portico-modal__icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; padding: 0;
  cursor: pointer; color: var(--portico-color-fg); background: transparent;
  border: 0; border-radius: var(--portico-radius-sm);
}
${ROOT} .portico-modal__icon-button:hover { background: var(--portico-color-surface); }
${ROOT} .portico-modal__icon-button svg { width: 16px; height: 16px; }
${ROOT} .portico-modal__body {
  min-height: 0; overflow-x: hidden; overflow-y: auto; transition: height var(--portico-duration-modal-height) ease;
}
${ROOT} .portico-modal__body[data-resizing] { overflow-y: hidden; }
/* The one padding rule of every view, core or plugin: views bring no side padding of their own
   (docs/views.md#layout), so no view can forget it or differ from the others. */
${ROOT} .portico-modal__view {
  min-width: 0; padding: 12px 16px 16px; animation: portico-view-next var(--portico-duration-view) ease-out;
}
${ROOT} .portico-modal__view[data-direction='prev'] { animation-name: portico-view-prev; }
${ROOT} .portico-modal__message {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 20px 8px; text-align: center;
}
${ROOT} .portico-modal__message p { margin: 0; }
${ROOT} .portico-modal__message-hint { color: var(--portico-color-fg-muted); font-size: var(--portico-font-size-xs); }
${ROOT} .portico-modal__message[data-tone='error'] .portico-modal__message-text { color: var(--portico-color-error); }
${ROOT} .portico-modal__action {
  display: inline-flex; align-items: center; justify-content: center; min-height: 36px; padding: 0 16px;
  cursor: pointer; font: inherit; font-weight: 600; border: 0; border-radius: var(--portico-radius-full);
  background: var(--portico-accent); color: var(--portico-accent-foreground);
}
${ROOT} .portico-modal__notices {
  position: absolute; top: 12px; left: 50%; transform: translateX(-50%); z-index: 1;
  display: flex; flex-direction: column; align-items: center; gap: 8px; width: max-content; max-width: calc(100% - 24px);
  pointer-events: none;
}
${ROOT} .portico-modal__notices > * { pointer-events: auto; }
${ROOT}.portico-layer:not([data-inline='true']) > .portico-modal__notices { position: fixed; }
/* Inside the open modal an alert must never cover the header's Back and Close: alerts sit in the flow
   under the header; the transient toast floats over the bottom of the card instead. */
${ROOT} .portico-modal__card > .portico-modal__notices {
  position: static; transform: none; width: auto; max-width: none; margin: 0 12px; align-items: stretch;
}
${ROOT} .portico-modal__card > .portico-modal__notices > .portico-modal__alert { max-width: none; margin-bottom: 8px; }
${ROOT} .portico-modal__card > .portico-modal__notices > .portico-modal__toast {
  position: absolute; bottom: 12px; left: 12px; right: 12px; margin-inline: auto; z-index: 1;
  width: fit-content; max-width: calc(100% - 24px);
}
${ROOT} .portico-modal__toast, ${ROOT} .portico-modal__alert {
  display: flex; align-items: center; gap: 8px; padding: 6px 6px 6px 12px;
  background: var(--portico-color-surface-raised); color: var(--portico-color-fg);
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-full);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2); animation: portico-pop-in var(--portico-duration-view) ease-out;
}
${ROOT} .portico-modal__alert { border-radius: var(--portico-radius-md); padding: 8px 8px 8px 12px; max-width: 340px; }
${ROOT} .portico-modal__alert p { margin: 0; }
${ROOT} .portico-modal__alert-dismiss {
  flex: none; cursor: pointer; font: inherit; font-weight: 600; padding: 4px 10px;
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-full);
  background: var(--portico-color-bg); color: var(--portico-color-fg);
}
${ROOT} .portico-modal__toast-icon { display: inline-flex; width: 16px; height: 16px; flex: none; }
${ROOT} .portico-modal__toast[data-variant='success'] .portico-modal__toast-icon { color: var(--portico-color-success); }
${ROOT} .portico-modal__toast[data-variant='error'] .portico-modal__toast-icon { color: var(--portico-color-error); }
${ROOT} .portico-modal__toast[data-variant='info'] .portico-modal__toast-icon { color: var(--portico-accent); }
${ROOT} .portico-modal__toast .portico-modal__icon-button { width: 24px; height: 24px; }
/* Touch screens (issue 28): Back, Close and a notice's dismiss are at least 44x44 CSS px under a finger
   (primitives.css.ts has the rest); a mouse keeps the 36 px header buttons. */
@media (pointer: coarse) {
  ${ROOT} .portico-modal__header { grid-template-columns: 44px 1fr 44px; }
  ${ROOT} .portico-modal__icon-button, ${ROOT} .portico-modal__toast .portico-modal__icon-button { width: 44px; height: 44px; }
  ${ROOT} .portico-modal__alert-dismiss { min-height: 44px; min-width: 44px; }
}
@keyframes portico-fade-in { from { opacity: 0; } }
@keyframes portico-pop-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes portico-view-next { from { opacity: 0; transform: translateX(calc(12px * var(--portico-inline-sign, 1))); } }
@keyframes portico-view-prev { from { opacity: 0; transform: translateX(calc(-12px * var(--portico-inline-sign, 1))); } }
/* Right-to-left (issue 28): the next view comes from the left, Back points right. */
${ROOT}[dir='rtl'] { --portico-inline-sign: -1; }
${ROOT}[dir='rtl'] .portico-modal__back-icon { transform: scaleX(-1); }
@keyframes portico-shake-a { 20%, 60% { transform: translateX(-6px); } 40%, 80% { transform: translateX(6px); } }
@keyframes portico-shake-b { 20%, 60% { transform: translateX(-6px); } 40%, 80% { transform: translateX(6px); } }
`;
