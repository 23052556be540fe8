import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { NEXT_ENV } from './createNextHostApp';

/** A running `next start`. */
export interface StartNextHostReturnType {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Everything next printed (for a failing test's message). */
  output(): string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago (`next start` takes a number, not 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Resolves once next prints that it is ready; rejects when it exits first or after 60 s. */
function waitUntilReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(deadline);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onData = () => {
      if (/Ready in/.test(output())) done();
    };
    const onExit = (code: number | null) => done(new Error(`next start exited (${code}):\n${output()}`));
    const deadline = setTimeout(
      () => done(new Error(`next start was not ready within 60 s:\n${output()}`)),
      60_000,
    );
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    onData();
  });
}

/**
 * Starts the built Next.js app in `appDir` with `next start` on 127.0.0.1 and a free port, and
 * resolves once it answers. The server runs in its own process group, so `stop` ends every process
 * next started.
 */
export async function startNextHost(appDir: string): Promise<StartNextHostReturnType> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(appDir, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    { cwd: appDir, env: { ...process.env, ...NEXT_ENV, NODE_ENV: 'production' }, detached: true },
  );
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const output = () => printed;
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output, stop };
}
