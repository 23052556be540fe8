import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { StartApiParameters } from '../../sandbox/api/startApi';

/** A line apiInstance.ts printed. */
export interface InstanceEvent {
  event: string;
  [field: string]: unknown;
}

export interface ApiInstance {
  url: string;
  port: number;
  pid: number;
  /** Every event printed so far, in order. */
  events: InstanceEvent[];
  /** Resolves with the first event (already printed or to come) that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (event: InstanceEvent) => boolean, timeoutMs?: number): Promise<InstanceEvent>;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** What it wrote on stderr (shown when a test fails). */
  stderr(): string;
  kill(signal: NodeJS.Signals): void;
}

const entry = resolve(__dirname, 'apiInstance.ts');

/** Starts `startApi(parameters)` in a child process (node --import tsx) and waits until it listens. */
export async function spawnApiInstance(
  parameters: Partial<StartApiParameters>,
  startTimeoutMs = 30_000,
): Promise<ApiInstance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: resolve(__dirname, '../..'),
    env: { ...process.env, SCALE_API_CONFIG: JSON.stringify(parameters) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: InstanceEvent[] = [];
  const waiters: { match: (event: InstanceEvent) => boolean; resolve: (event: InstanceEvent) => void }[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    let event: InstanceEvent;
    try {
      event = JSON.parse(line) as InstanceEvent;
    } catch {
      return; // a log line of startApi's own
    }
    events.push(event);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(event)) waiter.resolve(event);
      else waiters.push(waiter);
    }
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const waitFor = (match: (event: InstanceEvent) => boolean, timeoutMs = 15_000) => {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<InstanceEvent>((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`api instance ${child.pid}: no matching event in ${timeoutMs} ms\n${stderr}`)),
        timeoutMs,
      );
      waiters.push({
        match,
        resolve: (event) => {
          clearTimeout(timer);
          done(event);
        },
      });
    });
  };
  const listened = waitFor((event) => event.event === 'listening', startTimeoutMs);
  listened.catch(() => {}); // an exit before listening is the error reported
  const listening = await Promise.race([
    listened,
    exited.then((code) => {
      throw new Error(`api instance exited with ${code} before listening:\n${stderr}`);
    }),
  ]);
  const url = String(listening.url);
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid as number,
    events,
    waitFor,
    exited,
    stderr: () => stderr,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}
