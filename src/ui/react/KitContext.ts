import { createContext, useContext, useEffect } from 'react';
import { MissingAppKitError } from '../../core/errors/hostErrors';
import type { AppKit } from '../../kit/createAppKit';
import { livePageKits } from '../../kit/pageKits';
import { AmbiguousAppKitError } from '../hooks/hookErrors';
import { requestStandaloneModal } from './requestStandaloneModal';

/** The kit the nearest `<AppKitProvider>` supplies; null outside any provider. */
export const KitContext = createContext<AppKit | null>(null);
KitContext.displayName = 'PorticoKit';

/**
 * The kit outside any provider: the page's one live kit (AppKit's hooks work anywhere after
 * createAppKit). None: the SPEC §8 "Please call createAppKit" error; two or more: an error naming the
 * fix, since guessing would read the wrong kit's state.
 */
export function pageKit(hookName: string): AppKit {
  const kits = livePageKits() as AppKit[];
  if (kits.length === 1) return kits[0] as AppKit;
  if (kits.length === 0) throw new MissingAppKitError(hookName);
  throw new AmbiguousAppKitError(hookName, kits.length);
}

/** The kit from context; throws the SPEC §8 "Please call createAppKit" error naming `hookName` if absent. */
export function useKit(hookName = 'useAppKit'): AppKit {
  const kit = useContext(KitContext);
  if (!kit) throw new MissingAppKitError(hookName);
  return kit;
}

/**
 * For the public hooks: the kit from context, else the page's only kit (issue 24: AppKit apps have no
 * provider), which then gets its standalone modal root. Throws naming `hookName` when there is none or
 * several.
 */
export function useKitOrPageKit(hookName: string): AppKit {
  const scoped = useContext(KitContext);
  const kit = scoped ?? pageKit(hookName);
  useStandaloneModal(scoped ? null : kit);
  return kit;
}

/** Requests `kit`'s standalone modal root after the first render (none for `null`: a provider draws it). */
export function useStandaloneModal(kit: AppKit | null): void {
  useEffect(() => {
    if (kit) requestStandaloneModal(kit);
  }, [kit]);
}
