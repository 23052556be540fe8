import { type BuildResult, build } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../scripts/buildConfig.mjs';

// Wallet, network and token logos are served by the blockchain API and referenced by image id
// (docs/wallet-registry.md); none may ride along in the kit's chunks, whose initial budget is tight.
describe('production build: images', () => {
  let result: BuildResult<{ write: false; metafile: true }>;

  beforeAll(async () => {
    result = await build({ ...buildOptions, write: false, metafile: true, sourcemap: false });
  });

  test('default: no chunk carries SVG markup or an SVG data URI', () => {
    const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
    expect(js.length).toBeGreaterThan(4);
    const payloads = js.filter((file) => /<svg[\s>]|data:image\/svg\+xml/i.test(file.text));
    expect(payloads.map((file) => file.path)).toEqual([]);
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
