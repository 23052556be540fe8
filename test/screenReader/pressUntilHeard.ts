import { SpeechNotHeardError } from './orcaSpeech';
import type { OrcaSession } from './startOrcaSession';

/** Parameters of `pressUntilHeard`. */
export interface PressUntilHeardParameters {
  session: OrcaSession;
  key: string;
  /** What Orca says when focus reaches the wanted control, e.g. /^Copy address push button/. */
  expected: RegExp;
  maxPresses: number;
}

// Orca logs every event it handles, so once its log has not grown for this long after a key it has
// finished with that key: the control was announced (or was not the one wanted). 700 ms was too short
// on a loaded machine: a focus announced after it was taken for the next press's (seen 1 run in 8).
const IDLE_MS = 1500;
const PER_PRESS_MS = 8000;

/**
 * Presses `key` until Orca says `expected`, as a user tabs until they hear the control, at most
 * `maxPresses` times. After each press it waits for `expected`, or for Orca to go idle, or
 * `PER_PRESS_MS`. Returns the index of the matching utterance.
 */
export async function pressUntilHeard({
  session,
  key,
  expected,
  maxPresses,
}: PressUntilHeardParameters): Promise<number> {
  const { log } = session;
  const start = log.utterances().length;
  for (let press = 0; press < maxPresses; press += 1) {
    const from = log.utterances().length;
    await session.key(key);
    const deadline = Date.now() + PER_PRESS_MS;
    for (;;) {
      const spoken = log.utterances();
      const index = spoken.findIndex((utterance, at) => at >= from && expected.test(utterance));
      if (index >= 0) return index;
      if (spoken.length > from && log.idleMs() > IDLE_MS) break;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new SpeechNotHeardError(expected, log.utterances().slice(start), maxPresses * PER_PRESS_MS);
}
