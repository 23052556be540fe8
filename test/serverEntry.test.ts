import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { serverBuildOptions } from '../scripts/buildConfig.mjs';

// portico/server runs in a host's backend (Node, edge runtimes): nothing of React, Redux or the browser
// may reach it. It is built on its own (scripts/buildConfig.mjs), as one file with no shared chunks.

describe('portico/server entry', () => {
  let metafile: Metafile;
  let text: string;

  beforeAll(async () => {
    const result = await build({ ...serverBuildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
    text = (result.outputFiles ?? []).find((file) => file.path.endsWith('server.js'))!.text;
  });

  test('default: the build emits one self-contained dist/server.js with the session and payment checks in it', () => {
    expect(Object.keys(metafile.outputs)).toEqual(['dist/server.js']);
    expect(Object.keys(metafile.outputs['dist/server.js']!.inputs)).toContain(
      'src/server/verifySiwxSession.ts',
    );
    // And the payment check (issue 26): a host's server verifies a payment on chain, not on the browser's word.
    expect(Object.keys(metafile.outputs['dist/server.js']!.inputs)).toContain('src/server/verifyPayment.ts');
    // The smart-account verifier's lazily loaded half is inlined too (no chunk to find at run time).
    expect(Object.keys(metafile.outputs['dist/server.js']!.inputs)).toContain(
      'src/adapters/evm/contractSignatureCall.ts',
    );
  });

  test('behavior: it imports only the signature libraries: no React, no Redux, no kit code', () => {
    const output = metafile.outputs['dist/server.js']!;
    const imports = [...new Set(output.imports.map((i) => i.path))];
    expect(imports.filter((p) => !p.startsWith('@noble/') && p !== '@polkadot/util-crypto')).toEqual([]);
    // Polkadot sign-ins (sr25519) need the optional peer @polkadot/util-crypto: loaded on the first one only.
    expect(output.imports.filter((i) => i.path === '@polkadot/util-crypto').map((i) => i.kind)).toEqual([
      'dynamic-import',
    ]);
    // The smart-account verifier (plain fetch + eth_call, shared with the kit) is the one adapters file allowed.
    const kitCode = Object.keys(output.inputs).filter(
      (input) =>
        /^src\/(ui|store|plugins|kit|adapters|api|frame)\//.test(input) &&
        !/^src\/adapters\/evm\/(createContractSignatureVerifier|contractSignatureCall|contractSignatureOptions|eip6492ValidatorBytecode)\.ts$/.test(
          input,
        ),
    );
    expect(kitCode).toEqual([]);
  });

  test('behavior: no browser API is named in it (window, document, localStorage, navigator)', () => {
    expect(text).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\s*\./);
    expect(text).toContain('verifySiwxSession');
  });
});
