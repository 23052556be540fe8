import { type RefObject, useEffect, useId, useRef } from 'react';
import { useKitSelector } from '../../store/react/kitHooks';
import { useKit } from '../react/KitContext';
import { focusReturner } from './focusReturner';
import { ModalHeader } from './ModalHeader';
import { ModalRouter } from './ModalRouter';
import { Notices } from './Notices';
import { requestClose } from './requestClose';
import { useAnimatedHeight } from './useAnimatedHeight';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

/** Props of `ModalDialog`. */
export interface ModalDialogProps {
  inline: boolean;
  openerRef: RefObject<Element | null>;
}

/**
 * The open modal: an accessible dialog named by its header title, with focus moved in and trapped
 * (portalled mode), Escape closing as the close button does (requestClose), and focus handed back to
 * the opener.
 * Inline (embedded) it is part of the page, so it neither traps focus nor claims `aria-modal`.
 */
export function ModalDialog({ inline, openerRef }: ModalDialogProps) {
  const kit = useKit('AppKitModal');
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const [contentRef, heightStyle, bodyRef] = useAnimatedHeight<HTMLDivElement>();
  const shake = useKitSelector((s) => s.modal.shake);
  // AppKit's enableMobileFullScreen: the phone layout (modalCss) fills the screen instead of a sheet.
  const fullScreen = useKitSelector((s) => s.options.enableMobileFullScreen);
  // Shakes requested before this open must not replay when the card mounts.
  const shakeAtOpen = useRef(shake).current;

  useFocusTrap(cardRef, !inline);
  useScrollLock(!inline);

  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A view that handles Escape itself (clearing a search) calls preventDefault first.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      requestClose(kit);
    };
    const target = inline ? card : card.ownerDocument;
    target.addEventListener('keydown', onKeyDown as EventListener);
    return () => target.removeEventListener('keydown', onKeyDown as EventListener);
  }, [kit, inline]);

  useEffect(() => {
    // Inline, focus moves in only when a user opened the modal from a focused control, so an embedded
    // modal shown on page load neither steals focus nor scrolls the page.
    const card = cardRef.current;
    const opener = openerRef.current;
    if (inline && card && opener && opener !== card.ownerDocument.body) card.focus({ preventScroll: true });
    return focusReturner(opener);
  }, [inline, openerRef]);

  return (
    <div
      ref={cardRef}
      className="portico-modal__card"
      role="dialog"
      aria-modal={inline ? undefined : 'true'}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="portico-modal"
      data-fullscreen={fullScreen || undefined}
      data-shake={shake === shakeAtOpen ? undefined : shake % 2 ? 'odd' : 'even'}
    >
      <ModalHeader titleId={titleId} />
      <Notices />
      <div ref={bodyRef} className="portico-modal__body" style={heightStyle}>
        <div ref={contentRef}>
          <ModalRouter />
        </div>
      </div>
    </div>
  );
}
