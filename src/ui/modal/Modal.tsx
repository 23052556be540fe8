import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '../../core/whenIdle';
import { useKitSelector } from '../../store/react/kitHooks';
import { TextScope } from '../i18n/TextScope';
import { PRIMITIVES_CSS, PRIMITIVES_STYLE_ID } from '../primitives/primitives.css';
import { useKit } from '../react/KitContext';
import { ThemeRoot } from '../theme/ThemeRoot';
import { injectStyles, useStyles } from '../theme/useStyles';
import { preloadCoreViews } from '../views/coreViewComponents';
import { ConnectionAnnouncer } from './ConnectionAnnouncer';
import { ModalDialog } from './ModalDialog';
import { MODAL_STYLE_ID, modalCss } from './modalCss';
import type { ModalLayerProps } from './modalLayerModule';
import { Notices } from './Notices';
import { requestClose } from './requestClose';

export { preloadCoreView as preloadView } from '../views/coreViewComponents';

/**
 * How long an open modal may wait for an idle moment before it fetches the other core views' chunks: after
 * the first frame (so they never compete with it), well before a visitor's first tap on a row.
 */
export const VIEWS_PRELOAD_TIMEOUT_MS = 300;

/** Injects the modal's stylesheets into `doc` (once; `useStyles` below finds them there). */
export function prepareModal(doc: Document): void {
  injectStyles(doc, MODAL_STYLE_ID, modalCss);
  injectStyles(doc, PRIMITIVES_STYLE_ID, PRIMITIVES_CSS);
}

/**
 * The modal layer, loaded lazily by the provider: the dialog while the modal is open, and the toast
 * and alerts at any time. Portalled into document.body, or rendered in place when `inline`.
 */
export function Modal({ inline, openerRef }: ModalLayerProps) {
  const kit = useKit('AppKitModal');
  useStyles(MODAL_STYLE_ID, modalCss);
  // The views' primitives style themselves through the same scoped variables; they load with the modal.
  useStyles(PRIMITIVES_STYLE_ID, PRIMITIVES_CSS);
  const open = useKitSelector((s) => s.modal.open);
  const overlayRef = useRef<HTMLDivElement>(null);

  // Once open, the views a visitor may go on to (All Wallets, Connecting..., Account) are fetched.
  useEffect(
    () =>
      open ? whenIdle(() => void preloadCoreViews(), { timeoutMs: VIEWS_PRELOAD_TIMEOUT_MS }) : undefined,
    [open],
  );

  // The backdrop is a pointer convenience (Escape and the close button are the accessible ways), so
  // it is a plain listener rather than a handler that would make the overlay look interactive.
  useEffect(() => {
    const overlay = overlayRef.current;
    if (!open || inline || !overlay) return;
    const onPointerDown = (event: MouseEvent) => {
      // Only a press on the backdrop itself closes; drags that start inside the card do not.
      if (event.target === overlay) requestClose(kit);
    };
    overlay.addEventListener('mousedown', onPointerDown);
    return () => overlay.removeEventListener('mousedown', onPointerDown);
  }, [open, inline, kit]);
  const layer = (
    // Plugins' views and primitives read the modal's strings from this scope (they may not import the shell).
    <TextScope>
      <ThemeRoot
        className="portico-layer"
        data-inline={inline ? 'true' : 'false'}
        data-testid="portico-layer"
      >
        {open ? (
          <div ref={overlayRef} className="portico-modal__overlay">
            <ModalDialog inline={inline} openerRef={openerRef} />
          </div>
        ) : (
          <Notices />
        )}
        <ConnectionAnnouncer />
      </ThemeRoot>
    </TextScope>
  );
  return inline ? layer : createPortal(layer, document.body);
}
