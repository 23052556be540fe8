// Runs the local WalletConnect relay on its own:
//   node_modules/.bin/tsx sandbox/relay/main.ts
// Environment: SANDBOX_RELAY_PORT (default 8555; 0 picks a free port), SANDBOX_RELAY_HOST (127.0.0.1),
// SANDBOX_RELAY_DATABASE_URL (PostgreSQL shared by several instances; memory when unset),
// SANDBOX_RELAY_DRAIN_MS (on SIGTERM, ms of 503 on /readyz before the sockets close; default 0),
// SANDBOX_RELAY_LOG=1 logs traffic.
// The client check and limits (docs/self-hosting.md, "Relay"): SANDBOX_RELAY_REQUIRE_AUTH (1: a
// connection needs a relay-auth token; 0 lets tokenless ones in), SANDBOX_RELAY_AUDIENCES (the URLs
// clients are given, comma-separated; default this relay's own), SANDBOX_RELAY_PUBLISH_LIMIT and
// SANDBOX_RELAY_SUBSCRIBE_LIMIT (`<per client>/<per address>` a minute; 0 turns one off),
// SANDBOX_RELAY_TRUSTED_PROXIES (balancer addresses whose X-Forwarded-For names the client).
import { portFromEnv } from '../start/portFromEnv';
import { type RelayLimit, startRelay } from './startRelay';

const databaseUrl = process.env.SANDBOX_RELAY_DATABASE_URL;
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
/** `120/600` as a budget a minute; undefined for `0`; the default when unset. */
function limitFromEnv(name: string, fallback: string): RelayLimit | undefined {
  const value = process.env[name] ?? fallback;
  if (value === '0') return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match) throw new Error(`relay: ${name} must be <per client>/<per address> (e.g. ${fallback}) or 0`);
  return { perClient: Number(match[1]), perAddress: Number(match[2]), windowMs: 60_000 };
}
const audiences = list(process.env.SANDBOX_RELAY_AUDIENCES);
const trustedProxies = list(process.env.SANDBOX_RELAY_TRUSTED_PROXIES);
const publish = limitFromEnv('SANDBOX_RELAY_PUBLISH_LIMIT', '300/1200');
const subscribe = limitFromEnv('SANDBOX_RELAY_SUBSCRIBE_LIMIT', '300/1200');
const relay = await startRelay({
  requireAuth: process.env.SANDBOX_RELAY_REQUIRE_AUTH !== '0',
  ...(audiences.length > 0 ? { audiences } : {}),
  ...(trustedProxies.length > 0 ? { trustedProxies } : {}),
  rateLimits: { ...(publish ? { publish } : {}), ...(subscribe ? { subscribe } : {}) },
  port: portFromEnv('SANDBOX_RELAY_PORT', 8555),
  ...(process.env.SANDBOX_RELAY_HOST ? { host: process.env.SANDBOX_RELAY_HOST } : {}),
  ...(databaseUrl ? { databaseUrl } : {}),
  drainDelayMs: Number(process.env.SANDBOX_RELAY_DRAIN_MS ?? 0) || 0,
  ...(process.env.SANDBOX_RELAY_LOG === '1' ? { log: (line: string) => console.log(`relay: ${line}`) } : {}),
});
console.log(`relay: listening on ${relay.url} (${databaseUrl ? 'postgres' : 'memory'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`relay: ${signal}: stopping`);
    void relay.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`relay: stop failed: ${String(error)}`);
        process.exit(1);
      },
    );
  });
}
