import { createServer, type Server } from 'node:net';
import { createDemoConfig } from '../demo/createDemoConfig';
import { parseDemoConfig } from '../demo/DemoConfig';
import { getFreePort } from '../lib/getFreePort';
import {
  chooseFamilyPorts,
  FAMILY_PORTS,
  familyDemoConfig,
  LITECOIND_MISSING_LINE,
  litecoindInstalled,
} from './familyChains';

// How `npm start` places the Bitcoin, Polkadot and Cosmos chains: a port per family as the other parts
// choose theirs, and the one line it prints instead of failing when litecoind is not installed.

let busy: Server;
let busyPort: number;

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  busyPort = (busy.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => busy.close(resolve)));

test("default: the ports default to the real nodes' (18443, 9944, 26657), each under its own variable", () => {
  expect(FAMILY_PORTS).toEqual({
    bitcoin: { variable: 'SANDBOX_BITCOIN_PORT', port: 18443 },
    polkadot: { variable: 'SANDBOX_POLKADOT_PORT', port: 9944 },
    cosmos: { variable: 'SANDBOX_COSMOS_PORT', port: 26657 },
  });
});

test('behavior: a free port from the variable is kept; a busy one falls back with a line naming the variable; a family not asked gets none', async () => {
  const free = await getFreePort();
  const lines: string[] = [];
  const ports = await chooseFamilyPorts(
    ['polkadot', 'cosmos'],
    { SANDBOX_POLKADOT_PORT: String(free), SANDBOX_COSMOS_PORT: String(busyPort), SANDBOX_BITCOIN_PORT: '1' },
    (line) => lines.push(line),
  );
  expect(ports.polkadot).toBe(free);
  expect(ports.cosmos).not.toBe(busyPort);
  expect(ports.cosmos).toBeGreaterThan(0);
  expect(ports).not.toHaveProperty('bitcoin');
  expect(lines).toEqual([
    `cosmos: port ${busyPort} is busy, using ${ports.cosmos} (set SANDBOX_COSMOS_PORT to choose)`,
  ]);
  // 0 asks for any free port, without a line.
  const any = await chooseFamilyPorts(['bitcoin'], { SANDBOX_BITCOIN_PORT: '0' }, (line) => lines.push(line));
  expect(any.bitcoin).toBeGreaterThan(0);
  expect(lines).toHaveLength(1);
});

test('error: a port variable that is not a port is refused, naming it', async () => {
  await expect(
    chooseFamilyPorts(['bitcoin'], { SANDBOX_BITCOIN_PORT: 'regtest' }, () => undefined),
  ).rejects.toThrow('SANDBOX_BITCOIN_PORT is not a port number: regtest');
});

test('behavior: without litecoind the start names the missing binary and the command that installs it', () => {
  expect(litecoindInstalled('/nonexistent/litecoind')).toBe(false);
  expect(litecoindInstalled(process.execPath)).toBe(true);
  expect(LITECOIND_MISSING_LINE).toBe(
    'bitcoin: /usr/bin/litecoind is missing, so npm start runs without the local Bitcoin chain (install it with: bash scripts/install-litecoind.sh)',
  );
});

test('behavior: the demo config of the chains that run names each by its network and URL, and the demo page accepts it', () => {
  const part = familyDemoConfig({
    bitcoin: 'http://127.0.0.1:18443',
    polkadot: 'ws://127.0.0.1:9944',
    cosmos: 'http://127.0.0.1:26657',
  });
  expect(part).toEqual({
    bitcoin: { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', rpcUrl: 'http://127.0.0.1:18443' },
    polkadot: { caipNetworkId: expect.stringMatching(/^polkadot:/), rpcUrl: 'ws://127.0.0.1:9944' },
    cosmos: { caipNetworkId: 'cosmos:portico-sandbox-1', rpcUrl: 'http://127.0.0.1:26657' },
  });
  const base = createDemoConfig({
    rpcUrl: 'http://127.0.0.1:8545',
    chainId: 31337,
    apiUrl: 'http://127.0.0.1:8787',
  });
  expect(parseDemoConfig({ ...base, ...part })).toMatchObject(part);
  // A chain that does not run (litecoind missing) is left out, not configured without a URL.
  expect(familyDemoConfig({ polkadot: 'ws://127.0.0.1:9944' })).toEqual({ polkadot: part.polkadot });
});
