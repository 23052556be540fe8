import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type HostSandbox, hostKitSource } from './hostKitSource';
import { installFromRegistry } from './installFromRegistry';
import type { PackKitReturnType } from './packKit';
import { type RunCommandParameters, runCommand } from './runCommand';

/** What every bundler host of the matrix gets: the kit, where to build, and the sandbox to point at. */
export interface BundlerHostParameters {
  appDir: string;
  kit: PackKitReturnType;
  sandbox: HostSandbox;
  /** viem's version (the repository's, so the npm cache has it). */
  viemVersion: string;
}

/** A built host: the folder to serve as a static site (index.html at its root). */
export interface BundlerHostReturnType {
  root: string;
}

/** Parameters of `createBundlerHostApp`. */
export interface CreateBundlerHostAppParameters extends BundlerHostParameters {
  /** The package name, project id and page heading, e.g. `webpack5-host` / `webpack 5 host`. */
  name: string;
  heading: string;
  /** The bundler and its plugins from the registry, at exact versions (react 19 and viem are added). */
  dependencies: Record<string, string>;
  /** The bundler's own files (config, index.html), by path relative to `appDir`. */
  files: Record<string, string>;
  /**
   * The host's production build: the bundler's CLI, run in `appDir` with NODE_ENV=production
   * (`command` relative to `appDir`), or a function given `appDir` (a bundler's JS API).
   */
  build: Omit<RunCommandParameters, 'cwd'> | ((appDir: string) => Promise<unknown>);
  /** Fields the bundler reads from the host's package.json (Parcel's resolver options). */
  manifestFields?: Record<string, unknown>;
  /** Where the build writes the site, relative to `appDir`. */
  outDir: string;
  /** Files the build does not write but the site needs (a static index.html), relative to `outDir`. */
  siteFiles?: Record<string, string>;
}

/** The React 19 line every matrix host renders with (the repository's, so the npm cache has it). */
export const HOST_REACT_VERSIONS = { react: '19.3.1', 'react-dom': '19.3.1' } as const;

/**
 * The host's page as getting-started.md writes it: a heading (so a test knows the host's own code ran)
 * and the kit's button inside the provider. Plain JSX, automatic runtime: no `import React`.
 */
export function hostMainSource(heading: string): string {
  return `import { createRoot } from 'react-dom/client';
import { AppKitButton, AppKitProvider } from 'portico/react';
import { kit } from './kit.js';

createRoot(document.getElementById('root')).render(
  <AppKitProvider kit={kit}>
    <main>
      <h1>${heading}</h1>
      <AppKitButton />
    </main>
  </AppKitProvider>,
);
`;
}

/** An index.html with the root element and one script tag (`module` or a classic deferred script). */
export function hostIndexHtml(heading: string, script: { src: string; module: boolean }): string {
  const tag = script.module
    ? `<script type="module" src="${script.src}"></script>`
    : `<script defer src="${script.src}"></script>`;
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${heading}</title></head>
  <body><div id="root"></div>${tag}</body>
</html>
`;
}

const writeAll = (dir: string, files: Record<string, string>) => {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
};

/**
 * Creates a host app for one bundler of the matrix: installs the packed kit with react, react-dom,
 * viem and the bundler from the registry, writes `main.jsx` (the page) and `kit.js` (the kit on the
 * sandbox) beside the bundler's files, and runs the host's own production build. Rejects with the
 * bundler's output when the build fails.
 */
export async function createBundlerHostApp(
  parameters: CreateBundlerHostAppParameters,
): Promise<BundlerHostReturnType> {
  const { appDir, kit, sandbox, viemVersion, name, heading, build } = parameters;
  await installFromRegistry({
    appDir,
    name,
    kit,
    dependencies: { ...HOST_REACT_VERSIONS, viem: viemVersion, ...parameters.dependencies },
  });
  writeAll(appDir, {
    'main.jsx': hostMainSource(heading),
    'kit.js': hostKitSource({ sandbox, projectId: name }),
    ...parameters.files,
  });
  if (parameters.manifestFields) {
    const manifestPath = join(appDir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      manifestPath,
      `${JSON.stringify({ ...manifest, ...parameters.manifestFields }, null, 2)}\n`,
    );
  }
  if (typeof build === 'function') await build(appDir);
  else
    await runCommand({
      ...build,
      command: join(appDir, build.command),
      cwd: appDir,
      env: { NODE_ENV: 'production', ...build.env },
      timeoutMs: build.timeoutMs ?? 240_000,
    });
  const root = join(appDir, parameters.outDir);
  writeAll(root, parameters.siteFiles ?? {});
  return { root };
}
