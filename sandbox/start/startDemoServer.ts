import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { DemoConfig } from '../demo/DemoConfig';
import { demoConfigVariable } from '../demo/demoConfigFromEnv';
import { pollUntil } from '../lib/pollUntil';
import { findRepoRoot } from './findRepoRoot';
import { childExited, stopChildProcess } from './stopChildProcess';

/** Parameters of `startDemoServer`. */
export interface StartDemoServerParameters {
  port: number;
  /** Served as /config.json: where the chain and the API are. */
  config: DemoConfig;
  /** Receives Vite's output once the server is up (compile errors, reloads). */
  log?: (line: string) => void;
  startTimeoutMs?: number;
}

/** A running demo dev server. */
export interface StartDemoServerReturnType {
  url: string;
  pid: number;
  /** Resolves if Vite exits on its own, with how it ended. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/** Starts the demo's Vite dev server on 127.0.0.1 and resolves once it serves the page. */
export async function startDemoServer(
  parameters: StartDemoServerParameters,
): Promise<StartDemoServerReturnType> {
  const root = findRepoRoot();
  const args = ['--configLoader', 'runner', '--config', 'sandbox/demo/vite.config.ts'];
  const child = spawn(
    join(root, 'node_modules/.bin/vite'),
    [...args, '--host', '127.0.0.1', '--port', String(parameters.port), '--strictPort'],
    {
      cwd: root,
      env: {
        ...process.env,
        [demoConfigVariable]: JSON.stringify(parameters.config),
        // Vite's colours are kept on a terminal and dropped when the output goes to a file or CI log.
        ...(process.stdout.isTTY ? {} : { NO_COLOR: '1' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // If this process dies without stopping us, Vite must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChildProcess(child);
  };

  let ready = false;
  let recent = '';
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    recent = (recent + text).slice(-2000);
    // The start-up banner repeats what `npm start` prints itself; afterwards Vite's messages matter.
    if (ready && parameters.log) for (const line of text.split('\n')) if (line.trim()) parameters.log(line);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const exited = childExited(child).then(() => `exit ${child.exitCode ?? child.signalCode}`);

  const url = `http://127.0.0.1:${parameters.port}/`;
  try {
    await pollUntil(() => servesPage(url), {
      timeoutMs: parameters.startTimeoutMs ?? 30_000,
      intervalMs: 50,
      abortReason: () => {
        if (spawnError) return spawnError;
        if (child.exitCode === null && child.signalCode === null) return undefined;
        const last = recent.trim().split('\n').filter(Boolean).slice(-3).join(' / ');
        return new Error(`vite exited (${child.exitCode ?? child.signalCode})${last ? `: ${last}` : ''}`);
      },
    });
  } catch (error) {
    await stop();
    throw new Error(`demo: failed to start on port ${parameters.port}: ${(error as Error).message}`);
  }
  ready = true;
  return { url, pid: child.pid ?? -1, exited, stop };
}

async function servesPage(url: string): Promise<true | undefined> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.ok ? true : undefined;
}
