import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePort } from '../lib/getFreePort';
import { pollUntil } from '../lib/pollUntil';
import { type BitcoinRpcCall, bitcoinRpc } from './bitcoinRpc';

// Debian's litecoind (Litecoin Core 0.21, Bitcoin Core 0.21's code base) in regtest mode: the sandbox's
// stand-in for a Bitcoin regtest node (Debian 12 ships no bitcoind). scripts/install-litecoind.sh
// installs it. Segwit and taproot are active from block 0 on its regtest; MWEB (Litecoin's own
// extension blocks) is kept from ever activating, so blocks stay Bitcoin-shaped.

/** Where Debian puts it. */
export const LITECOIND_PATH = '/usr/bin/litecoind';

export interface SpawnLitecoindReturnType {
  /** Authenticated JSON-RPC to the node. */
  call: BitcoinRpcCall;
  rpcPort: number;
  pid: number;
  stop(): Promise<void>;
}

const stopGraceMs = 10_000;

/** Starts litecoind -regtest in a fresh temp datadir on free ports; resolves once RPC answers. */
export async function spawnLitecoind({ startTimeoutMs = 20_000 } = {}): Promise<SpawnLitecoindReturnType> {
  const datadir = await mkdtemp(join(tmpdir(), 'portico-bitcoin-'));
  const [rpcPort, p2pPort] = [await getFreePort(), await getFreePort()];
  const password = randomBytes(16).toString('hex');
  const args = [
    '-regtest',
    `-datadir=${datadir}`,
    '-server=1',
    '-rpcuser=portico',
    `-rpcpassword=${password}`,
    '-rpcbind=127.0.0.1',
    '-rpcallowip=127.0.0.1',
    `-rpcport=${rpcPort}`,
    `-port=${p2pPort}`,
    '-listen=0',
    '-dnsseed=0',
    '-upnp=0',
    '-txindex=1',
    '-disablewallet=1',
    // Bitcoin Core's relay floor (1 sat/vB) instead of Litecoin's, and a fallback fee for estimates.
    '-minrelaytxfee=0.00001',
    '-fallbackfee=0.0001',
    // BIP9 window closed before it opens: MWEB never activates.
    '-vbparams=mweb:0:1',
    '-printtoconsole=0',
  ];
  const child = spawn(LITECOIND_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const exited = exitPromise(child);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const call = bitcoinRpc({ url: `http://127.0.0.1:${rpcPort}`, user: 'portico', password });

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    // No pid: it never started (e.g. not installed), and no exit event will come.
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      await call('stop').catch(() => child.kill('SIGTERM'));
      const graceful = await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), stopGraceMs).unref()),
      ]);
      if (!graceful) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await rm(datadir, { recursive: true, force: true });
  };

  try {
    await pollUntil(() => call<number>('getblockcount').then(() => true), {
      timeoutMs: startTimeoutMs,
      intervalMs: 50,
      abortReason: () => {
        if (spawnError)
          return new Error(`litecoind: ${spawnError.message} (run scripts/install-litecoind.sh)`);
        if (child.exitCode !== null || child.signalCode !== null)
          return new Error(`litecoind exited: ${stderr.trim() || (child.exitCode ?? child.signalCode)}`);
        return undefined;
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { call, rpcPort, pid: child.pid ?? -1, stop };
}

function exitPromise(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
