import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOAST } from '../../src/core/errors/toasts';
import { viewStrings } from '../../src/ui/i18n/viewStrings.en';
import { waitForIdle, waitForSpeech } from './orcaSpeech';
import { SCREEN_READER_WALLET_NAME } from './page/screenReaderPageConfig';
import { pressUntilHeard } from './pressUntilHeard';
import { type OrcaSession, startOrcaSession } from './startOrcaSession';
import { type ScreenReaderHost, startScreenReaderHost } from './startScreenReaderHost';

// Issue 28's real screen-reader run: Orca (Debian's) reads the kit in Chromium on a virtual display;
// keys are typed by xdotool as a keyboard would (CDP key events do not move Orca's focus), and what Orca
// says is read from its log. Nothing is stubbed: the wallet holds an anvil key on a local anvil behind
// the reference API; its user approves the connection when the test says so and declines signing.
// The kit's own English texts are what must be heard, each as an utterance of its own and once.

const PAGE_TITLE = 'Screen reader host';

/** An exact utterance: `text` and nothing else (Orca may end a sentence with a full stop). */
function utterance(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.?$`);
}

function fill(key: string, values: Record<string, string>): string {
  const template = viewStrings[key];
  if (template === undefined) throw new TypeError(`no English string ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

let workDir: string;
let host: ScreenReaderHost | undefined;
let session: OrcaSession | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portico-orca-'));
  host = await startScreenReaderHost(workDir);
  session = await startOrcaSession({ workDir, url: host.url, title: PAGE_TITLE });
}, 90_000);

afterAll(async () => {
  await session?.stop();
  await host?.stop();
  // What Orca said is written where PORTICO_ORCA_LOG names (docs/accessibility.md); the run's folder
  // (all processes' logs) is kept with PORTICO_ORCA_KEEP=1, else removed.
  const speechFile = process.env.PORTICO_ORCA_LOG;
  if (speechFile && session) writeFileSync(speechFile, `${session.log.utterances().join('\n')}\n`);
  if (process.env.PORTICO_ORCA_KEEP) console.log(`Orca run kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
});

test('behavior: Orca hears the connect dialog, "Connecting to" the wallet, a declined signature and the copied address, once each', async () => {
  const orca = session!;
  const { log } = orca;
  const heard = (expected: RegExp, from: number) => waitForSpeech({ log, expected, from });
  const connecting = utterance(fill('connectingExternal.connecting', { name: SCREEN_READER_WALLET_NAME }));
  const connected = utterance(fill('announce.connected', { wallet: SCREEN_READER_WALLET_NAME }));
  const declined = utterance(TOAST.signatureDeclined);
  const copied = utterance(fill('account.addressCopied', {}));

  // Each announcement is counted in its own step, from the key that caused it until Orca is idle again.
  const once: Record<string, number> = {};
  const countFrom = (name: string, expected: RegExp, from: number, to: number) => {
    once[name] = log
      .utterances()
      .slice(from, to)
      .filter((line) => expected.test(line)).length;
  };

  // The host page's connect button, then the modal: focus lands on the dialog, which Orca names.
  await pressUntilHeard({
    session: orca,
    key: 'Tab',
    expected: /^Connect Wallet push button/,
    maxPresses: 6,
  });
  let from = log.utterances().length;
  await orca.key('Return');
  await heard(new RegExp(`^${fill('view.Connect.title', {})}(?! push button)\\b`), from);

  // The wallet, picked from the list: the connecting view says so while the wallet waits for its user.
  await pressUntilHeard({
    session: orca,
    key: 'Tab',
    expected: new RegExp(`^${SCREEN_READER_WALLET_NAME}\\b.*push button`),
    maxPresses: 12,
  });
  from = log.utterances().length;
  await orca.key('Return');
  await heard(connecting, from);
  const approvedAt = log.utterances().length;
  host!.approveConnection();
  await heard(connected, approvedAt);
  const settledAt = await waitForIdle(log);
  countFrom('connecting', connecting, from, settledAt);
  countFrom('connected', connected, from, settledAt);

  // The page's own button asks for a signature; the wallet's user declines; the kit's toast is read.
  await pressUntilHeard({
    session: orca,
    key: 'Tab',
    expected: /^Sign a message push button/,
    maxPresses: 6,
  });
  from = log.utterances().length;
  await orca.key('Return');
  await heard(declined, from);
  countFrom('declined', declined, from, await waitForIdle(log));

  // Back to the account button, into the Account view, onto Copy address.
  await pressUntilHeard({ session: orca, key: 'shift+Tab', expected: /^Account 0x/, maxPresses: 4 });
  await orca.key('Return');
  await pressUntilHeard({ session: orca, key: 'Tab', expected: /^Copy address push button/, maxPresses: 10 });
  from = log.utterances().length;
  await orca.key('Return');
  await heard(copied, from);
  countFrom('copied', copied, from, await waitForIdle(log));

  expect(once).toEqual({ connecting: 1, connected: 1, declined: 1, copied: 1 });
});
