import { build } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions } from '../../../scripts/buildConfig.mjs';
import { staticGraph } from '../../../test/staticGraph';

// registerWalletConnect is what a host imports; the connector and @walletconnect/universal-provider
// must stay behind a dynamic import so the initial bundle never holds them.

test('the connector and universal-provider are loaded by dynamic import only', async () => {
  const result = await build({
    ...buildOptions,
    entryPoints: { register: 'src/adapters/walletconnect/registerWalletConnect.ts' },
    outdir: 'dist-walletconnect-check',
    write: false,
    minify: false,
    sourcemap: false,
  });
  const metafile = result.metafile!;
  const initial = staticGraph(metafile, 'dist-walletconnect-check/register.js');
  const initialInputs = [...initial].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  const initialImports = [...initial].flatMap((file) => metafile.outputs[file]?.imports ?? []);

  expect(initialInputs.filter((input) => input.includes('createWalletConnectConnector'))).toEqual([]);
  expect(initialImports.filter((i) => i.path.startsWith('@walletconnect/')).map((i) => i.kind)).toEqual([]);

  const lazy = Object.values(metafile.outputs).filter((output) =>
    Object.keys(output.inputs).some((input) => input.includes('createWalletConnectConnector')),
  );
  expect(lazy).toHaveLength(1);
  expect(lazy[0]?.imports).toContainEqual(
    expect.objectContaining({ path: '@walletconnect/universal-provider', kind: 'dynamic-import' }),
  );
});

test('portico exports registerWalletConnect, and its initial graph still holds no WalletConnect code', async () => {
  const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
  const metafile = result.metafile!;
  const initial = staticGraph(metafile, 'dist/index.js');
  const initialInputs = [...initial].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  const initialImports = [...initial].flatMap((file) => metafile.outputs[file]?.imports ?? []);

  expect(metafile.outputs['dist/index.js']?.exports).toContain('registerWalletConnect');
  expect(initialInputs).toContain('src/adapters/walletconnect/registerWalletConnect.ts');
  expect(initialInputs.filter((input) => input.includes('createWalletConnectConnector'))).toEqual([]);
  expect(initialImports.filter((i) => i.path.startsWith('@walletconnect/'))).toEqual([]);
});
