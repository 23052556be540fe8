import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { toHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  type IsolatedPostgresUrlReturnType,
  isolatedPostgresUrl,
} from '../../sandbox/api/testing/isolatedPostgresUrl';
import { spawnAnvil } from '../../sandbox/chain/spawnAnvil';
import { getFreePort } from '../../sandbox/lib/getFreePort';
import type { Eip1193Provider } from '../../src/adapters/ChainAdapter';
import { viemAdapter } from '../../src/adapters/evm/viemAdapter';
import {
  registerWalletConnect,
  type WalletConnectKitService,
} from '../../src/adapters/walletconnect/registerWalletConnect';
import { defineNetwork } from '../../src/core/networks/network';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { eventually } from '../eventually';
import { startWalletPeer, type WalletPeer } from '../walletconnect/startWalletPeer';
import { walletConnectTestKitOptions } from '../walletconnect/walletConnectTestKitOptions';
import { haproxyBinary, type StartHaproxyReturnType, startHaproxy } from './startHaproxy';

// Issue 29 item 5: two relay processes (sandbox/relay/main.ts) on one PostgreSQL behind Debian's HAProxy
// (startHaproxy.ts: round robin, /readyz checks). The dapp's WalletConnect client and the wallet peer
// connect through the balancer and land on different instances, so the pairing and the first request
// cross instances through PostgreSQL. Then one instance gets SIGTERM mid-session: it turns not ready,
// HAProxy's check drops it, it closes its socket with 1001, that client reconnects through HAProxy to the
// other instance, and the next request completes. Needs DATABASE_URL (npm run test:scale) and HAProxy.
process.env.IS_VITEST = 'true';

const databaseUrl = process.env.DATABASE_URL;
const skipReason = !databaseUrl
  ? 'DATABASE_URL not set'
  : !existsSync(haproxyBinary)
    ? `${haproxyBinary} not installed`
    : undefined;
const describeScale = skipReason ? describe.skip : describe;
if (skipReason) test.skip(`relay scale: skipped (${skipReason})`, () => {});

interface RelayProcess {
  child: ChildProcess;
  port: number;
  output: string[];
  exited: Promise<number | null>;
}

describeScale('relay: two instances on one PostgreSQL behind HAProxy', () => {
  let isolated: IsolatedPostgresUrlReturnType;
  let relays: RelayProcess[] = [];
  let balancer: StartHaproxyReturnType | undefined;
  let anvil: Awaited<ReturnType<typeof spawnAnvil>>;
  let kit: AppKit | undefined;
  let service: WalletConnectKitService;
  let wallet: WalletPeer | undefined;

  beforeAll(async () => {
    isolated = await isolatedPostgresUrl(databaseUrl ?? '');
    // The clients are given the balancer's URL: their tokens name it, so the relays must accept it.
    const balancerPort = await getFreePort();
    [anvil, ...relays] = await Promise.all([
      spawnAnvil({ port: 0, chainId: 31337 }),
      startRelayProcess(isolated.databaseUrl, balancerPort),
      startRelayProcess(isolated.databaseUrl, balancerPort),
    ]);
    balancer = await startHaproxy(
      relays.map((relay, i) => ({ name: `relay${i + 1}`, port: relay.port })),
      balancerPort,
    );
    const states = balancer.states;
    await eventually(
      async () => (Object.values(await states()).every((s) => s === 'UP') ? true : undefined),
      10_000,
    );
  });

  afterAll(async () => {
    await wallet?.stop();
    kit?.destroy();
    await balancer?.stop();
    for (const relay of relays) relay.child.kill('SIGKILL');
    await anvil?.stop();
    await isolated?.drop();
  });

  test('pair across instances, SIGTERM one mid-session, the clients reconnect to the other and the next request completes', async () => {
    const relayUrl = (balancer?.url ?? '').replace(/^http/, 'ws');
    const network = defineNetwork({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Sandbox',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    });
    const dapp = createAppKit({
      projectId: 'portico-test',
      networks: [network],
      customRpcUrls: { 'eip155:31337': [anvil.rpcUrl] },
      adapters: [viemAdapter()],
      ...walletConnectTestKitOptions(),
    });
    kit = dapp;
    await dapp.ready;
    service = registerWalletConnect(dapp, { relayUrl, customStoragePrefix: 'portico-wc-scale' });
    const account = privateKeyToAccount(generatePrivateKey());
    const peer = await startWalletPeer({
      relayUrl,
      account,
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    });
    wallet = peer;

    const { uri } = await service.createPairing();
    // Bounded: with the instances not sharing mailboxes the proposal never reaches the wallet.
    await within(peer.pair(uri), 20_000, 'the wallet got and approved the proposal');
    await within(service.waitForSession(), 20_000, 'the dapp saw the session');
    // Round robin put the two clients on different instances: the pairing went through PostgreSQL.
    const [one, two] = relays as [RelayProcess, RelayProcess];
    expect([await connections(one.port), await connections(two.port)]).toEqual([1, 1]);

    const provider = dapp.services.get<Eip1193Provider>('provider:eip155');
    if (!provider) throw new Error('no provider registered');
    const sign = async (message: string) => {
      const signature = (await provider.request({
        method: 'personal_sign',
        params: [toHex(message), account.address],
      })) as `0x${string}`;
      return verifyMessage({ address: account.address, message, signature });
    };
    expect(await within(sign('Across two relay instances'), 20_000, 'the request across instances')).toBe(
      true,
    );

    // SIGTERM instance 1: it drains and exits 0; its client reconnects through HAProxy to instance 2.
    one.child.kill('SIGTERM');
    expect(await one.exited).toBe(0);
    expect(one.output.join('')).toMatch(/SIGTERM: stopping/);
    await eventually(async () => ((await connections(two.port)) === 2 ? true : undefined), 20_000);

    expect(await within(sign('After the rolling restart'), 20_000, 'the request after the restart')).toBe(
      true,
    );
    expect(peer.requests).toEqual(['personal_sign', 'personal_sign']);
  });
});

async function startRelayProcess(database: string, balancerPort: number): Promise<RelayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/relay/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      SANDBOX_RELAY_PORT: '0',
      SANDBOX_RELAY_DATABASE_URL: database,
      SANDBOX_RELAY_AUDIENCES: `ws://127.0.0.1:${balancerPort}`,
      // Longer than HAProxy's fall time (two failed checks 500 ms apart, startHaproxy.ts).
      SANDBOX_RELAY_DRAIN_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await eventually(() => {
    const match = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output.join(''));
    return match ? Number(match[1]) : undefined;
  }, 30_000).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`relay did not start: ${String(error)}\n${output.join('')}`);
  });
  return { child, port, output, exited };
}

async function connections(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return ((await response.json()) as { connections: number }).connections;
}

/** Rejects with what did not happen when `promise` takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
