import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from './findRepoRoot';

/** Parameters of `runViteBuild`. */
export interface RunViteBuildParameters {
  /** Vite config file, relative to the repository root. */
  config: string;
  /** Output folder (absolute). */
  outDir: string;
  /** Extra environment for the build (the bench selects its app this way). */
  env?: Record<string, string>;
}

/**
 * Runs `vite build` as a child process (Vite is ESM-only and Jest loads CommonJS, so in-process is not
 * an option everywhere). The binary is started directly so that killing it kills the build.
 */
export function runViteBuild(parameters: RunViteBuildParameters): Promise<void> {
  const root = findRepoRoot();
  const args = [
    'build',
    '--configLoader',
    'runner',
    '--config',
    parameters.config,
    '--outDir',
    parameters.outDir,
  ];
  const child = spawn(
    join(root, 'node_modules/.bin/vite'),
    [...args, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, ...parameters.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`vite build (${parameters.config}): ${error.message}`)));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `vite build (${parameters.config}) failed (${signal ?? `exit ${code}`}):\n${output.trim()}`,
          ),
        );
    });
  });
}
