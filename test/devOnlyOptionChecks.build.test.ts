import { build } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../scripts/buildConfig.mjs';

// Issue 24: the checks of AppKit's option shapes (unknown keys, theme keys, customRpcUrls, siweConfig)
// run in development only, so they must cost a production app no start-up code. The kit's own build
// must leave `process.env.NODE_ENV` to the host's bundler (esbuild would otherwise write
// "development" into the kit), and a host's production build must drop the checks.

const ENTRY = 'src/kit/resolveOptions.ts';
/** A text only checkOptions.ts and optionKeys.ts hold. */
const CHECK_TEXT = 'did you mean';

/** The host-like bundle of `ENTRY` (minified, NODE_ENV defined as a host's bundler does), as text. */
async function hostBundle(nodeEnv: string): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    external: ['@reduxjs/*', 'redux', 'reselect', 'immer'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('development-only option checks', () => {
  test("default: a host's production build carries none of them", async () => {
    expect(await hostBundle('production')).not.toContain(CHECK_TEXT);
  });

  test("behavior: a host's development build has them (the test above could fail)", async () => {
    expect(await hostBundle('development')).toContain(CHECK_TEXT);
  });

  test("behavior: the kit's own build leaves NODE_ENV for the host's bundler to replace", async () => {
    const result = await build({
      ...buildOptions,
      entryPoints: { resolveOptions: ENTRY },
      plugins: [],
      splitting: false,
      write: false,
      metafile: false,
      sourcemap: false,
      outdir: 'dist-check',
      logLevel: 'silent',
    });
    const text = result.outputFiles![0]!.text;
    expect(text).toContain('process.env.NODE_ENV');
    expect(text).toContain(CHECK_TEXT);
  });
});
