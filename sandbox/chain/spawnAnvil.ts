import { type ChildProcess, spawn } from 'node:child_process';
import { pollUntil } from '../lib/pollUntil';
import { anvilBinaryPath } from './anvilBinaryPath';

export interface SpawnAnvilParameters {
  /** 0 picks a free port. */
  port: number;
  chainId: number;
  /** How long anvil may take to answer JSON-RPC. */
  startTimeoutMs?: number;
}

export interface SpawnAnvilReturnType {
  rpcUrl: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const stopGraceMs = 3000;
const stderrKeptChars = 2000;

/**
 * Starts the anvil binary on 127.0.0.1 and resolves once it answers eth_chainId. With port 0 anvil binds
 * a free port itself and says which: a port picked for it beforehand could be handed to a second anvil
 * started meanwhile (parallel Jest workers), whose readiness probe then reached the first one and two
 * suites shared one chain, reverting each other's transactions (a CI run's "deploy never confirmed").
 */
export async function spawnAnvil(parameters: SpawnAnvilParameters): Promise<SpawnAnvilReturnType> {
  try {
    return await spawnOnPort(parameters);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`anvil: failed to start on port ${parameters.port}: ${message}`);
  }
}

/** anvil's own line once it listens (printed without --silent, which would also hide it). */
const LISTENING = /Listening on 127\.0\.0\.1:(\d+)/;

async function spawnOnPort(parameters: SpawnAnvilParameters): Promise<SpawnAnvilReturnType> {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(parameters.port),
    '--chain-id',
    String(parameters.chainId),
  ];
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-stderrKeptChars);
  });
  // The banner until the listening line; after it anvil logs each call's method, read and dropped.
  let stdout = '';
  let port: number | undefined;
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    if (port !== undefined) return;
    stdout = (stdout + chunk).slice(-stderrKeptChars);
    const listening = LISTENING.exec(stdout);
    if (listening) port = Number(listening[1]);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const exited = exitPromise(child);
  // Aborts a pending readiness probe as soon as anvil exits, so its reason is reported at once.
  const exitAbort = new AbortController();
  void exited.then(() => exitAbort.abort());

  // If this process dies first, anvil must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child, exited);
  };

  const rpcUrl = () => `http://127.0.0.1:${port}`;
  try {
    await pollUntil(
      async () => (port === undefined ? undefined : answersChainId(rpcUrl(), exitAbort.signal)),
      {
        timeoutMs: parameters.startTimeoutMs ?? 10_000,
        abortReason: () => {
          if (spawnError) return spawnError;
          if (child.exitCode !== null || child.signalCode !== null) {
            const reason =
              stderr.trim().split('\n').pop() || `exited with ${child.exitCode ?? child.signalCode}`;
            return new Error(reason);
          }
          return undefined;
        },
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { rpcUrl: rpcUrl(), port: port as number, pid: child.pid ?? -1, stop };
}

async function answersChainId(rpcUrl: string, exitSignal: AbortSignal): Promise<true | undefined> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    // Something else listening on the port may accept and never answer; each attempt gives up.
    signal: AbortSignal.any([AbortSignal.timeout(1000), exitSignal]),
  });
  const body = (await response.json()) as { result?: string };
  return typeof body.result === 'string' ? true : undefined;
}

function exitPromise(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  const graceful = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), stopGraceMs).unref()),
  ]);
  if (!graceful) {
    child.kill('SIGKILL');
    await exited;
  }
}
