import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from '../../sandbox/start/findRepoRoot';

/** A running `npm start` (sandbox/start/start.ts under tsx) in its own process group. */
export interface NpmStart {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the demo URL once it is printed; rejects if the process exits first. */
  demoUrl: Promise<string>;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
}

/**
 * Starts sandbox/start/start.ts as `npm start` does, in a new process group so a test can deliver
 * Ctrl-C the way a terminal does: SIGINT to every process of the group at once. The output is
 * read from the pipe even when the shell in front of it has exited.
 */
export function runNpmStart(env: Record<string, string>, { viaShell = false } = {}): NpmStart {
  const root = findRepoRoot();
  const tsx = join(root, 'node_modules/.bin/tsx');
  // viaShell: under `sh -c`, as npm runs a script, so the shell sits between the signal and tsx.
  const [command, args] = viaShell
    ? ['sh', ['-c', `${tsx} sandbox/start/start.ts`]]
    : [tsx, ['sandbox/start/start.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const demoUrl = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /is running .*: open (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => reject(new Error(`npm start exited (${how}) before printing a URL:\n${text}`)));
  });
  // A test that expects a failed start never awaits the URL; its rejection is not an unhandled one.
  demoUrl.catch(() => undefined);
  return { child, output: () => text, demoUrl, exited };
}
