import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions, entryPoints } from '../../../scripts/buildConfig.mjs';
import { reachableGraph } from '../../../test/reachableGraph';
import { staticGraph } from '../../../test/staticGraph';

// "wagmi is a peer dependency that non-wagmi hosts never load" (issue 24): in the kit's own build, only
// `portico/adapters/wagmi` names wagmi's packages, and it brings no React and no query client of its own.

const isWagmi = (path: string) => /(^|node_modules\/)(wagmi|@wagmi\/[^/]+|@tanstack\/[^/]+)(\/|$)/.test(path);

let metafile: Metafile;
beforeAll(async () => {
  const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
  metafile = result.metafile!;
}, 60_000);

/** Package names and bundled inputs of wagmi's family reachable in `graph`. */
const wagmiIn = (graph: Set<string>) => [
  ...[...graph].filter(isWagmi),
  ...[...graph].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})).filter(isWagmi),
];

test('behavior: no entry but portico/adapters/wagmi reaches wagmi, @wagmi/* or @tanstack/*, even lazily', () => {
  const others = Object.keys(entryPoints as Record<string, string>).filter((out) => out !== 'adapters/wagmi');
  expect(others.length).toBeGreaterThan(3);
  for (const out of others)
    expect([out, wagmiIn(reachableGraph(metafile, `dist/${out}.js`))]).toEqual([out, []]);
});

test('behavior: portico/adapters/wagmi imports @wagmi/core only, and its chain work comes with the viem chunk', () => {
  const entry = 'dist/adapters/wagmi.js';
  const imports = metafile.outputs[entry]!.imports;
  expect([...new Set(imports.filter((i) => i.external).map((i) => i.path))]).toEqual(['@wagmi/core']);
  expect([...new Set(wagmiIn(staticGraph(metafile, entry)))]).toEqual(['@wagmi/core']);
  const viemChunk = Object.keys(metafile.outputs).find((file) =>
    file.startsWith('dist/chunks/createViemAdapter-'),
  );
  expect(staticGraph(metafile, entry).has(viemChunk!)).toBe(false);
  expect(reachableGraph(metafile, entry).has(viemChunk!)).toBe(true);
  expect(metafile.outputs[entry]!.exports).toEqual(
    expect.arrayContaining(['WagmiAdapter', 'wagmiAdapter', 'porticoConnector']),
  );
});
