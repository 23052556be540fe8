import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/** A process started for the run, in a process group of its own so its children stop with it. */
export interface LoggedProcess {
  name: string;
  child: ChildProcess;
  /** SIGTERM to the group, SIGKILL after `graceMs` when it has not exited; resolves once it has. */
  stop(graceMs?: number): Promise<void>;
}

/** Parameters of `spawnLogged`. */
export interface SpawnLoggedParameters {
  name: string;
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** File its standard error goes to (and its standard output unless `stdout` is 'pipe'). */
  logFile: string;
  /** 'pipe' when the caller reads what it prints (Xvfb's display number, dbus-daemon's address). */
  stdout?: 'pipe' | 'log';
}

/**
 * Spawns `command` detached (its own process group: Chromium's renderers, speech-dispatcher's module,
 * the buses' activated services are stopped with their parent's group, by its pid) with its output in
 * `logFile`. A process that cannot start rejects nothing here: the caller's readiness poll fails.
 */
export function spawnLogged({
  name,
  command,
  args,
  env,
  logFile,
  stdout = 'log',
}: SpawnLoggedParameters): LoggedProcess {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: ['ignore', stdout === 'pipe' ? 'pipe' : log, log],
  });
  closeSync(log);
  // An ENOENT (a package missing) surfaces as the readiness poll's error naming the process.
  child.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (which: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, which);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async (graceMs = 3000) => {
    if (child.pid === undefined) return;
    signal('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([exited, late])) === 'late') {
      signal('SIGKILL');
      await exited;
    }
    clearTimeout(timer);
    // Whatever of the group outlived its leader (a renderer between two signals) goes too.
    signal('SIGKILL');
  };
  return { name, child, stop };
}
