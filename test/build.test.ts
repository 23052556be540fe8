import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
// @ts-expect-error: plain ESM settings file shared with scripts/build.mjs
import { buildOptions, entryPoints, serverEntryPoints } from '../scripts/buildConfig.mjs';
// @ts-expect-error: plain ESM script of the build
import { writeStylesheet } from '../scripts/writeStylesheet.mjs';
import { BUILT_IN_PLUGINS } from '../src/plugins/builtInPlugins';
import { baseCss } from '../src/ui/theme/baseCss';
import { reachableGraph } from './reachableGraph';
import { staticGraph } from './staticGraph';

const PLUGINS = BUILT_IN_PLUGINS.map((descriptor) => descriptor.name);

describe('production build', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
  });

  test('default: emits the portico, portico/react and adapter entry points', () => {
    expect(Object.keys(metafile.outputs)).toEqual(
      expect.arrayContaining([
        'dist/index.js',
        'dist/react.js',
        'dist/adapters/viem.js',
        'dist/adapters/ethers.js',
      ]),
    );
  });

  test('behavior: package.json exports every entry point, with the declaration tsc writes for its source', () => {
    const packageExports = (
      JSON.parse(readFileSync('package.json', 'utf8')) as {
        exports: Record<string, { types: string; import: string } | string>;
      }
    ).exports;
    const expected = Object.fromEntries(
      Object.entries({ ...entryPoints, ...serverEntryPoints } as Record<string, string>).map(
        ([out, source]) => [
          out === 'index' ? '.' : `./${out}`,
          {
            types: `./dist/types/${source.replace(/^src\//, '').replace(/\.ts$/, '.d.ts')}`,
            import: `./dist/${out}.js`,
          },
        ],
      ),
    );
    expect(packageExports).toEqual({ ...expected, './styles.css': './dist/styles.css' });
    expect(Object.keys(packageExports)).toEqual(
      expect.arrayContaining(['.', './react', './adapters/viem', './adapters/ethers']),
    );
  });

  test('behavior: portico/styles.css holds exactly the rules the kit injects (for server-rendered hosts)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-styles-'));
    try {
      await writeStylesheet(join(dir, 'styles.css'));
      const file = readFileSync(join(dir, 'styles.css'), 'utf8');
      expect(file).toContain(baseCss.trim());
      expect(file).toContain('.portico-kit-button');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each(PLUGINS)('behavior: plugin %s is in its own lazy chunk', (name) => {
    const chunk = Object.keys(metafile.outputs).find((file) => file.startsWith(`dist/chunks/${name}Module-`));
    expect(chunk).toBeDefined();
    expect(staticGraph(metafile, 'dist/index.js').has(chunk!)).toBe(false);
  });

  test.each(PLUGINS)(
    'behavior: of plugin %s, only its descriptor, its headless loader and its login view names are start-up code (an app that never opens its views fetches none of the rest)',
    (name) => {
      const loader = `load${name[0]!.toUpperCase()}${name.slice(1)}Plugin.ts`;
      for (const entry of ['dist/index.js', 'dist/react.js']) {
        const graph = staticGraph(metafile, entry);
        const inputs = [...graph].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
        const own = inputs.filter((input) => input.startsWith(`src/plugins/${name}/`));
        const allowed = [
          `src/plugins/${name}/${name}Plugin.ts`,
          `src/plugins/${name}/${loader}`,
          // The connect flow's login view names, and the social redirect's front (see below).
          `src/plugins/${name}/${name}LoginViews.ts`,
          ...(name === 'socials' ? ['src/plugins/socials/socialRedirectApi.ts'] : []),
        ];
        expect(own.filter((input) => !allowed.includes(input))).toEqual([]);
      }
    },
  );

  test('behavior: RTK Query (the blockchain API) is not in the initial graph of portico', () => {
    const initialInputs = [...staticGraph(metafile, 'dist/index.js')].flatMap((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {}),
    );
    expect(initialInputs.filter((input) => input.includes('src/api/createBlockchainApi'))).toEqual([]);
  });

  test('behavior: Redux Toolkit, reselect and immer are not in the initial graph of portico or portico/react: the store is built from redux (issue 30)', () => {
    // A host keeps a package's whole file in its first load when any start-up module imports it, and the
    // lazy chunks need most of Redux Toolkit and immer's patches (docs/bench.md): start-up code names them
    // only in type imports. The start-up slices draft with src/store/core/produce.ts.
    for (const entry of ['dist/index.js', 'dist/react.js']) {
      const externals = [...staticGraph(metafile, entry)].flatMap((file) =>
        (metafile.outputs[file]?.imports ?? []).filter((i) => i.external).map((i) => i.path),
      );
      expect(
        externals.filter((path) => /^(@reduxjs\/toolkit|reselect|redux-thunk|immer)/.test(path)),
      ).toEqual([]);
      expect(externals).toEqual(expect.arrayContaining(['redux']));
    }
  });

  test('behavior: SIWX signature checks (and @noble/curves) are not in the initial graph of portico', () => {
    // `portico` exports the SIWX built-ins; a static import of the verifier put ~22 kB gzip of curve code
    // into every host app's start-up (docs/bench.md).
    const initial = [...staticGraph(metafile, 'dist/index.js')];
    const initialInputs = initial.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    expect(initialInputs.filter((input) => /core\/siwx\/verify/.test(input))).toEqual([]);
    const externals = initial.flatMap((file) =>
      (metafile.outputs[file]?.imports ?? []).filter((i) => i.external).map((i) => i.path),
    );
    expect(externals.filter((path) => path.startsWith('@noble/curves'))).toEqual([]);
  });

  test('behavior: persistence and the adapter runtime are lazy chunks, outside both entry graphs', () => {
    // Neither is needed to paint the connect button: ~3 kB gzip of start-up code (docs/bench.md).
    for (const entry of ['dist/index.js', 'dist/react.js']) {
      const initial = [...staticGraph(metafile, entry)];
      const inputs = initial.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
      expect(
        inputs.filter((input) =>
          /startPersistence|createSliceWriter|startAdapterRuntime|startWalletRuntime|createConnectorRegistry|kit\/actions\//.test(
            input,
          ),
        ),
      ).toEqual([]);
    }
    const lazy = [...reachableGraph(metafile, 'dist/index.js')];
    const lazyInputs = lazy.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    expect(lazyInputs).toEqual(
      expect.arrayContaining([
        'src/store/persistence/startPersistence.ts',
        'src/store/persistence/createSliceWriter.ts',
        'src/kit/adapters/startAdapterRuntime.ts',
        'src/adapters/runtime/startWalletRuntime.ts',
        'src/kit/actions/connect.ts',
        'src/kit/actions/signMessage.ts',
      ]),
    );
  });

  test('behavior: the embedded wallet, WalletConnect, smart-account verifier and social redirect share no module with their lazy halves, in neither entry graph', () => {
    // `portico` exports registerEmbeddedWallet, registerWalletConnect, createContractSignatureVerifier
    // and the redirect functions.
    // A module one of them imports that its lazy chunk imports too becomes an initial chunk of its own in
    // a host's esbuild, even on a page that calls none of them (docs/bench.md, "esbuild's shared chunks").
    const lazyHalves = [
      'src/adapters/auth/createEmbeddedWalletConnector.ts',
      'src/adapters/walletconnect/createWalletConnectConnector.ts',
      'src/adapters/evm/contractSignatureCall.ts',
      'src/plugins/socials/socialRedirect.ts',
    ];
    const fronts =
      /^src\/(adapters\/auth\/(registerEmbeddedWallet|embeddedWalletConfig)|adapters\/walletconnect\/(registerWalletConnect|walletConnectConfig)|adapters\/evm\/(createContractSignatureVerifier|contractSignatureOptions)|core\/siwx\/siwxErrors|plugins\/socials\/socialRedirectApi)\.ts$/;
    const inputsOf = (files: Iterable<string>) =>
      [...files].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    for (const entry of ['dist/index.js', 'dist/react.js']) {
      const initial = staticGraph(metafile, entry);
      expect(inputsOf(initial).filter((input) => lazyHalves.includes(input))).toEqual([]);
      // Initial chunks that code outside this entry's start-up (a lazy chunk) imports as well.
      const sharedWithLazy = [...initial].filter((file) =>
        Object.entries(metafile.outputs).some(
          ([other, output]) => !initial.has(other) && output.imports.some((i) => i.path === file),
        ),
      );
      expect(inputsOf(sharedWithLazy).filter((input) => fronts.test(input))).toEqual([]);
    }
    expect(inputsOf(reachableGraph(metafile, 'dist/index.js'))).toEqual(expect.arrayContaining(lazyHalves));
  });

  test('behavior: portico/react loads its start-up code as two chunks (shared with portico, its own)', () => {
    // esbuild alone would split it by importer set into ~30 small files, and a host's esbuild re-splits
    // them the same way: ~5 kB gzip of per-file overhead before the button (docs/bench.md).
    const chunks = [...staticGraph(metafile, 'dist/react.js')].filter(
      (file) => file.startsWith('dist/') && file !== 'dist/react.js',
    );
    expect(chunks).toHaveLength(2);
    const shared = chunks.filter((file) => staticGraph(metafile, 'dist/index.js').has(file));
    expect(shared).toHaveLength(1);
    expect(Object.keys(metafile.outputs[shared[0]!]!.inputs)).toEqual(
      expect.arrayContaining(['src/store/createKitStore.ts', 'src/store/slices/modalSlice.ts']),
    );
  });

  test('behavior: the analytics sending code is a lazy chunk; portico holds only its recording front', () => {
    const initialInputs = [...staticGraph(metafile, 'dist/index.js')].flatMap((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {}),
    );
    expect(initialInputs).toContain('src/api/analytics/createAnalyticsFront.ts');
    expect(
      initialInputs.filter((input) => /analytics\/(createAnalytics|postBatch)\.ts$/.test(input)),
    ).toEqual([]);
    expect(reachableGraph(metafile, 'dist/index.js').size).toBeGreaterThan(
      staticGraph(metafile, 'dist/index.js').size,
    );
    const sender = Object.entries(metafile.outputs).find(([, output]) =>
      Object.keys(output.inputs).includes('src/api/analytics/postBatch.ts'),
    );
    expect(sender).toBeDefined();
    expect(reachableGraph(metafile, 'dist/index.js').has(sender![0])).toBe(true);
  });

  test('behavior: portico imports no React, statically or lazily', () => {
    const all = Object.values(metafile.outputs).filter(
      (o) => o.entryPoint === undefined || o.entryPoint === 'src/index.ts',
    );
    const graph = staticGraph(metafile, 'dist/index.js');
    for (const file of graph) {
      const imports = metafile.outputs[file]?.imports.map((i) => i.path) ?? [];
      expect(
        imports.filter((p) => p === 'react' || p.startsWith('react/') || p.startsWith('react-dom')),
      ).toEqual([]);
    }
    expect(all.length).toBeGreaterThan(0);
  });
});

describe('production build: chain adapter SDKs', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
  });

  const isSdk = (path: string, sdk = 'viem|ethers') =>
    new RegExp(`^(${sdk})(/|$)`).test(path) || new RegExp(`node_modules/(${sdk})/`).test(path);
  /** External packages appear in the graph by name; bundled code appears as inputs of the outputs. */
  const sdkIn = (graph: Set<string>, sdk?: string) => [
    ...[...graph].filter((file) => isSdk(file, sdk)),
    ...[...graph]
      .flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}))
      .filter((input) => isSdk(input, sdk)),
  ];

  test.each(['dist/index.js', 'dist/react.js'])(
    'behavior: %s names neither viem nor ethers, not even behind a dynamic import',
    (entry) => {
      const graph = reachableGraph(metafile, entry);
      expect(sdkIn(graph)).toEqual([]);
      expect(graph.size).toBeGreaterThan(staticGraph(metafile, entry).size);
    },
  );

  test.each([
    ['viem', 'ethers'],
    ['ethers', 'viem'],
  ])('behavior: portico/adapters/%s reaches its library only lazily, and never %s', (sdk, other) => {
    const entry = `dist/adapters/${sdk}.js`;
    expect(sdkIn(staticGraph(metafile, entry))).toEqual([]);
    const lazy = reachableGraph(metafile, entry);
    expect(sdkIn(lazy, sdk)).toContain(sdk);
    expect(sdkIn(lazy, other)).toEqual([]);
  });

  test('behavior: each adapter implementation is its own lazy chunk that imports its SDK', () => {
    for (const [name, sdk] of [
      ['createViemAdapter', 'viem'],
      ['createEthersAdapter', 'ethers'],
    ] as const) {
      const chunk = Object.keys(metafile.outputs).find((file) => file.startsWith(`dist/chunks/${name}-`));
      expect(chunk).toBeDefined();
      expect(staticGraph(metafile, `dist/adapters/${sdk}.js`).has(chunk!)).toBe(false);
      expect(reachableGraph(metafile, `dist/adapters/${sdk}.js`).has(chunk!)).toBe(true);
      expect(metafile.outputs[chunk!]!.imports.map((i) => i.path)).toContain(sdk);
    }
  });

  test('behavior: the adapter entry points are descriptors of a few hundred bytes', () => {
    for (const entry of ['dist/adapters/viem.js', 'dist/adapters/ethers.js']) {
      expect(metafile.outputs[entry]!.bytes).toBeLessThan(1024);
      // ethers also under AppKit's class name (`new EthersAdapter()`), the same descriptor.
      expect(metafile.outputs[entry]!.exports.sort()).toEqual(
        entry.includes('viem') ? ['viemAdapter'] : ['EthersAdapter', 'ethersAdapter'],
      );
    }
  });
});

describe('production build: the Solana adapter (issue 15)', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({ ...buildOptions, write: false, minify: false, sourcemap: false });
    metafile = result.metafile!;
  });

  const isSolana = (path: string) => /^@solana\//.test(path) || /node_modules\/@solana\//.test(path);
  const isEvmSdk = (path: string) =>
    /^(viem|ethers)(\/|$)/.test(path) || /node_modules\/(viem|ethers)\//.test(path);
  /** External packages appear in the graph by name; bundled code appears as inputs of the outputs. */
  const namesIn = (graph: Set<string>, match: (path: string) => boolean) => [
    ...[...graph].filter(match),
    ...[...graph].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})).filter(match),
  ];

  test.each(['dist/index.js', 'dist/react.js', 'dist/adapters/viem.js', 'dist/adapters/ethers.js'])(
    'behavior: %s names no @solana package, not even behind a dynamic import',
    (entry) => {
      expect(namesIn(reachableGraph(metafile, entry), isSolana)).toEqual([]);
    },
  );

  test('behavior: Wallet Standard discovery comes only with the Solana entry, in a lazy chunk', () => {
    const isWalletStandard = (path: string) => /(^|node_modules\/)@wallet-standard\//.test(path);
    for (const entry of [
      'dist/index.js',
      'dist/react.js',
      'dist/adapters/viem.js',
      'dist/adapters/ethers.js',
    ])
      expect(namesIn(reachableGraph(metafile, entry), isWalletStandard)).toEqual([]);
    expect(namesIn(staticGraph(metafile, 'dist/adapters/solana.js'), isWalletStandard)).toEqual([]);
    expect(namesIn(reachableGraph(metafile, 'dist/adapters/solana.js'), isWalletStandard)).not.toEqual([]);
  });

  test('behavior: portico/adapters/solana is a tiny descriptor; web3.js comes only with its lazy chunk', () => {
    const entry = 'dist/adapters/solana.js';
    expect(metafile.outputs[entry]!.bytes).toBeLessThan(1024);
    expect(metafile.outputs[entry]!.exports.sort()).toEqual(['SolanaAdapter', 'solanaAdapter']);
    expect(namesIn(staticGraph(metafile, entry), isSolana)).toEqual([]);
    const lazy = reachableGraph(metafile, entry);
    expect(namesIn(lazy, isSolana)).toContain('@solana/web3.js');
    expect(namesIn(lazy, isEvmSdk)).toEqual([]);
    const chunk = Object.keys(metafile.outputs).find((file) =>
      file.startsWith('dist/chunks/createSolanaAdapter-'),
    );
    expect(chunk).toBeDefined();
    expect(staticGraph(metafile, entry).has(chunk!)).toBe(false);
    expect(lazy.has(chunk!)).toBe(true);
    expect(metafile.outputs[chunk!]!.imports.map((i) => i.path)).toContain('@solana/web3.js');
  });
});
