import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

// What Orca said, read from its debug log (its standard error, unbuffered): one
// `HH:MM:SS.micro - SPEECH OUTPUT: '<text>'{...}` line per utterance it sent to speech-dispatcher.

const SPEECH_LINE = /SPEECH OUTPUT: '(.*)'\s*(?:\{.*\})?\s*$/;

/**
 * Orca's log, read incrementally (it grows by megabytes: every event Orca handles is logged, so a log
 * that has stopped growing means Orca is idle). `utterances()` is everything said so far, in order.
 */
export class OrcaLog {
  readonly file: string;
  private offset = 0;
  private partial = '';
  private readonly spoken: string[] = [];
  private grewAt = Date.now();

  constructor(file: string) {
    this.file = file;
  }

  /** Reads what was appended since the last call; returns every utterance so far. */
  utterances(): readonly string[] {
    const size = existsSync(this.file) ? statSync(this.file).size : 0;
    if (size > this.offset) {
      const buffer = Buffer.alloc(size - this.offset);
      const fd = openSync(this.file, 'r');
      try {
        readSync(fd, buffer, 0, buffer.length, this.offset);
      } finally {
        closeSync(fd);
      }
      this.offset = size;
      this.grewAt = Date.now();
      const lines = (this.partial + buffer.toString('utf8')).split('\n');
      this.partial = lines.pop() ?? '';
      for (const line of lines) {
        const match = SPEECH_LINE.exec(line);
        if (match?.[1] !== undefined) this.spoken.push(match[1]);
      }
    }
    return this.spoken;
  }

  /** Milliseconds since the log last grew (as of the last `utterances()`). */
  idleMs(): number {
    return Date.now() - this.grewAt;
  }
}

/** Orca's echo of a key it was sent ("tab ", "return ", "shift "): not what the page said. */
export function isKeyEcho(utterance: string): boolean {
  return /^[a-z]+(?: [a-z]+)? $/.test(utterance);
}

/** Thrown when Orca did not say what a step expected within its bound; carries what it did say. */
export class SpeechNotHeardError extends Error {
  readonly expected: string;
  readonly heard: readonly string[];
  readonly timeoutMs: number;

  constructor(expected: RegExp, heard: readonly string[], timeoutMs: number) {
    super(`Orca did not say ${String(expected)} within ${timeoutMs} ms; it said: ${JSON.stringify(heard)}`);
    this.name = 'SpeechNotHeardError';
    this.expected = String(expected);
    this.heard = heard;
    this.timeoutMs = timeoutMs;
  }
}

/** Parameters of `waitForSpeech`. */
export interface WaitForSpeechParameters {
  log: OrcaLog;
  expected: RegExp;
  /** Only utterances from this index on count (what was said before the step is not its answer). */
  from: number;
  timeoutMs?: number;
}

/** Polls (every 50 ms) until an utterance from `from` on matches `expected`; returns its index. */
export async function waitForSpeech({
  log,
  expected,
  from,
  timeoutMs = 10_000,
}: WaitForSpeechParameters): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const spoken = log.utterances();
    const index = spoken.findIndex((utterance, at) => at >= from && expected.test(utterance));
    if (index >= 0) return index;
    if (Date.now() > deadline) throw new SpeechNotHeardError(expected, spoken.slice(from), timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until Orca's log has not grown for `idleMs` (Orca has finished with what it was handling),
 * within `timeoutMs`; returns the number of utterances then.
 */
export async function waitForIdle(log: OrcaLog, idleMs = 700, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const count = log.utterances().length;
    if (log.idleMs() > idleMs || Date.now() > deadline) return count;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
