import { useContext, useEffect } from 'react';
import { addModalHost } from '../../kit/pageKits';
import { useKitSelector } from '../../store/react/kitHooks';
import { selectInlineModal } from './AppKitProvider';
import { useKit } from './KitContext';
import { ModalHost } from './ModalHost';
import { ModalSlotContext } from './ModalSlotContext';
import { withPageKit } from './withPageKit';

/** Props of `AppKitModal`. */
export interface AppKitModalProps {
  /** Render in place; defaults to the kit's `disableAppend || enableEmbedded`. */
  inline?: boolean;
}

/**
 * Places the modal (and its toasts and alerts) at this point of the tree. Needed with `disableAppend`
 * or `enableEmbedded`, where the modal renders inline here; optional otherwise (it then portals).
 * Outside a provider it serves the page's kit, whose standalone root then stands down.
 */
export const AppKitModal = /* @__PURE__ */ withPageKit(PlacedModal, 'AppKitModal');

function PlacedModal({ inline }: AppKitModalProps) {
  const kit = useKit('AppKitModal');
  useEffect(() => addModalHost(kit), [kit]);
  const register = useContext(ModalSlotContext);
  const inlineByOptions = useKitSelector(selectInlineModal);
  useEffect(() => {
    if (!register) return;
    register(1);
    return () => register(-1);
  }, [register]);
  return <ModalHost inline={inline ?? inlineByOptions} />;
}
