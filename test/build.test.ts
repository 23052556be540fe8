import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../scripts/buildConfig.mjs';
import { staticGraph } from './staticGraph';

const PLUGINS = ['email', 'socials', 'swaps', 'send', 'receive', 'onramp', 'history', 'pay'];

describe('production build', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
  });

  test('default: emits the portico and portico/react entry points', () => {
    expect(Object.keys(metafile.outputs)).toEqual(expect.arrayContaining(['dist/index.js', 'dist/react.js']));
  });

  test.each(PLUGINS)('behavior: plugin %s is in its own lazy chunk', (name) => {
    const chunk = Object.keys(metafile.outputs).find((file) => file.startsWith(`dist/chunks/${name}Module-`));
    expect(chunk).toBeDefined();
    expect(staticGraph(metafile, 'dist/index.js').has(chunk!)).toBe(false);
  });

  test('behavior: RTK Query (the blockchain API) is not in the initial graph of portico', () => {
    const initialInputs = [...staticGraph(metafile, 'dist/index.js')].flatMap((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {}),
    );
    expect(initialInputs.filter((input) => input.includes('src/api/createBlockchainApi'))).toEqual([]);
  });

  test('behavior: portico imports no React, statically or lazily', () => {
    const all = Object.values(metafile.outputs).filter(
      (o) => o.entryPoint === undefined || o.entryPoint === 'src/index.ts',
    );
    const graph = staticGraph(metafile, 'dist/index.js');
    for (const file of graph) {
      const imports = metafile.outputs[file]?.imports.map((i) => i.path) ?? [];
      expect(
        imports.filter((p) => p === 'react' || p.startsWith('react/') || p.startsWith('react-dom')),
      ).toEqual([]);
    }
    expect(all.length).toBeGreaterThan(0);
  });
});

describe('production build: chain adapter SDKs', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
  });

  const isSdk = (path: string) =>
    /^(viem|ethers)(\/|$)/.test(path) || /node_modules\/(viem|ethers)\//.test(path);

  test.each(['dist/index.js', 'dist/react.js'])(
    'behavior: viem and ethers are not in the static graph of %s',
    (entry) => {
      const graph = [...staticGraph(metafile, entry)];
      // External packages appear in the graph by name; bundled code appears as inputs of the outputs.
      expect(graph.filter(isSdk)).toEqual([]);
      expect(
        graph.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})).filter(isSdk),
      ).toEqual([]);
      expect(graph.length).toBeGreaterThan(1);
    },
  );

  test('behavior: each adapter implementation is its own lazy chunk that imports its SDK', () => {
    for (const [name, sdk] of [
      ['createViemAdapter', 'viem'],
      ['createEthersAdapter', 'ethers'],
    ] as const) {
      const chunk = Object.keys(metafile.outputs).find((file) => file.startsWith(`dist/chunks/${name}-`));
      expect(chunk).toBeDefined();
      expect(staticGraph(metafile, 'dist/index.js').has(chunk!)).toBe(false);
      expect(metafile.outputs[chunk!]!.imports.map((i) => i.path)).toContain(sdk);
    }
  });
});
