import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../../scripts/buildConfig.mjs';

// Issue 27 Deliver 7 for Cosmos: `portico/adapters/cosmos` is a descriptor of a few hundred bytes; the
// adapter (fetched on connect) and the Keplr / Leap discovery are lazy chunks, and no Cosmos SDK
// (@cosmjs/*, cosmjs-types) is in any of them. Built with the kit's own esbuild settings, this entry
// alone, minified as a host's bundler would.

let metafile: Metafile;
let files: { path: string; contents: Uint8Array }[];

beforeAll(async () => {
  const result = await build({
    ...buildOptions,
    entryPoints: { 'adapters/cosmos': 'src/adapters/cosmos/cosmosAdapter.ts' },
    plugins: [],
    write: false,
    minify: true,
    sourcemap: false,
  });
  metafile = result.metafile!;
  files = result.outputFiles!;
});

const gzipOf = (suffix: string) => {
  const file = files.find((f) => f.path.replace(/\\/g, '/').includes(suffix));
  expect(file).toBeDefined();
  return gzipSync(file!.contents).length;
};

test('default: the entry is a descriptor under 512 bytes; the adapter and discovery are their own chunks', () => {
  expect(metafile.outputs['dist/adapters/cosmos.js']!.bytes).toBeLessThan(512);
  expect(metafile.outputs['dist/adapters/cosmos.js']!.exports).toEqual(['cosmosAdapter']);
  const chunks = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
  expect(chunks.some((path) => path.startsWith('dist/chunks/createCosmosAdapter-'))).toBe(true);
  expect(chunks.some((path) => path.startsWith('dist/chunks/startCosmosDiscovery-'))).toBe(true);
});

test('behavior: no Cosmos SDK in any output; the adapter chunk stays under 8 kB gzip (@noble/* shared with the kit)', () => {
  const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
  const imports = Object.values(metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
  expect([...inputs, ...imports].filter((path) => /@cosmjs|cosmjs-types|@keplr-wallet/.test(path))).toEqual(
    [],
  );
  expect(gzipOf('chunks/createCosmosAdapter-')).toBeLessThan(8 * 1024);
  expect(gzipOf('chunks/startCosmosDiscovery-')).toBeLessThan(2 * 1024);
});
