/** Reads a port from the environment; unset or empty gives the default, 0 asks for any free port. */
export function portFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} is not a port number: ${raw}`);
  return port;
}
