import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../scripts/buildConfig.mjs';
import { staticGraph } from '../../test/staticGraph';

// DESIGN §6: the frame's zod schemas load with the embedded-wallet chunk, never at start-up.

const isZod = (path: string) => /^zod(\/|$)/.test(path) || /node_modules\/zod\//.test(path);
const isFrame = (input: string) => input.startsWith('src/frame/');

describe('production build: embedded-wallet frame protocol', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({
      ...buildOptions,
      // A second entry stands in for the future lazy embedded-wallet chunk and proves the check can fail.
      entryPoints: { ...buildOptions.entryPoints, frameProbe: 'src/frame/createFrameClient.ts' },
      write: false,
      minify: false,
      sourcemap: false,
    });
    metafile = result.metafile!;
  }, 60_000);

  const inputsOf = (graph: Set<string>) =>
    [...graph].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));

  test.each(['dist/index.js', 'dist/react.js'])(
    'behavior: zod and src/frame are not in the static graph of %s',
    (entry) => {
      const graph = staticGraph(metafile, entry);
      expect(graph.size).toBeGreaterThan(1);
      expect([...graph].filter(isZod)).toEqual([]);
      expect(inputsOf(graph).filter(isZod)).toEqual([]);
      expect(inputsOf(graph).filter(isFrame)).toEqual([]);
    },
  );

  test('default: the frame client statically imports zod (the check above can detect it)', () => {
    const graph = staticGraph(metafile, 'dist/frameProbe.js');
    expect([...graph].filter(isZod)).toEqual(['zod']);
    expect(inputsOf(graph)).toContain('src/frame/schemas/events.ts');
  });
});
