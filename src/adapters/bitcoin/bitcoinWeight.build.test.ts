import { build } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../../scripts/buildConfig.mjs';
import { staticGraph } from '../../../test/staticGraph';

// Issue 27 Deliver 7: `portico/adapters/bitcoin` is start-up code of a few bytes; the adapter and the
// discovery are lazy chunks, and none of it names a Bitcoin SDK (sats-connect, @scure/btc-signer,
// bip322-js): the injected providers are called directly.

const OUT = 'dist-bitcoin-check';
const SDKS = ['sats-connect', '@sats-connect/', '@scure/', 'bip322-js', 'bitcoinjs-lib'];

test('the entry holds only the descriptor; adapter and discovery load by dynamic import; no Bitcoin SDK anywhere', async () => {
  const result = await build({
    ...buildOptions,
    entryPoints: { bitcoin: 'src/adapters/bitcoin/bitcoinAdapter.ts' },
    outdir: OUT,
    write: false,
    minify: true,
    sourcemap: false,
  });
  const metafile = result.metafile!;
  const initial = staticGraph(metafile, `${OUT}/bitcoin.js`);
  const initialInputs = [...initial].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  expect(initialInputs).toEqual(['src/adapters/bitcoin/bitcoinAdapter.ts']);
  expect(metafile.outputs[`${OUT}/bitcoin.js`]!.bytes).toBeLessThan(1000);

  const lazyOf = (name: string) =>
    Object.values(metafile.outputs).filter((output) =>
      Object.keys(output.inputs).some((input) => input.endsWith(name)),
    );
  expect(lazyOf('createBitcoinAdapter.ts')).toHaveLength(1);
  expect(lazyOf('startBitcoinDiscovery.ts')).toHaveLength(1);

  const everything = Object.values(metafile.outputs);
  const imported = everything.flatMap((output) => output.imports.map((i) => i.path));
  const inputs = everything.flatMap((output) => Object.keys(output.inputs));
  expect([...imported, ...inputs].filter((path) => SDKS.some((sdk) => path.includes(sdk)))).toEqual([]);
});
