import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { RootState } from '../../store/createKitStore';
import { useKitSelector } from '../../store/react/kitHooks';
import type { ModalLayerProps } from '../modal/modalLayerModule';
import { useKit } from './KitContext';
import { loadModal } from './loadModal';
import { selectLayerWanted } from './selectLayerWanted';

/** Props of `ModalHost`. */
export interface ModalHostProps {
  inline: boolean;
  /**
   * Where focus returns when the modal closes, if it was already open when this host mounted (the
   * standalone root mounts after the open it serves, so it cannot see the click itself).
   */
  opener?: Element | null;
}

/**
 * Renders nothing until the modal layer is first needed, then loads its chunk and keeps it mounted.
 * Also remembers which element had focus when the modal opened, before the chunk could steal it.
 */
export function ModalHost({ inline, opener = null }: ModalHostProps) {
  const kit = useKit('AppKitModal');
  const wanted = useKitSelector(selectLayerWanted);
  const [Layer, setLayer] = useState<ComponentType<ModalLayerProps> | null>(null);
  const openerRef = useRef<Element | null>(opener);

  useEffect(() => {
    let wasOpen = (kit.store.getState() as RootState).modal.open;
    return kit.store.subscribe(() => {
      const open = (kit.store.getState() as RootState).modal.open;
      if (open && !wasOpen && typeof document !== 'undefined') openerRef.current = document.activeElement;
      wasOpen = open;
    });
  }, [kit]);

  useEffect(() => {
    if (!wanted || Layer) return;
    let live = true;
    loadModal().then(
      (module) => live && setLayer(() => module.Modal),
      (error: unknown) => {
        // Without its chunk the modal cannot show; close it so the app is not stuck "open".
        console.error('[portico] The modal could not be loaded; it will be retried on the next open.', error);
        if (live) kit.close();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Layer, kit]);

  return Layer ? <Layer inline={inline} openerRef={openerRef} /> : null;
}
