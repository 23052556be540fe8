// Runs the local WalletConnect relay on its own:
//   node_modules/.bin/tsx sandbox/relay/main.ts
// Environment: SANDBOX_RELAY_PORT (default 8555; 0 picks a free port), SANDBOX_RELAY_LOG=1 logs traffic.
import { portFromEnv } from '../start/portFromEnv';
import { startRelay } from './startRelay';

const relay = await startRelay({
  port: portFromEnv('SANDBOX_RELAY_PORT', 8555),
  ...(process.env.SANDBOX_RELAY_LOG === '1' ? { log: (line: string) => console.log(`relay: ${line}`) } : {}),
});
console.log(`relay: listening on ${relay.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void relay.stop().then(() => process.exit(0));
  });
}
