import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../scripts/buildConfig.mjs';
import { staticGraph } from '../../test/staticGraph';
import { BUILT_IN_PLUGIN_VIEWS } from './builtInPluginViews';

// The built-in plugins' views are the heaviest part of those plugins: they must stay out of what a
// page loads at start (DESIGN §6), like the plugins' own chunks (test/build.test.ts).

describe('production build: built-in plugin views', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
  });

  test.each(Object.keys(BUILT_IN_PLUGIN_VIEWS))(
    'behavior: the %s views are one lazy chunk outside both entry graphs',
    (name) => {
      const chunk = Object.keys(metafile.outputs).find((file) =>
        file.startsWith(`dist/chunks/${name}Views-`),
      );
      expect(chunk).toBeDefined();
      for (const entry of ['dist/index.js', 'dist/react.js']) {
        const graph = staticGraph(metafile, entry);
        expect(graph.has(chunk!)).toBe(false);
        const inputs = [...graph].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
        expect(inputs.filter((input) => input.startsWith(`src/plugins/${name}/views/`))).toEqual([]);
      }
    },
  );
});
