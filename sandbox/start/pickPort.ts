import { createServer } from 'node:net';
import { getFreePort } from '../lib/getFreePort';

/** A port to use for a part: the wanted one when it is free on 127.0.0.1, else any free one (0 means any). */
export async function pickPort(wanted: number): Promise<{ port: number; fallback: boolean }> {
  if (wanted !== 0 && (await isFree(wanted))) return { port: wanted, fallback: false };
  return { port: await getFreePort(), fallback: wanted !== 0 };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
