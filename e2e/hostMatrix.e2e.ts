import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Node, parse } from 'acorn';
import type { BundlerHostParameters } from '../test/hostApp/createBundlerHostApp';
import { createEsbuildHostApp, ESBUILD_HEADING } from '../test/hostApp/createEsbuildHostApp';
import { createNextHostApp, NEXT_15_HOST_VERSIONS, NEXT_HOST_PAGES } from '../test/hostApp/createNextHostApp';
import { createParcelHostApp, PARCEL_HEADING } from '../test/hostApp/createParcelHostApp';
import { createVite7HostApp, VITE_7_HEADING } from '../test/hostApp/createVite7HostApp';
import { createVite8HostApp, VITE_8_HEADING } from '../test/hostApp/createVite8HostApp';
import { createWebpackHostApp, WEBPACK_HEADING } from '../test/hostApp/createWebpackHostApp';
import { packKit } from '../test/hostApp/packKit';
import { startNextHost } from '../test/hostApp/startNextHost';
import { browserTest } from './harness/browserTest';
import { accountButton, connectButton, connectFromModal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { serveStatic } from './harness/serveStatic';

// Issue 24, "every bundler": the packed kit installed from the registry into a host app per bundler,
// built with that host's own production build, served, and a visitor connects the test wallet through
// the modal. Issue 24's blocker was a Vite 7 (Rollup 4) production build in which the modal never
// opened, silently; browserTest fails on any console error, and each test also on any warning.
// Next 16 (Turbopack) is e2e/nextHost.e2e.ts; docs/bundlers.md has the table.

/** A host that is built and serving: where its page is, and how to stop serving it. */
interface RunningHost {
  url: string;
  /** The folder holding the JavaScript the browser loads (a static build's root, Next's `.next/static`). */
  clientDir: string;
  stop(): Promise<void>;
}

/** One row of the matrix. */
interface MatrixHost {
  name: string;
  /** The heading the host's own code renders (proves the host's bundle ran). */
  heading: string;
  /**
   * The anvil account this host connects. anvil has ten and other files use each of them, but these
   * tests only connect (no transaction, no signature), so sharing changes nothing; within the matrix
   * each host has its own, so a page showing another host's account would fail.
   */
  accountIndex: number;
  /** Installs and builds the host (production), then serves it. */
  start(parameters: BundlerHostParameters): Promise<RunningHost>;
}

/** Serves a static build's output folder. */
const served = async ({ root }: { root: string }): Promise<RunningHost> => ({
  ...(await serveStatic({ root })),
  clientDir: root,
});

/** Every .js file under `dir`: its path and code. */
function clientFiles(dir: string): { file: string; code: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }));
}

// Not `for ... in`: `for (k in o) return false` is the usual "is this object empty" idiom.
const LOOPS = new Set(['ForOfStatement', 'ForStatement', 'WhileStatement']);
const EXITS = new Set(['ReturnStatement', 'ThrowStatement', 'BreakStatement']);

/**
 * Loops whose whole body leaves on the first pass (`for (x of y) return z`): what Rollup 4 made of the
 * kit's loop whose dead body it dropped, taking the next statement as its body (docs/bundlers.md).
 * Nobody writes such a loop on purpose; no host's output (React, viem, the kit) has one. This finds the
 * fault anywhere in the output, also in code the connect flow below never runs.
 */
function exitOnlyLoops({ file, code }: { file: string; code: string }): string[] {
  const options = { ecmaVersion: 'latest', allowHashBang: true } as const;
  let ast: Node;
  try {
    ast = parse(code, { ...options, sourceType: 'module' });
  } catch {
    ast = parse(code, { ...options, sourceType: 'script' });
  }
  const found: string[] = [];
  const visit = (node: Node) => {
    if (LOOPS.has(node.type)) {
      const body = (node as Node & { body: Node & { body?: Node[] } }).body;
      const only =
        body.type === 'BlockStatement' ? (body.body?.length === 1 ? body.body[0] : undefined) : body;
      if (only && EXITS.has(only.type))
        found.push(`${file}: ${code.slice(node.start, Math.min(node.end, node.start + 120))}`);
    }
    for (const value of Object.values(node)) {
      const children: unknown[] = Array.isArray(value) ? value : [value];
      for (const child of children)
        if (child && typeof (child as Node).type === 'string') visit(child as Node);
    }
  };
  visit(ast);
  return found;
}

/** A text only react-dom's development build has, and one only its production build has. */
const REACT_DOM_DEVELOPMENT_ONLY = 'In HTML, %s cannot be a child of';
const REACT_DOM_PRODUCTION_ONLY = 'react.dev/errors/';

const HOSTS: readonly MatrixHost[] = [
  {
    name: 'Vite 7 (Rollup 4)',
    heading: VITE_7_HEADING,
    accountIndex: 7,
    start: async (parameters) => served(await createVite7HostApp(parameters)),
  },
  {
    name: 'Vite 8 (Rolldown)',
    heading: VITE_8_HEADING,
    accountIndex: 4,
    start: async (parameters) => served(await createVite8HostApp(parameters)),
  },
  {
    name: 'webpack 5',
    heading: WEBPACK_HEADING,
    accountIndex: 6,
    start: async (parameters) => served(await createWebpackHostApp(parameters)),
  },
  {
    name: 'Parcel 2',
    heading: PARCEL_HEADING,
    accountIndex: 3,
    start: async (parameters) => served(await createParcelHostApp(parameters)),
  },
  {
    name: 'esbuild (splitting, minified)',
    heading: ESBUILD_HEADING,
    accountIndex: 1,
    start: async (parameters) => served(await createEsbuildHostApp(parameters)),
  },
  {
    // The App Router page of e2e/nextHost.e2e.ts's app, on Next 15, whose `next build` uses webpack.
    name: 'Next 15 (webpack)',
    heading: 'App Router',
    accountIndex: 2,
    start: async (parameters) => {
      await createNextHostApp({ ...parameters, versions: NEXT_15_HOST_VERSIONS, bundler: 'webpack' });
      const host = await startNextHost(parameters.appDir);
      return {
        url: `${host.url}${NEXT_HOST_PAGES.app}`,
        clientDir: join(parameters.appDir, '.next/static'),
        stop: host.stop,
      };
    },
  },
];

let workDir: string | undefined;
/** Each host's running server, or why it could not be built (that host's test fails with it). */
const running = new Map<string, PromiseSettledResult<RunningHost>>();

beforeAll(async () => {
  const sandbox = readSandboxInfo();
  workDir = mkdtempSync(join(tmpdir(), 'portico-host-matrix-'));
  const kit = await packKit(workDir);
  const viemVersion = (
    JSON.parse(readFileSync('node_modules/viem/package.json', 'utf8')) as { version: string }
  ).version;
  // All at once: the installs wait on the network while the builds share the two cores (~5 min in all).
  const results = await Promise.allSettled(
    HOSTS.map((host, index) =>
      host.start({ appDir: join(workDir!, `host-${index}`), kit, sandbox, viemVersion }),
    ),
  );
  for (const [index, host] of HOSTS.entries()) running.set(host.name, results[index]!);
}, 900_000);

afterAll(async () => {
  await Promise.all(
    [...running.values()].map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
  );
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.each(HOSTS.map((host) => [host.name, host] as const))('%s host', (_name, host) => {
  browserTest(
    'default: the production build opens the modal and connects the test wallet, with no console error or warning',
    async (t) => {
      const { page, sandbox } = t;
      const result = running.get(host.name);
      if (result?.status !== 'fulfilled') throw result?.reason ?? new Error('the host was not built');
      // A production build: React's production code, not its development code (NODE_ENV defined).
      const files = clientFiles(result.value.clientDir);
      const code = files.map((file) => file.code).join('\n');
      expect(code).toContain(REACT_DOM_PRODUCTION_ONLY);
      expect(code).not.toContain(REACT_DOM_DEVELOPMENT_ONLY);
      expect(files.flatMap(exitOnlyLoops)).toEqual([]);
      const account = sandbox.accounts[host.accountIndex]!;
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await t.injectWallet({ accountIndices: [host.accountIndex] });
      await page.goto(result.value.url);
      await page.getByRole('heading', { name: host.heading }).waitFor();

      await connectFromModal(page, 'Test Wallet');
      await accountButton(page, account.address).waitFor();
      await connectButton(page).waitFor({ state: 'detached' });
      expect(warnings).toEqual([]);
    },
  );
});
