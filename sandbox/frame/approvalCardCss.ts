// The secure frame page's own look (GET /sdk): the approval card, drawn with the kit's --portico-*
// tokens (applyFrameTheme sets them from SYNC_THEME) so that it reads as part of the modal's view it
// is laid over. The page has no padding of its own: the view around the slot already has it.

/** Styles of the /sdk page: the status line and the approval card (docs/embedded-wallet.md#the-approval-card). */
export const approvalCardCss = `
html, body { margin: 0; padding: 0; background: var(--portico-color-bg, Canvas); color: var(--portico-color-fg, CanvasText); }
body {
  font-family: var(--portico-font-family, system-ui, sans-serif); font-size: 14px; line-height: 1.4;
  -webkit-text-size-adjust: 100%;
}
main { max-width: none; margin: 0; }
#frame-status { margin: 0; padding: 16px 0; text-align: center; color: var(--portico-color-fg-muted, GrayText); }
.card { display: flex; flex-direction: column; gap: 12px; padding: 2px 2px 4px; box-sizing: border-box; }
.card[hidden] { display: none; }
.card__head { display: flex; flex-direction: column; gap: 2px; }
.card__title { margin: 0; font-size: 17px; font-weight: 600; line-height: 1.3; }
.card__title:focus { outline: none; }
.card__context { margin: 0; display: flex; flex-wrap: wrap; gap: 2px 6px; font-size: 12px; color: var(--portico-color-fg-muted); }
.card__origin { font-weight: 600; color: var(--portico-color-fg); word-break: break-all; }
.card__facts {
  margin: 0; padding: 4px 12px; display: flex; flex-direction: column; word-break: normal;
  background: var(--portico-color-surface); border: 1px solid var(--portico-color-border);
  border-radius: calc(var(--portico-border-radius-master, 4px) * 3);
}
.card__fact { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 12px; padding: 8px 0; }
.card__fact + .card__fact { border-top: 1px solid var(--portico-color-border); }
.card__fact dt { color: var(--portico-color-fg-muted); font-size: 13px; white-space: nowrap; }
.card__fact dd { margin: 0; display: flex; flex-direction: column; gap: 2px; min-width: 0; text-align: right; align-items: flex-end; }
.card__value { font-weight: 600; overflow-wrap: anywhere; }
.card__detail { font-size: 12px; color: var(--portico-color-fg-muted); overflow-wrap: anywhere; }
/* An address breaks into two even halves (22 + 20 characters), never one stray character on a line. */
.card__mono {
  max-width: 22ch; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px;
  word-break: break-all; text-align: right;
}
.card__message-label { margin: 0 0 4px; font-size: 13px; color: var(--portico-color-fg-muted); }
.card__message {
  margin: 0; padding: 8px 12px; max-height: 7.5rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--portico-color-fg);
  background: var(--portico-color-surface); border: 1px solid var(--portico-color-border);
  border-radius: calc(var(--portico-border-radius-master, 4px) * 3);
}
.card__message:focus-visible, .card__button:focus-visible { outline: 2px solid var(--portico-color-focus); outline-offset: 2px; }
.card__hint { margin: 0 0 -4px; font-size: 12px; text-align: center; color: var(--portico-color-fg-muted); }
.card__actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.card__button {
  margin: 0; min-height: 40px; padding: 0 16px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid transparent; border-radius: 999px;
}
.card__button--reject { background: var(--portico-color-surface); color: var(--portico-color-fg); border-color: var(--portico-color-border); }
.card__button--approve { background: var(--portico-accent); color: var(--portico-accent-foreground); }
/* Never opacity: the visibility check (IntersectionObserver v2) counts a translucent button as hidden,
   and Approve would then never be enabled. A disabled button is drawn in muted colours instead. */
.card__button:disabled {
  cursor: default; background: var(--portico-color-surface-raised); color: var(--portico-color-fg-muted);
  border-color: var(--portico-color-border);
}
`;
