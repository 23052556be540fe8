import { relative } from 'node:path';
import { type BuildResult, build } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../scripts/buildConfig.mjs';

// Wallet, network and token logos are referenced by image id (docs/wallet-registry.md). Since issue 30
// the registry's, the networks' and the common tokens' logos ship as one chunk each (src/ui/logos,
// fetched when a view shows one; src/ui/logos/logos.build.test.ts keeps them out of start-up code); no
// other chunk may carry an image, whose initial budget is tight.
describe('production build: images', () => {
  let result: BuildResult<{ write: false; metafile: true }>;

  beforeAll(async () => {
    result = await build({ ...buildOptions, write: false, metafile: true, sourcemap: false });
  });

  test("default: no chunk but a shipped logo's own carries SVG markup or an SVG data URI", () => {
    const logoChunk = (path: string) => {
      const inputs = Object.keys(result.metafile.outputs[relative(process.cwd(), path)]?.inputs ?? {});
      return inputs.length === 1 && /^src\/ui\/logos\/(wallets|networks|tokens)\//.test(inputs[0]!);
    };
    const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
    expect(js.length).toBeGreaterThan(4);
    const payloads = js.filter((file) => /<svg[\s>]|data:image\/svg\+xml/i.test(file.text));
    // The test could fail: the logos' chunks are found, and they are the only ones with an image.
    expect(payloads.filter((file) => logoChunk(file.path)).length).toBeGreaterThan(50);
    expect(payloads.filter((file) => !logoChunk(file.path)).map((file) => file.path)).toEqual([]);
  });

  test('behavior: nothing from @web3icons is bundled; the registry carries image ids, not images', () => {
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => input.includes('@web3icons'))).toEqual([]);
    // The chunk holding the wallet catalogue (other chunks may name "metamask" too: an error's hint).
    const [catalogueChunk] = Object.entries(result.metafile.outputs).find(([, output]) =>
      Object.keys(output.inputs).some((input) => input.endsWith('src/core/wallets/walletCatalog.ts')),
    )!;
    const registry = result.outputFiles.find((file) => file.path.endsWith(catalogueChunk));
    expect(registry?.text).toContain('metamask');
    expect(registry?.text).toContain('imageId');
    expect(registry?.text).not.toContain('/v1/images/wallets/metamask.svg');
  });
});
