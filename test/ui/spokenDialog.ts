// Test support for the spoken-output tests (issue 28): what @guidepup/virtual-screen-reader says
// walking the open dialog from its start to its end, as a screen reader user reading it line by line
// would hear it. Not shipped.
import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';

// jsdom has no CSS.escape; the reader uses it to follow aria-labelledby ids (React's useId ids have colons).
globalThis.CSS ??= { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;

/** Most steps a walk takes: more than any view has nodes, so a reader that never ends still stops. */
const MAX_STEPS = 200;

/**
 * Everything the reader says walking the open dialog from its start to its end ("end of dialog, ..."),
 * one phrase per entry. The reader wraps round to the dialog's start after its end: the walk stops
 * there, so each node is said once.
 */
export async function spokenDialog(): Promise<string[]> {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await virtual.start({ container: dialog });
  try {
    for (let step = 0; step < MAX_STEPS; step++) {
      const before = (await virtual.spokenPhraseLog()).length;
      await virtual.next();
      const log = await virtual.spokenPhraseLog();
      if (log.length === before || log.at(-1)?.startsWith('end of dialog')) break;
    }
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
  }
}
