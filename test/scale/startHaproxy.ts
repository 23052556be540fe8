import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePort } from '../../sandbox/lib/getFreePort';

export interface HaproxyServer {
  name: string;
  port: number;
}

export interface StartHaproxyReturnType {
  /** The frontend, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Each backend server's state as HAProxy's health checks see it ("UP", "DOWN", "UP 1/2"...). */
  states(): Promise<Record<string, string>>;
  /**
   * Each backend server's counters: requests it was sent, and how many of them HAProxy had to retry
   * (`wretr`: the connection failed or closed without an answer) or send to another server (`wredis`).
   */
  counters(): Promise<Record<string, { sent: number; retried: number; redispatched: number }>>;
  /** What HAProxy logged: one line per request (with its termination state) and per server state change. */
  log(): string;
  /** Stops HAProxy and removes its files. */
  stop(): Promise<void>;
}

/** Where Debian's package puts it (scripts/install-haproxy.sh). */
export const haproxyBinary = '/usr/sbin/haproxy';

/**
 * The balancer of docs/self-hosting.md, as a foreground process (`haproxy -f <cfg> -db`): round robin,
 * `GET /readyz` every 500 ms (after a failure the next check comes 100 ms later; down after 2 failures,
 * up after 2 passes), and requests that failed before an answer (refused or dropped connection, 503 from
 * a stopping instance) retried on another server. A 500 is never retried: it must reach the client, so
 * the tests see it.
 *
 * `timeout check` is what a loaded machine needs: without it HAProxy gives a check `inter` (500 ms) in
 * all, so an instance whose /readyz (a database query and a node call, bounded at 2 s by the instance
 * itself) took 550 ms twice on CI's busy 2 cores was marked down while it served, and with the other
 * one killed there was no server left (503 "No server is available"). A check is judged by the answer.
 */
export async function startHaproxy(
  servers: readonly HaproxyServer[],
  /** The frontend's port (known before, e.g. to name it to the relays as their public URL); a free one by default. */
  frontendPort?: number,
): Promise<StartHaproxyReturnType> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-haproxy-'));
  const port = frontendPort ?? (await getFreePort());
  const socket = join(dir, 'admin.sock');
  const config = [
    'global',
    `  stats socket ${socket} mode 600 level admin`,
    '  log stderr format raw local0 info',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout check 3s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    '  option forwardfor',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend apis',
    'backend apis',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 100ms fall 2 rise 2',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    '',
  ].join('\n');
  await writeFile(join(dir, 'haproxy.cfg'), config);
  const child: ChildProcess = spawn(haproxyBinary, ['-f', join(dir, 'haproxy.cfg'), '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  /** `show stat`'s rows of the backend's servers, each as column -> value. */
  const serverRows = async () => {
    const csv = await adminCommand(socket, 'show stat');
    const [header = '', ...rows] = csv.split('\n');
    const columns = header.replace(/^# /, '').split(',');
    return rows
      .map((row) => Object.fromEntries(row.split(',').map((value, index) => [columns[index], value])))
      .filter((row) => row.pxname === 'apis' && !['FRONTEND', 'BACKEND'].includes(row.svname ?? ''));
  };
  const states = async () =>
    Object.fromEntries((await serverRows()).map((row) => [row.svname, row.status ?? ''])) as Record<
      string,
      string
    >;
  const counters = async () =>
    Object.fromEntries(
      (await serverRows()).map((row) => [
        row.svname,
        { sent: Number(row.stot), retried: Number(row.wretr), redispatched: Number(row.wredis) },
      ]),
    );
  // Up once its admin socket answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await states();
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(
          `haproxy did not start: ${error instanceof Error ? error.message : error}\n${stderr}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    counters,
    log: () => stderr,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Sends one command on HAProxy's admin socket and resolves with its whole answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => {
      answer += chunk.toString();
    });
    connection.once('error', reject);
    connection.once('close', () => resolve(answer));
  });
}
