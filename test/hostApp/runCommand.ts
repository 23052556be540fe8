import { execFile } from 'node:child_process';

/** Parameters of `runCommand`. */
export interface RunCommandParameters {
  command: string;
  args: readonly string[];
  cwd: string;
  /** Kills the command after this long (ms); default 120 s. */
  timeoutMs?: number;
  /** Variables set for the command on top of the inherited ones (e.g. NODE_ENV). */
  env?: Record<string, string>;
}

/**
 * Runs a command and resolves with its stdout; rejects with its stderr on failure. What npm sets for a
 * script it runs about the package and its place (`npm_package_*`, `npm_lifecycle_*`,
 * `npm_config_local_prefix`, ...) is dropped, so an `npm` started from `npm test` works on `cwd` and
 * never on this repository; the rest of npm's settings (cache, registry, proxy) are kept.
 */
export function runCommand({
  command,
  args,
  cwd,
  timeoutMs = 120_000,
  env: extraEnv = {},
}: RunCommandParameters): Promise<string> {
  const placeBound = (key: string) =>
    /^npm_/i.test(key) && (!/^npm_config_/i.test(key) || /^npm_config_(local_|global_)?prefix$/i.test(key));
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !placeBound(key))),
    ...extraEnv,
  };
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // Some tools (next build) print their errors on stdout; its end is kept too.
        if (error)
          reject(
            new Error(
              `${command} ${args.join(' ')} failed in ${cwd}:\n${stderr || error.message}${stdout ? `\n${stdout.slice(-4000)}` : ''}`,
            ),
          );
        else resolve(stdout);
      },
    );
  });
}
