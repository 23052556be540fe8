import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions, entryPoints } from '../../../scripts/buildConfig.mjs';
import { reachableGraph } from '../../../test/reachableGraph';
import { staticGraph } from '../../../test/staticGraph';

// Issue 27 Deliver 2 and 7 for Polkadot: `portico/adapters/polkadot` is a descriptor of a few hundred
// bytes; the adapter (connect, sign, balances) and the injectedWeb3 discovery are lazy chunks without
// any Substrate SDK; only the transfer chunk imports @polkadot/api and @polkadot/util-crypto, which stay
// external as optional peer dependencies. No other entry names @polkadot/*, even behind a dynamic
// import, so a host that does not use Polkadot never needs it installed. The kit's own build, every entry.

const ENTRY = 'dist/adapters/polkadot.js';
const isPolkadot = (path: string) => /(^|node_modules\/)@polkadot\//.test(path);

let metafile: Metafile;

beforeAll(async () => {
  const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
  metafile = result.metafile!;
});

/** Packages named and modules bundled anywhere in `graph`. */
const namesIn = (graph: Set<string>) => [
  ...graph,
  ...[...graph].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})),
];
const chunk = (name: string) => {
  const file = Object.keys(metafile.outputs).find((path) => path.startsWith(`dist/chunks/${name}-`));
  expect(file).toBeDefined();
  return file!;
};

test('default: portico/adapters/polkadot is a descriptor under 1 kB; the adapter, discovery and transfer code are lazy chunks', () => {
  expect(metafile.outputs[ENTRY]!.bytes).toBeLessThan(1024);
  expect(metafile.outputs[ENTRY]!.exports).toEqual(['polkadotAdapter']);
  const initial = staticGraph(metafile, ENTRY);
  expect(namesIn(initial).filter(isPolkadot)).toEqual([]);
  const lazy = reachableGraph(metafile, ENTRY);
  for (const name of ['createPolkadotAdapter', 'startPolkadotDiscovery', 'polkadotApi']) {
    expect(initial.has(chunk(name))).toBe(false);
    expect(lazy.has(chunk(name))).toBe(true);
  }
});

test('behavior: connect, sign and balances need no SDK; only the transfer chunk imports @polkadot/api and @polkadot/util-crypto', () => {
  // Everything the adapter chunk loads before a transfer: its static graph.
  for (const name of ['createPolkadotAdapter', 'startPolkadotDiscovery'])
    expect(namesIn(staticGraph(metafile, chunk(name))).filter(isPolkadot)).toEqual([]);
  const sdk = metafile.outputs[chunk('polkadotApi')]!.imports.filter((i) => isPolkadot(i.path));
  expect([...new Set(sdk.map((i) => `${i.path} external: ${i.external}`))].sort()).toEqual([
    '@polkadot/api external: true',
    '@polkadot/util-crypto external: true',
  ]);
});

test('behavior: @polkadot/* stays external, as optional peer dependencies; no output bundles any of it', () => {
  const outputs = Object.values(metafile.outputs);
  expect(outputs.flatMap((o) => Object.keys(o.inputs)).filter(isPolkadot)).toEqual([]);
  const named = [
    ...new Set(outputs.flatMap((o) => o.imports.filter((i) => isPolkadot(i.path)).map((i) => i.path))),
  ];
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    peerDependencies: Record<string, string>;
    peerDependenciesMeta: Record<string, { optional?: boolean }>;
  };
  for (const name of named) {
    expect(pkg.peerDependencies[name]).toBeDefined();
    expect(pkg.peerDependenciesMeta[name]).toEqual({ optional: true });
  }
  expect(named.sort()).toEqual(['@polkadot/api', '@polkadot/util-crypto']);
});

const OTHER_ENTRIES = Object.keys(entryPoints as Record<string, string>)
  .filter((name) => name !== 'adapters/polkadot')
  .map((name) => `dist/${name}.js`);

test.each(OTHER_ENTRIES)(
  'behavior: %s names no @polkadot package, not even behind a dynamic import',
  (entry) => {
    expect(metafile.outputs[entry]).toBeDefined();
    expect(namesIn(reachableGraph(metafile, entry)).filter(isPolkadot)).toEqual([]);
  },
);
