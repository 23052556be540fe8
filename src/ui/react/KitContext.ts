import { createContext, useContext } from 'react';
import { MissingAppKitError } from '../../core/errors/hostErrors';
import type { AppKit } from '../../kit/createAppKit';

/** The kit the nearest `<AppKitProvider>` supplies; null outside any provider. */
export const KitContext = createContext<AppKit | null>(null);
KitContext.displayName = 'PorticoKit';

/** The kit from context; throws the SPEC §8 "Please call createAppKit" error naming `hookName` if absent. */
export function useKit(hookName = 'useAppKit'): AppKit {
  const kit = useContext(KitContext);
  if (!kit) throw new MissingAppKitError(hookName);
  return kit;
}
