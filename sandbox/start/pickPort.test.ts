import { createServer, type Server } from 'node:net';
import { getFreePort } from '../lib/getFreePort';
import { pickPort } from './pickPort';
import { portFromEnv } from './portFromEnv';

test('default: a free wanted port is kept', async () => {
  const port = await getFreePort();
  expect(await pickPort(port)).toEqual({ port, fallback: false });
});

test('behavior: a busy port falls back to a free one', async () => {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const busy = (server.address() as { port: number }).port;
  try {
    const picked = await pickPort(busy);
    expect(picked.fallback).toBe(true);
    expect(picked.port).not.toBe(busy);
  } finally {
    server.close();
  }
});

test('error: a port variable that is not a port is refused, naming it', () => {
  expect(portFromEnv('X', 5173, {})).toBe(5173);
  expect(portFromEnv('X', 5173, { X: '0' })).toBe(0);
  expect(() => portFromEnv('SANDBOX_DEMO_PORT', 5173, { SANDBOX_DEMO_PORT: 'abc' })).toThrow(
    /SANDBOX_DEMO_PORT/,
  );
});
