import type { ComponentType, RefObject } from 'react';

/** Props the provider passes to the lazily loaded modal layer. */
export interface ModalLayerProps {
  /** Render in place (disableAppend / embedded) instead of portalling into document.body. */
  inline: boolean;
  /** The element focused when the modal opened; focus goes back there on close. */
  openerRef: RefObject<Element | null>;
}

/** The shape of the modal chunk (`Modal.tsx`), typed without importing it. */
export interface ModalLayerModule {
  Modal: ComponentType<ModalLayerProps>;
  /**
   * Puts the modal's stylesheets into `doc` ahead of the first open (the idle preload calls it), so the
   * click that opens it neither parses them nor restyles the whole page for them.
   */
  prepareModal(doc: Document): void;
  /** Fetches the chunk of the core view a button opens (Account, Networks), when it is not in this one. */
  preloadView(view: string): Promise<void>;
}
