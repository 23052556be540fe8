// Runs the local WalletConnect relay on its own:
//   node_modules/.bin/tsx sandbox/relay/main.ts
// Environment: SANDBOX_RELAY_PORT (default 8555; 0 picks a free port), SANDBOX_RELAY_HOST (127.0.0.1),
// SANDBOX_RELAY_DATABASE_URL (PostgreSQL shared by several instances; memory when unset),
// SANDBOX_RELAY_DRAIN_MS (on SIGTERM, ms of 503 on /readyz before the sockets close; default 0),
// SANDBOX_RELAY_LOG=1 logs traffic.
import { portFromEnv } from '../start/portFromEnv';
import { startRelay } from './startRelay';

const databaseUrl = process.env.SANDBOX_RELAY_DATABASE_URL;
const relay = await startRelay({
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
