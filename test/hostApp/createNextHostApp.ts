import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type HostSandbox, hostKitSource } from './hostKitSource';
import { installFromRegistry } from './installFromRegistry';
import type { PackKitReturnType } from './packKit';
import { runCommand } from './runCommand';

/**
 * Next.js and React versions of the host app: exact, and known to install from the registry here.
 * Next 16's `next build` bundles with Turbopack by default; `createNextHostApp` checks that it did
 * (next prints "▲ Next.js 16.4.6 (Turbopack)"; seen on 2026-11-28).
 */
export const NEXT_HOST_VERSIONS = { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1' } as const;

/** Next 15's last line: `next build` there bundles with webpack (Turbopack only with `--turbopack`). */
export const NEXT_15_HOST_VERSIONS = { next: '15.5.29', react: '19.3.1', 'react-dom': '19.3.1' } as const;

/** What `next build` bundles with: Turbopack is Next 16's default, webpack Next 15's. */
export type NextHostBundler = 'turbopack' | 'webpack';

/** The project id of the Next.js host's kit; its cookie names derive from it. */
export const NEXT_HOST_PROJECT_ID = 'next-host';

/** The two pages of the Next.js host app, one per router, each with an `<AppKitButton>`. */
export const NEXT_HOST_PAGES = { app: '/app-router', pages: '/pages-router' } as const;

/** Parameters of `createNextHostApp`. */
export interface CreateNextHostAppParameters {
  appDir: string;
  kit: PackKitReturnType;
  sandbox: HostSandbox;
  /** viem's version (the repository's, so the npm cache has it). */
  viemVersion: string;
  /** next, react and react-dom; default NEXT_HOST_VERSIONS (Next 16). */
  versions?: { next: string; react: string; 'react-dom': string };
  /** The bundler `next build` must use for `versions` (checked in its output); default Turbopack. */
  bundler?: NextHostBundler;
}

/**
 * The host's files, as docs/getting-started.md "Server rendering" writes them: a kit module on cookie
 * storage, the App Router root layout (a Server Component) reading the Cookie header with
 * `cookieToInitialState`, a client `Providers`, an App Router page that is a Server Component
 * importing `AppKitButton`, and a Pages Router `_app` with `getInitialProps` plus a page. Plain .jsx:
 * TypeScript in `next build` would need typescript and @types in the host (issue 16 item 3 tests types).
 */
export function nextHostFiles(
  sandbox: HostSandbox,
  bundler: NextHostBundler = 'turbopack',
): Record<string, string> {
  return {
    // No build cache: the app is built once and thrown away (saves Turbopack's ~20 s cache write). Next
    // 15 builds with webpack and knows no such option (it would warn about an unknown key).
    'next.config.mjs':
      bundler === 'turbopack'
        ? 'export default { reactStrictMode: true, experimental: { turbopackFileSystemCacheForBuild: false } };\n'
        : 'export default { reactStrictMode: true };\n',
    // No directive: the Server Component layout reads the project id from here.
    'lib/kitOptions.js': `export const kitOptions = { projectId: ${JSON.stringify(NEXT_HOST_PROJECT_ID)} };\n`,
    'lib/kit.js': hostKitSource({
      sandbox,
      projectId: NEXT_HOST_PROJECT_ID,
      storage: 'cookie',
      useClient: true,
    }),
    'app/Providers.jsx': `'use client';
import { AppKitProvider } from 'portico/react';
import { kit } from '../lib/kit';

export function Providers({ initialState, children }) {
  return <AppKitProvider kit={kit} initialState={initialState}>{children}</AppKitProvider>;
}
`,
    'app/layout.jsx': `import 'portico/styles.css';
import { headers } from 'next/headers';
import { cookieToInitialState } from 'portico';
import { kitOptions } from '../lib/kitOptions';
import { Providers } from './Providers';

export default async function RootLayout({ children }) {
  const initialState = cookieToInitialState(kitOptions, (await headers()).get('cookie'));
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  );
}
`,
    // A Server Component (no directive) importing the button: 'use client' in portico/react makes it a client reference.
    [`app${NEXT_HOST_PAGES.app}/page.jsx`]: `import { AppKitButton } from 'portico/react';

export default function Page() {
  return (
    <main>
      <h1>App Router</h1>
      <AppKitButton />
    </main>
  );
}
`,
    'pages/_app.jsx': `import 'portico/styles.css';
import App from 'next/app';
import { cookieToInitialState } from 'portico';
import { AppKitProvider } from 'portico/react';
import { kit } from '../lib/kit';
import { kitOptions } from '../lib/kitOptions';

export default function MyApp({ Component, pageProps, initialState }) {
  return (
    <AppKitProvider kit={kit} initialState={initialState}>
      <Component {...pageProps} />
    </AppKitProvider>
  );
}

MyApp.getInitialProps = async (context) => ({
  ...(await App.getInitialProps(context)),
  initialState: cookieToInitialState(kitOptions, context.ctx.req?.headers.cookie),
});
`,
    [`pages${NEXT_HOST_PAGES.pages}.jsx`]: `import { AppKitButton } from 'portico/react';

export default function Page() {
  return (
    <main>
      <h1>Pages Router</h1>
      <AppKitButton />
    </main>
  );
}
`,
  };
}

/** Environment for every `next` command: no telemetry (it would reach outside the machine). */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Creates the Next.js host app in `appDir` (App Router and Pages Router side by side), installs the
 * packed kit with next, react, react-dom and viem from the registry, and runs `next build` once.
 * Rejects with next's output when the build fails (a Server Component importing a module without
 * 'use client' fails here).
 */
export async function createNextHostApp({
  appDir,
  kit,
  sandbox,
  viemVersion,
  versions = NEXT_HOST_VERSIONS,
  bundler = 'turbopack',
}: CreateNextHostAppParameters): Promise<void> {
  await installFromRegistry({
    appDir,
    name: 'next-host-app',
    kit,
    dependencies: { ...versions, viem: viemVersion },
  });
  for (const [path, source] of Object.entries(nextHostFiles(sandbox, bundler))) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), source);
  }
  const output = await runCommand({
    command: process.execPath,
    args: [join(appDir, 'node_modules/next/dist/bin/next'), 'build'],
    cwd: appDir,
    // As a host runs it: Jest's NODE_ENV=test would otherwise reach the build (and its page-data workers).
    env: { ...NEXT_ENV, NODE_ENV: 'production' },
    // Alone ~2 min for Next 15's webpack build; beside the other hosts of e2e/hostMatrix.e2e.ts, longer.
    timeoutMs: 480_000,
  });
  // Next prints its bundler in the banner ("▲ Next.js 16.4.6 (Turbopack)"; Next 15 names none and
  // uses webpack): the test must build with the bundler it claims to cover.
  const usedTurbopack = /Next\.js [\d.]+ \(Turbopack\)/.test(output);
  if (usedTurbopack !== (bundler === 'turbopack'))
    throw new Error(`next build did not use ${bundler} (next ${versions.next}):\n${output.slice(0, 2000)}`);
}
