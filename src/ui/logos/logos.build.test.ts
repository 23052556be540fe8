import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions, entryPoints } from '../../../scripts/buildConfig.mjs';
import { staticGraph } from '../../../test/staticGraph';

// Issue 30: the shipped logos and their table are modal code, fetched lazily. No public entry point may
// load one before its first dynamic import (the start-up weight of docs/bench.md must not grow), and each
// logo is its own small chunk, fetched only when a view shows it.

const LOGOS = 'src/ui/logos/';
const inputsOf = (metafile: Metafile, file: string) => Object.keys(metafile.outputs[file]?.inputs ?? {});

let metafile: Metafile;
beforeAll(async () => {
  const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
  metafile = result.metafile!;
});

test('default: no entry point loads a logo or the logo table with its start-up code', () => {
  for (const name of Object.keys(entryPoints as Record<string, string>)) {
    const graph = staticGraph(metafile, `dist/${name}.js`);
    expect(graph.size).toBeGreaterThan(0);
    const logoInputs = [...graph]
      .flatMap((file) => inputsOf(metafile, file))
      .filter((i) => i.startsWith(LOGOS));
    expect({ entry: name, logoInputs }).toEqual({ entry: name, logoInputs: [] });
  }
});

test('behavior: the table is in lazy code, and every logo is a chunk of its own', () => {
  const outputsWith = (input: string) =>
    Object.keys(metafile.outputs).filter((file) => inputsOf(metafile, file).includes(input));
  // The test above could fail: the table is bundled, only never on a start-up path.
  expect(outputsWith(`${LOGOS}logoLoaders.ts`)).toHaveLength(1);
  const logoInputs = Object.keys(metafile.inputs).filter((i) =>
    /^src\/ui\/logos\/(wallets|networks|tokens)\//.test(i),
  );
  expect(logoInputs.length).toBeGreaterThan(50);
  for (const input of logoInputs) {
    const [chunk, ...others] = outputsWith(input);
    expect(others).toEqual([]);
    expect(inputsOf(metafile, chunk!)).toEqual([input]);
  }
});
