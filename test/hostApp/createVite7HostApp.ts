import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HostSandbox, hostKitSource } from './hostKitSource';
import { installFromRegistry } from './installFromRegistry';
import type { PackKitReturnType } from './packKit';
import { runCommand } from './runCommand';

/**
 * Vite 7's last line, on Rollup 4 (the repository builds with Vite 8, on Rolldown). Most apps still pin
 * it; its production build once dropped a loop body of the kit and the modal never opened (issue 24).
 */
export const VITE_7_VERSION = '7.3.8';

/** Parameters of `createVite7HostApp`. */
export interface CreateVite7HostAppParameters {
  appDir: string;
  kit: PackKitReturnType;
  sandbox: HostSandbox;
  /** viem's version (the repository's, so the npm cache has it). */
  viemVersion: string;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Vite 7 host</title></head>
  <body><div id="root"></div><script type="module" src="./main.jsx"></script></body>
</html>
`;

const MAIN_JSX = `import { createRoot } from 'react-dom/client';
import { AppKitButton, AppKitProvider } from 'portico/react';
import { kit } from './kit.js';

createRoot(document.getElementById('root')).render(
  <AppKitProvider kit={kit}>
    <main>
      <h1>Vite 7 host</h1>
      <AppKitButton />
    </main>
  </AppKitProvider>,
);
`;

// What \`npm create vite\` gives without @vitejs/plugin-react (which a host may not have): JSX by esbuild.
const VITE_CONFIG = `export default { esbuild: { jsx: 'automatic' } };
`;

/**
 * Creates a Vite 7 host app (the getting-started page, kit on the sandbox), installs it from the
 * registry and runs the host's own \`vite build\` (production, Rollup 4) into \`appDir/dist\`.
 */
export async function createVite7HostApp({
  appDir,
  kit,
  sandbox,
  viemVersion,
}: CreateVite7HostAppParameters): Promise<void> {
  await installFromRegistry({
    appDir,
    name: 'vite7-host-app',
    kit,
    dependencies: { vite: VITE_7_VERSION, react: '19.3.1', 'react-dom': '19.3.1', viem: viemVersion },
  });
  writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(appDir, 'main.jsx'), MAIN_JSX);
  writeFileSync(join(appDir, 'vite.config.js'), VITE_CONFIG);
  writeFileSync(join(appDir, 'kit.js'), hostKitSource({ sandbox, projectId: 'vite7-host' }));
  await runCommand({
    command: join(appDir, 'node_modules/.bin/vite'),
    args: ['build', '--logLevel', 'error'],
    cwd: appDir,
    env: { NODE_ENV: 'production' },
    timeoutMs: 180_000,
  });
}
