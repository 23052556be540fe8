import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BundleHostAppReturnType, bundleHostApp } from './hostApp/bundleHostApp';
import { type AdapterLibrary, createHostApp, hostEntrySource } from './hostApp/createHostApp';
import { packKit } from './hostApp/packKit';

// Issue 11: a host app that installs the kit and ONE adapter library must build with the bundlers hosts
// use. Only a real install shows this: the kit is packed as published, installed into a throwaway app
// (offline, from the npm cache) next to react, react-dom and that library alone, and bundled there.

const LIBRARIES = ['viem', 'ethers'] as const;
const OTHER: Record<(typeof LIBRARIES)[number], AdapterLibrary> = { viem: 'ethers', ethers: 'viem' };
/** Issue 15: a Solana-only host (only @solana/web3.js installed beside react). */
const INSTALLED = [...LIBRARIES, 'solana'] as const;
/** Each bundler with the entry a host gives it: esbuild the script, Vite the page. */
const BUNDLERS = [
  ['esbuild', 'main.tsx'],
  ['vite', 'index.html'],
] as const;

let workDir: string;
const appDir = (library: AdapterLibrary) => join(workDir, `app-${library}`);

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portico-host-build-'));
  const kit = await packKit(workDir);
  // allSettled: an install still running when the other fails would race the clean-up below.
  const installs = await Promise.allSettled(
    INSTALLED.map((library) => createHostApp({ appDir: appDir(library), kit, library })),
  );
  for (const install of installs) if (install.status === 'rejected') throw install.reason;
}, 180_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

// Each app is built once per bundler; the tests below read the same build.
const builds = new Map<string, Promise<BundleHostAppReturnType>>();
const buildOnce = (library: AdapterLibrary, bundler: 'esbuild' | 'vite', entry: string) => {
  const key = `${library}/${bundler}`;
  if (!builds.has(key)) builds.set(key, bundleHostApp({ bundler, appDir: appDir(library), entry }));
  return builds.get(key)!;
};

describe.each(LIBRARIES)('a host app with only %s installed', (library) => {
  test.each(BUNDLERS)(
    'default: builds with %s; the kit and the adapter are in the output, nothing left unresolved',
    async (bundler, entry) => {
      const build = await buildOnce(library, bundler, entry);
      expect(build.allPackages).toContain('portico');
      expect(build.allPackages).toContain(library);
      expect(build.chunks.flatMap((chunk) => chunk.external)).toEqual([]);
    },
    60_000,
  );

  test.each(BUNDLERS)(
    `behavior: the %s output holds no ${OTHER[library]} code, and ${library} only in a chunk loaded later`,
    async (bundler, entry) => {
      const build = await buildOnce(library, bundler, entry);
      expect(build.allPackages).not.toContain(OTHER[library]);
      // Issue 15: an EVM-only app fetches no Solana code.
      expect([...build.allPackages].filter((name) => name.startsWith('@solana/'))).toEqual([]);
      expect(build.initialPackages).toContain('portico');
      expect(build.initialPackages).not.toContain(library);
    },
    60_000,
  );
});

test.each(BUNDLERS)(
  'error: a viem-only host importing portico/adapters/ethers fails to build with %s, naming ethers',
  async (bundler) => {
    const app = appDir('viem');
    const entry = bundler === 'vite' ? 'wrong.html' : 'wrong.tsx';
    writeFileSync(join(app, 'wrong.tsx'), hostEntrySource('ethers'));
    writeFileSync(join(app, 'wrong.html'), '<script type="module" src="./wrong.tsx"></script>\n');
    // esbuild: Could not resolve "ethers"; Vite stubs a missing optional peer and then misses its exports.
    await expect(bundleHostApp({ bundler, appDir: app, entry })).rejects.toThrow(
      /Could not resolve "ethers"|optional-peer-dep:ethers/,
    );
  },
  60_000,
);

describe('a host app with only @solana/web3.js installed (issue 15)', () => {
  test.each(BUNDLERS)(
    'default: builds with %s; web3.js only in a chunk loaded later, and no viem or ethers code',
    async (bundler, entry) => {
      const build = await buildOnce('solana', bundler, entry);
      expect(build.chunks.flatMap((chunk) => chunk.external)).toEqual([]);
      expect(build.allPackages).toContain('@solana/web3.js');
      expect(build.initialPackages).toContain('portico');
      expect(build.initialPackages).not.toContain('@solana/web3.js');
      expect(build.allPackages).not.toContain('viem');
      expect(build.allPackages).not.toContain('ethers');
    },
    60_000,
  );
});
