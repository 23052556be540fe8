import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleHostApp } from './bundleHostApp';
import { type HostSandbox, hostKitSource } from './hostKitSource';
import { installFromRegistry } from './installFromRegistry';
import type { PackKitReturnType } from './packKit';

/** React 18's last line, which getting-started.md says `portico/react` supports. */
export const REACT_18_VERSIONS = { react: '18.3.1', 'react-dom': '18.3.1' } as const;

/** Parameters of `createViteReact18HostApp`. */
export interface CreateViteReact18HostAppParameters {
  appDir: string;
  kit: PackKitReturnType;
  sandbox: HostSandbox;
  /** viem's version (the repository's, so the npm cache has it). */
  viemVersion: string;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Vite + React 18 host</title></head>
  <body><div id="root"></div><script type="module" src="./main.jsx"></script></body>
</html>
`;

// StrictMode as \`npm create vite\` writes it: React 18 mounts, unmounts and remounts every component
// and runs effects twice in development, which is what a kit's subscriptions must survive.
const MAIN_JSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppKitButton, AppKitProvider } from 'portico/react';
import { kit } from './kit.js';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <AppKitProvider kit={kit}>
      <main>
        <h1>Vite + React 18</h1>
        <AppKitButton />
      </main>
    </AppKitProvider>
  </StrictMode>,
);
`;

/**
 * Creates a Vite host app on React 18.3 in StrictMode (the getting-started page, kit on the sandbox),
 * installs it from the registry and builds it into `appDir/dist` with React's development code, so
 * StrictMode's double mount and React's warnings are live. Serve `dist` as a static site.
 */
export async function createViteReact18HostApp({
  appDir,
  kit,
  sandbox,
  viemVersion,
}: CreateViteReact18HostAppParameters): Promise<void> {
  await installFromRegistry({
    appDir,
    name: 'vite-react18-host-app',
    kit,
    dependencies: { ...REACT_18_VERSIONS, viem: viemVersion },
  });
  writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(appDir, 'main.jsx'), MAIN_JSX);
  writeFileSync(join(appDir, 'kit.js'), hostKitSource({ sandbox, projectId: 'vite-react18-host' }));
  await bundleHostApp({
    bundler: 'vite',
    appDir,
    entry: 'index.html',
    outDir: 'dist',
    nodeEnv: 'development',
  });
}
