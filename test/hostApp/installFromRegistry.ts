import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PackKitReturnType } from './packKit';
import { runCommand } from './runCommand';

/** Parameters of `installFromRegistry`. */
export interface InstallFromRegistryParameters {
  /** Where the app goes (created). */
  appDir: string;
  /** The app's package.json name. */
  name: string;
  kit: PackKitReturnType;
  /** Registry packages at exact versions, e.g. `{ next: '16.4.6', react: '19.3.1' }`. */
  dependencies: Record<string, string>;
}

/**
 * Writes the app's package.json (the packed kit plus `dependencies`, exact versions) and installs it
 * with `npm install` against the registry. Unlike `createHostApp` (offline, from this repository's
 * lockfile) this reaches versions the repository does not use itself (Next.js, React 18); the npm
 * cache still serves every tarball it holds. Install scripts stay off, as in a cautious host.
 */
export async function installFromRegistry({
  appDir,
  name,
  kit,
  dependencies,
}: InstallFromRegistryParameters): Promise<void> {
  mkdirSync(appDir, { recursive: true });
  const manifest = {
    name,
    private: true,
    dependencies: { [kit.manifest.name]: `file:${relative(appDir, kit.tarball)}`, ...dependencies },
  };
  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await runCommand({
    command: 'npm',
    args: ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    cwd: appDir,
    timeoutMs: 240_000,
  });
}
