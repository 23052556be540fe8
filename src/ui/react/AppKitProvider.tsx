import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppKit } from '../../kit/createAppKit';
import { addModalHost } from '../../kit/pageKits';
import type { RootState } from '../../store/createKitStore';
import type { KitInitialState } from '../../store/persistence/kitInitialState';
import { useKitSelector } from '../../store/react/kitHooks';
import { LocalesContext, type LocaleTables } from '../i18n/LocalesContext';
import { KitScope } from './KitScope';
import { ModalHost } from './ModalHost';
import { ModalSlotContext } from './ModalSlotContext';

/** Props of `AppKitProvider`. */
export interface AppKitProviderProps {
  /** The kit from `createAppKit`. Create it once, outside components (module scope or a ref). */
  kit: AppKit;
  /** Extra or overriding strings per locale, e.g. `{ de: { 'button.connect': 'Wallet verbinden' } }`. */
  locales?: LocaleTables;
  /**
   * The visitor's persisted items read on the server (`cookieToInitialState(options, cookieHeader)`):
   * the server renders with them and the browser hydrates with them, so a returning user's server HTML
   * already shows their state and hydration matches. Pass the same value on both sides.
   */
  initialState?: KitInitialState;
  children?: ReactNode;
}

const NO_LOCALES: LocaleTables = {};

/** True when the modal renders where `<AppKitModal>` is placed instead of in document.body. */
export const selectInlineModal = (s: RootState) => s.options.disableAppend || s.options.enableEmbedded;

/**
 * Makes a kit available to the hooks and components below it (`KitScope`: the kit and its store) and, unless the modal is placed with
 * `<AppKitModal>`, mounts the modal host (which loads nothing until the modal is first opened). Optional:
 * without it the kit draws its modal in a root of its own (docs/web-components.md#no-provider-needed).
 */
export function AppKitProvider({ kit, locales = NO_LOCALES, initialState, children }: AppKitProviderProps) {
  const [slots, setSlots] = useState(0);
  const register = useCallback((delta: 1 | -1) => setSlots((n) => n + delta), []);
  // Computed, never dispatched: on a server one kit may render many visitors' requests.
  const serverState = useMemo(() => kit.getServerState(initialState), [kit, initialState]);
  // The provider draws this kit's modal: the kit's standalone root, if any, stands down while it is mounted.
  useEffect(() => addModalHost(kit), [kit]);
  return (
    <KitScope kit={kit} serverState={serverState}>
      <LocalesContext.Provider value={locales}>
        <ModalSlotContext.Provider value={register}>
          {children}
          <DefaultModal placed={slots > 0} />
        </ModalSlotContext.Provider>
      </LocalesContext.Provider>
    </KitScope>
  );
}

function DefaultModal({ placed }: { placed: boolean }) {
  const inline = useKitSelector(selectInlineModal);
  const open = useKitSelector((s) => s.modal.open);
  const warned = useRef(false);
  useEffect(() => {
    // Inline mode needs a place in the page; say so instead of opening an invisible modal.
    if (inline && open && !placed && !warned.current) {
      warned.current = true;
      console.warn('[portico] disableAppend/enableEmbedded is set but no <AppKitModal /> is rendered.');
    }
  }, [inline, open, placed]);
  if (placed || inline) return null;
  return <ModalHost inline={false} />;
}
