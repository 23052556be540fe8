import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isKeyEcho, OrcaLog, SpeechNotHeardError, waitForSpeech } from './orcaSpeech';

// The reading of Orca's log that the screen-reader run (orca.screenReader.ts) relies on, against log
// lines as Orca 43.1 writes them: what it said, in order, including a line written in two pieces.

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-orca-log-'));
  file = join(dir, 'orca.log');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('behavior: utterances are the SPEECH OUTPUT lines in order, other debug lines left out', () => {
  writeFileSync(
    file,
    [
      "14:16:36.659566 - SPEECH OUTPUT: 'Screen reader on.'{'established': False}",
      "14:16:36.663574 - SPEECH DISPATCHER: Speaking '<speak>Screen reader on.</speak>'",
      "14:16:39.880700 - SPEECH OUTPUT: 'tab ' {'established': False}",
      "14:16:45.020420 - SPEECH OUTPUT: 'Connecting to Screen Reader Wallet'{'established': False}",
      '',
    ].join('\n'),
  );
  const log = new OrcaLog(file);
  expect(log.utterances()).toEqual(['Screen reader on.', 'tab ', 'Connecting to Screen Reader Wallet']);
  expect(log.utterances().map(isKeyEcho)).toEqual([false, true, false]);
});

test('behavior: a line appended in two pieces is read once, whole', () => {
  writeFileSync(file, "14:16:46.0 - SPEECH OUTPUT: 'Signature dec");
  const log = new OrcaLog(file);
  expect(log.utterances()).toEqual([]);
  appendFileSync(file, "lined'{'established': False}\n14:16:46.1 - SPEECH OUTPUT: 'Address copied'{}\n");
  expect(log.utterances()).toEqual(['Signature declined', 'Address copied']);
});

test('error: waitForSpeech names what was expected and what was said instead', async () => {
  writeFileSync(file, "14:16:46.0 - SPEECH OUTPUT: 'Close push button.'{}\n");
  const waiting = waitForSpeech({
    log: new OrcaLog(file),
    expected: /^Address copied/,
    from: 0,
    timeoutMs: 100,
  });
  await expect(waiting).rejects.toBeInstanceOf(SpeechNotHeardError);
  await expect(waiting).rejects.toMatchObject({
    expected: '/^Address copied/',
    heard: ['Close push button.'],
  });
});
