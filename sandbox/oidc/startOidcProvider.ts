import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from '../start/findRepoRoot';
import type { StartOidcProviderParameters, StartOidcProviderReturnType } from './createOidcServer';

export type {
  OidcClientConfig,
  StartOidcProviderParameters,
  StartOidcProviderReturnType,
} from './createOidcServer';

/**
 * Starts the local OpenID Connect provider (oidc-provider, dev login form, automatic consent) in a child
 * Node process, and resolves once it listens. The config, client secrets included, goes through the
 * child's environment, never its command line.
 */
export function startOidcProvider(
  parameters: StartOidcProviderParameters,
): Promise<StartOidcProviderReturnType> {
  const root = findRepoRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'sandbox/oidc/oidcProcess.ts')], {
    cwd: root,
    env: { ...process.env, PORTICO_OIDC_CONFIG: JSON.stringify(parameters) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    // oidc-provider warns that Node 20 is below its supported range; it works on 20.20 (INFRA.md).
    stderr = (stderr + chunk.toString('utf8')).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    })();
    return stopped;
  };
  return new Promise((resolve, reject) => {
    let stdout = '';
    const fail = (why: string) => {
      void stop();
      reject(new Error(`oidc: ${why}${stderr ? `\n${stderr.trim()}` : ''}`));
    };
    const timer = setTimeout(() => fail('did not start within 20 s'), 20_000);
    let listening = false;
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!listening) fail(`exited with code ${code} before listening`);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const issuer = /listening (\S+)\n/.exec(stdout)?.[1];
      if (!issuer) return;
      clearTimeout(timer);
      listening = true;
      resolve({ issuer, url: issuer, stop });
    });
  });
}
