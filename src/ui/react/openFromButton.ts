import type { AppKit } from '../../kit/createAppKit';
import type { OpenParameters } from '../../kit/openView';

/**
 * What a kit button does on click: opens `view`, and when that fails says so in the console with the
 * cause. A click never throws into React, and a modal that cannot open is never silent (issue 24: a
 * Vite 7 build's modal failed to open with nothing shown or logged).
 */
export function openFromButton(kit: AppKit, view: NonNullable<OpenParameters['view']>): void {
  kit.open({ view }).catch((error: unknown) => {
    // open() has logged a failure of its own already (ModalOpenFailedError, src/kit/openModal.ts): once.
    if ((error as { name?: unknown } | null)?.name === 'ModalOpenFailedError') return;
    console.error(`[portico] the modal could not open on "${view}"`, error);
  });
}
