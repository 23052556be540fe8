import { createContext } from 'react';

/** Lets an `<AppKitModal>` tell the provider that it renders the modal, so the provider does not. */
export const ModalSlotContext = createContext<((delta: 1 | -1) => void) | null>(null);
ModalSlotContext.displayName = 'PorticoModalSlot';
