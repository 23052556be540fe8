import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../scripts/buildConfig.mjs';
import { staticGraph } from '../staticGraph';

// Issue 26's bundle rule for Pay: `portico/pay` is a small entry whose functions fetch the flow, the
// plugin and its views only when they pay; and an app that imports `portico` or `portico/react` but
// never `portico/pay` gets none of it at start-up.

/** The source modules that make up the files reachable statically from `entry`. */
function startupSources(metafile: Metafile, entry: string): string[] {
  return [...staticGraph(metafile, entry)].flatMap((file) =>
    Object.keys(metafile.outputs[file]?.inputs ?? {}),
  );
}

/** Bytes of the output files reachable statically from `entry` that `other` does not reach too. */
function ownBytes(metafile: Metafile, entry: string, other: string): number {
  const shared = staticGraph(metafile, other);
  return [...staticGraph(metafile, entry)]
    .filter((file) => !shared.has(file))
    .reduce((sum, file) => sum + (metafile.outputs[file]?.bytes ?? 0), 0);
}

const FLOW = [
  'src/plugins/pay/payFlow.ts',
  'src/plugins/pay/payModule.ts',
  'src/plugins/pay/payEndpoints.ts',
  'src/pay/payClient.ts',
];

describe('portico/pay in the production build', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
  });

  test('behavior: portico/pay starts without the flow, the plugin chunk or the views; it reaches them lazily', () => {
    const sources = startupSources(metafile, 'dist/pay.js');
    for (const module of [...FLOW, 'src/plugins/pay/views/PayView.tsx'])
      expect(sources).not.toContain(module);
    const reachable = Object.values(metafile.outputs).filter((output) =>
      Object.keys(output.inputs).includes('src/pay/payClient.ts'),
    );
    expect(reachable).toHaveLength(1);
  });

  test('behavior: what portico/pay adds to portico at start-up stays under 8 kB unminified', () => {
    expect(ownBytes(metafile, 'dist/pay.js', 'dist/index.js')).toBeLessThan(8_000);
  });

  test('behavior: portico and portico/react start with no module of pay but its descriptor', () => {
    for (const entry of ['dist/index.js', 'dist/react.js']) {
      const pay = startupSources(metafile, entry).filter(
        (s) => s.startsWith('src/plugins/pay/') || s.startsWith('src/pay/'),
      );
      expect({ entry, pay }).toEqual({ entry, pay: ['src/plugins/pay/payPlugin.ts'] });
    }
  });
});
