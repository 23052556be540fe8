import { type ChildProcess, spawn } from 'node:child_process';
import { getFreePort } from '../lib/getFreePort';
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

/** Starts the anvil binary on 127.0.0.1 and resolves once it answers eth_chainId. */
export async function spawnAnvil(parameters: SpawnAnvilParameters): Promise<SpawnAnvilReturnType> {
  // A port picked by us can be taken by someone else before anvil binds it; only then is a retry useful.
  const attempts = parameters.port === 0 ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    const port = parameters.port === 0 ? await getFreePort() : parameters.port;
    try {
      return await spawnOnPort(port, parameters);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < attempts && message.includes('Address already in use')) continue;
      throw new Error(`anvil: failed to start on port ${port}: ${message}`);
    }
  }
}

async function spawnOnPort(port: number, parameters: SpawnAnvilParameters): Promise<SpawnAnvilReturnType> {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(parameters.chainId)];
  const child = spawn(anvilBinaryPath(), [...args, '--silent'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-stderrKeptChars);
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

  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    await pollUntil(() => answersChainId(rpcUrl, exitAbort.signal), {
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
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { rpcUrl, port, pid: child.pid ?? -1, stop };
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
