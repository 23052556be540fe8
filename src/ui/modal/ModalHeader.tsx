import { useRef } from 'react';
import type { RootState } from '../../store/createKitStore';
import { useKitSelector } from '../../store/react/kitHooks';
import { modalSlice } from '../../store/slices/modalSlice';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';
import { BackIcon, CloseIcon } from './icons';
import { requestClose } from './requestClose';
import { useHeadingFocus } from './useHeadingFocus';
import { useViewTitle } from './useViewTitle';

/** Props of `ModalHeader`. */
export interface ModalHeaderProps {
  /** Id of the title element; the dialog's `aria-labelledby` points at it. */
  titleId: string;
}

// Back would close the modal when UnsupportedChain is in the history (SPEC §2), so it is not offered
// there: an arrow that closes would surprise; the close button is the honest control (it shakes the
// card instead while the wallet still sits on that network: requestClose). Nor on
// ApproveTransaction (issue 24): a request waits for the visitor's answer there, and Back would walk
// away mid-approval; the view's Cancel answers it (SPEC §4: the stack pops and the cancel runs).
const selectCanGoBack = (s: RootState) =>
  s.modal.history.length > 1 &&
  s.modal.history.at(-1)?.view !== 'ApproveTransaction' &&
  !s.modal.history.some((entry) => entry.view === 'UnsupportedChain');

/** The modal header: back (when there is somewhere to go back to), the view title, close. */
export function ModalHeader({ titleId }: ModalHeaderProps) {
  const kit = useKit('AppKitModal');
  const t = useT();
  const title = useViewTitle();
  const canGoBack = useKitSelector(selectCanGoBack);
  const heading = useRef<HTMLHeadingElement>(null);
  // One key per shown view (a view pushed twice counts twice), so focus moves on each change.
  const viewKey = useKitSelector((s) => `${s.modal.history.length}:${s.modal.history.at(-1)?.view ?? ''}`);
  useHeadingFocus(heading, viewKey);
  return (
    <div className="portico-modal__header">
      {canGoBack ? (
        <button
          type="button"
          className="portico-modal__icon-button"
          aria-label={t('modal.back')}
          title={t('modal.back')}
          data-testid="portico-modal-back"
          onClick={() => kit.store.dispatch(modalSlice.actions.wentBack())}
        >
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      {/* Keyed by title so the 120 ms header-text animation replays on every change. */}
      {/* A long title (a wallet's name) ellipsizes; the tooltip keeps it whole. */}
      <h2 key={title} ref={heading} id={titleId} className="portico-modal__title" title={title} tabIndex={-1}>
        {title}
      </h2>
      <button
        type="button"
        className="portico-modal__icon-button"
        aria-label={t('modal.close')}
        title={t('modal.close')}
        data-testid="portico-modal-close"
        onClick={() => requestClose(kit)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
