import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventually } from '../eventually';
import { OrcaLog, waitForIdle, waitForSpeech } from './orcaSpeech';
import { type LoggedProcess, spawnLogged } from './spawnLogged';

const run = promisify(execFile);

// The recipe of ../shared/research/next-wave-2026-11-27.md §3, verified there: a virtual X display, a
// session bus of our own, the accessibility bus, speech-dispatcher speaking through espeak-ng into
// libao's null sink (without a sink Orca stalls once it should read the page), Orca with its debug
// output on its (unbuffered) standard error, and Chromium with its accessibility tree on, opened on
// the page. Everything writes under `workDir` (HOME and XDG_* point there): nothing of the machine's
// user is read or changed.

/** Parameters of `startOrcaSession`. */
export interface StartOrcaSessionParameters {
  /** An empty folder for the run's home, sockets, profiles and logs. */
  workDir: string;
  /** The page Chromium opens (as an app window: no tabs or address bar to tab through). */
  url: string;
  /** The page's title: Orca says "Finished loading <title>" once it has read it. */
  title: string;
}

/** A running Orca reading Chromium, and how to type into it and stop it. */
export interface OrcaSession {
  /** Orca's log (its standard error): `log.utterances()` is what it said. */
  log: OrcaLog;
  versions: { orca: string; chromium: string };
  /** Types keys into the focused window as a keyboard does (xdotool), e.g. `Tab`, `Return`, `shift+Tab`. */
  key(keys: string): Promise<void>;
  /** Stops every process by its group's pid, newest first; safe to call twice. */
  stop(): Promise<void>;
}

async function firstLine(started: LoggedProcess, what: string): Promise<string> {
  const { stdout } = started.child;
  if (!stdout) throw new Error(`${started.name}: no standard output to read ${what} from`);
  let text = '';
  stdout.setEncoding('utf8');
  stdout.on('data', (chunk: string) => {
    text += chunk;
  });
  return eventually(() => (text.includes('\n') ? text.split('\n')[0]?.trim() : undefined), 10_000).catch(
    () => {
      throw new Error(`${started.name} did not print ${what} within 10 s (see its log)`);
    },
  );
}

function writeSpeechDispatcherConfig(confDir: string, home: string): void {
  mkdirSync(join(confDir, 'modules'), { recursive: true });
  writeFileSync(
    join(confDir, 'speechd.conf'),
    [
      'AudioOutputMethod "libao"',
      'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"',
      'DefaultModule espeak-ng',
      '',
    ].join('\n'),
  );
  writeFileSync(join(confDir, 'modules', 'espeak-ng.conf'), '');
  // libao's per-user config: speech goes nowhere, but it is produced, so Orca's queue moves.
  writeFileSync(join(home, '.libao'), 'default_driver=null\n');
}

/** Starts Xvfb, a session bus, the accessibility bus, speech-dispatcher, Orca and Chromium on `url`. */
export async function startOrcaSession({
  workDir,
  url,
  title,
}: StartOrcaSessionParameters): Promise<OrcaSession> {
  const home = join(workDir, 'home');
  const runtime = join(workDir, 'run');
  const logs = join(workDir, 'logs');
  for (const dir of [home, logs]) mkdirSync(dir, { recursive: true });
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local/share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_STATE_HOME: join(home, '.local/state'),
  };
  const started: LoggedProcess[] = [];
  const start = (name: string, command: string, args: string[], stdout: 'pipe' | 'log' = 'log') => {
    const spawned = spawnLogged({ name, command, args, env, logFile: join(logs, `${name}.log`), stdout });
    started.push(spawned);
    return spawned;
  };
  const stop = async () => {
    for (let next = started.pop(); next; next = started.pop()) await next.stop();
  };
  const orcaLog = join(logs, 'orca.log');
  const log = new OrcaLog(orcaLog);
  try {
    const xvfb = start(
      'xvfb',
      'Xvfb',
      ['-displayfd', '1', '-nolisten', 'tcp', '-screen', '0', '1280x900x24'],
      'pipe',
    );
    env.DISPLAY = `:${await firstLine(xvfb, 'its display number')}`;
    const bus = start(
      'dbus',
      'dbus-daemon',
      ['--session', '--nofork', '--nopidfile', '--print-address=1'],
      'pipe',
    );
    env.DBUS_SESSION_BUS_ADDRESS = await firstLine(bus, 'its address');
    start('at-spi-bus', '/usr/libexec/at-spi-bus-launcher', ['--launch-immediately']);
    await eventually(
      () =>
        run(
          'dbus-send',
          ['--session', '--dest=org.a11y.Bus', '--print-reply', '/org/a11y/bus', 'org.a11y.Bus.GetAddress'],
          {
            env,
          },
        ).then(
          () => true,
          () => undefined,
        ),
      10_000,
    );
    const confDir = join(workDir, 'speech-dispatcher');
    writeSpeechDispatcherConfig(confDir, home);
    const socket = join(runtime, 'speechd.sock');
    start('speech-dispatcher', 'speech-dispatcher', [
      '-s',
      '-t',
      '0',
      '-c',
      'unix_socket',
      '-S',
      socket,
      '-C',
      confDir,
    ]);
    await eventually(() => (existsSync(socket) ? true : undefined), 10_000);
    env.SPEECHD_ADDRESS = `unix_socket:${socket}`;
    env.PYTHONUNBUFFERED = '1';
    // The debug output goes to Orca's standard error, which is the log file, line-buffered (runOrca.py):
    // a debug file of Orca's own is block-buffered, late and cut when Orca is stopped. No `--replace`:
    // it would kill any other Orca of this user; a second run beside this one fails to start instead.
    const orcaProcess = spawnLogged({
      name: 'orca',
      // Debian's Python, which has Orca's modules (pyatspi, gi), whatever python3 is first on PATH.
      command: '/usr/bin/python3',
      args: [join(__dirname, 'runOrca.py'), '--debug-file=/dev/stderr'],
      env,
      logFile: orcaLog,
    });
    started.push(orcaProcess);
    await waitForSpeech({ log, expected: /^Screen reader on\.$/, from: 0, timeoutMs: 20_000 });
    const from = log.utterances().length;
    start('chromium', 'chromium', [
      '--no-sandbox',
      '--force-renderer-accessibility',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-gpu',
      // No "unsupported command-line flag: --no-sandbox" infobar: Orca would read it into the page's tab order.
      '--test-type',
      // No crash handler: it would daemonize out of Chromium's process group and outlive the run.
      '--disable-breakpad',
      '--password-store=basic',
      '--disable-component-update',
      '--window-position=0,0',
      '--window-size=1280,900',
      `--user-data-dir=${join(workDir, 'chromium')}`,
      `--app=${url}`,
    ]);
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await waitForSpeech({
      log,
      expected: new RegExp(`^Finished loading ${escaped}\\.$`),
      from,
      timeoutMs: 30_000,
    });
    // The page renders the kit after it has loaded (Orca says "Loading. Please wait." meanwhile): the
    // first key is typed once Orca has finished with all of that.
    await waitForIdle(log, 1500, 15_000);
    const versions = {
      orca: (await run('orca', ['--version'], { env })).stdout.trim(),
      chromium: (await run('chromium', ['--version'], { env })).stdout.trim(),
    };
    return {
      log,
      versions,
      key: async (keys) => {
        await run('xdotool', ['key', '--clearmodifiers', keys], { env });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
