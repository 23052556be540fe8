import { useContext, useEffect } from 'react';
import { MissingAppKitError } from '../../core/errors/hostErrors';
import type { AppKit } from '../../kit/createAppKit';
import { livePageKits } from '../../kit/pageKits';
import { AmbiguousAppKitError } from '../hooks/hookErrors';
import { KitContext } from './KitContext';
import { requestStandaloneModal } from './requestStandaloneModal';

// Outside any provider (issue 24: AppKit apps have none). Its own module, apart from KitContext.ts, so
// that an app whose buttons sit in a provider and which calls no hook starts without this code: the
// components reach it only from their lazy PageKitScope chunk.

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

/**
 * For the public hooks: the kit from context, else the page's only kit, which then gets its standalone
 * modal root. Throws naming `hookName` when there is none or several.
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
