import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../../scripts/buildConfig.mjs';

// The Bitcoin, Polkadot and Cosmos network records are exported by the kit's main entry (and
// portico/networks). A lazy chunk that imported them (the Send form deciding a receiver's address
// family, an adapter choosing an SS58 format) would make every host keep them in its start-up code,
// used or not (docs/bench.md: the host keeps what lazy chunks import). Those chunks tell a network by
// its CAIP-2 reference instead (src/core/address). The kit's own build, every entry.

const RECORDS = /^src\/core\/networks\/chains\/(bitcoin|polkadot|cosmos)\.ts$/;

let metafile: Metafile;

beforeAll(async () => {
  const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
  metafile = result.metafile!;
});

test('behavior: only entries import the output holding the Bitcoin, Polkadot and Cosmos records; no lazy chunk does', () => {
  const outputs = Object.entries(metafile.outputs);
  const holders = outputs
    .filter(([, output]) => Object.keys(output.inputs).some((input) => RECORDS.test(input)))
    .map(([path]) => path);
  expect(holders.length).toBeGreaterThan(0);
  const importers = outputs
    .filter(([, output]) => output.imports.some((imported) => holders.includes(imported.path)))
    .map(([path, output]) => ({ path, entry: output.entryPoint !== undefined }));
  expect(importers.filter((importer) => !importer.entry)).toEqual([]);
  // The Send form's and the adapters' address checks are there, in lazy chunks of their own.
  const lazy = outputs.filter(([path, output]) => !output.entryPoint && path.startsWith('dist/chunks/'));
  const inputs = lazy.flatMap(([, output]) => Object.keys(output.inputs));
  expect(inputs).toEqual(
    expect.arrayContaining(['src/plugins/send/familyAddress.ts', 'src/core/address/ss58.ts']),
  );
});
