import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hostLockfile, type Lockfile } from './hostLockfile';
import type { PackKitReturnType } from './packKit';
import { runCommand } from './runCommand';

/** The adapter libraries a host can choose: entry point, factory, npm package, and a network for it. */
export const ADAPTER_ENTRIES = {
  viem: { entry: 'portico/adapters/viem', factory: 'viemAdapter', package: 'viem', network: 'ethereum' },
  ethers: {
    entry: 'portico/adapters/ethers',
    factory: 'ethersAdapter',
    package: 'ethers',
    network: 'ethereum',
  },
  solana: {
    entry: 'portico/adapters/solana',
    factory: 'solanaAdapter',
    package: '@solana/web3.js',
    network: 'solana',
  },
} as const;

/** An adapter library a host can choose. */
export type AdapterLibrary = keyof typeof ADAPTER_ENTRIES;

/** The host page of the getting-started guide: one kit, one button, the adapter of `library`. */
export function hostEntrySource(library: AdapterLibrary): string {
  const { entry, factory, network } = ADAPTER_ENTRIES[library];
  return `import { createAppKit, ${network} } from 'portico';
import { ${factory} } from '${entry}';
import { AppKitButton, AppKitProvider } from 'portico/react';
import { createRoot } from 'react-dom/client';

const kit = createAppKit({ projectId: 'host-build', networks: [${network}], adapters: [${factory}()] });

createRoot(document.getElementById('root')!).render(
  <AppKitProvider kit={kit}>
    <AppKitButton />
  </AppKitProvider>,
);
`;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Host app</title></head>
  <body><div id="root"></div><script type="module" src="./main.tsx"></script></body>
</html>
`;

/** Parameters of `createHostApp`. */
export interface CreateHostAppParameters {
  /** Where the app goes (created). */
  appDir: string;
  kit: PackKitReturnType;
  /** The one adapter library the host installs besides react and react-dom. */
  library: AdapterLibrary;
}

/**
 * Creates a host app in `appDir` that installs only the packed kit, react, react-dom and `library`
 * (from the npm cache, offline), with `index.html` and `main.tsx` as a host would write them.
 */
export async function createHostApp({ appDir, kit, library }: CreateHostAppParameters): Promise<void> {
  mkdirSync(appDir, { recursive: true });
  const name = `host-app-${library}`;
  const { dependencies, lockfile } = hostLockfile({
    repoLock: JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile,
    name,
    registryDependencies: ['react', 'react-dom', ADAPTER_ENTRIES[library].package],
    kit: { manifest: kit.manifest, tarball: relative(appDir, kit.tarball) },
  });
  const manifest = { name, private: true, type: 'module', dependencies };
  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(appDir, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`);
  writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(appDir, 'main.tsx'), hostEntrySource(library));
  await runCommand({
    command: 'npm',
    args: ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    cwd: appDir,
  });
}
