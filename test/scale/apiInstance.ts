// One reference-API instance as a process of its own, for the scale tests (spawnApiInstance.ts):
//   node --import tsx test/scale/apiInstance.ts
// SCALE_API_CONFIG holds startApi's parameters as JSON (chains with their contracts, databaseUrl...).
// Prints one JSON line per event on stdout: {"event":"listening","url":...}, {"event":"role",...};
// SIGTERM stops it the way sandbox/api/main.ts does (api.stop(): drain, then close) and exits 0.
import { type StartApiParameters, startApi } from '../../sandbox/api/startApi';

const emit = (event: Record<string, unknown>) => console.log(JSON.stringify(event));

const parameters = JSON.parse(process.env.SCALE_API_CONFIG ?? '{}') as StartApiParameters;
const api = await startApi({
  ...parameters,
  onIndexerRole: (chain, role) => emit({ event: 'role', chain, role, pid: process.pid }),
});
process.once('SIGTERM', () => {
  void api.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('api: stop failed:', error);
      process.exit(1);
    },
  );
});
emit({ event: 'listening', url: api.url, pid: process.pid });
