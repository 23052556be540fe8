// Bundles a host app for production with esbuild or Vite, through their JS APIs from this repository's
// node_modules, and writes what each output chunk holds to a JSON report. A child process because Vite
// is ESM only and Jest loads CommonJS (see sandbox/start/runViteBuild.ts).
//
//   node test/hostApp/bundleHostApp.cli.mjs <esbuild|vite> <appDir> <entry> <report.json> [outDir]
//
// With outDir (relative to appDir), the output is written there (the bench serves it); without, the
// build stays in memory. Chunk files in the report are relative to outDir for both bundlers.
// Report: { chunks: [{ file, isEntry, imports, dynamicImports, external, packages }] }, where imports
// and dynamicImports name other chunks, external lists imports left for the browser to resolve, and
// packages the npm packages whose code is in the chunk.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [bundler, appDir, entry, reportPath, outDir] = process.argv.slice(2);

/** The npm package a module path belongs to (the last node_modules segment), if any. */
function packageOf(modulePath) {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath.replaceAll('\\', '/'));
  return match?.[1];
}

const packagesOf = (modulePaths) => [...new Set(modulePaths.map(packageOf).filter(Boolean))].sort();

async function bundleWithEsbuild() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: appDir,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: outDir ?? 'dist',
    write: outDir !== undefined,
    metafile: true,
    logLevel: 'silent',
  });
  // esbuild names outputs relative to the working directory; Rolldown relative to outDir.
  const prefix = `${outDir ?? 'dist'}/`;
  return Object.entries(result.metafile.outputs).map(([file, output]) => ({
    file: file.startsWith(prefix) ? file.slice(prefix.length) : file,
    // esbuild gives every dynamic import an entryPoint too; the page's entry is the one asked for.
    isEntry: output.entryPoint === entry,
    imports: output.imports
      .filter((i) => !i.external && i.kind === 'import-statement')
      .map((i) => (i.path.startsWith(prefix) ? i.path.slice(prefix.length) : i.path)),
    dynamicImports: output.imports
      .filter((i) => !i.external && i.kind === 'dynamic-import')
      .map((i) => (i.path.startsWith(prefix) ? i.path.slice(prefix.length) : i.path)),
    external: output.imports.filter((i) => i.external).map((i) => i.path),
    packages: packagesOf(Object.keys(output.inputs)),
  }));
}

async function bundleWithVite() {
  const { build } = await import('vite');
  const result = await build({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    clearScreen: false,
    cacheDir: join(appDir, 'node_modules/.vite'),
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      write: outDir !== undefined,
      outDir: outDir ?? 'dist',
      emptyOutDir: true,
      rolldownOptions: { input: join(appDir, entry) },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((item) => item.type === 'chunk');
  const files = new Set(chunks.map((chunk) => chunk.fileName));
  return chunks.map((chunk) => ({
    file: chunk.fileName,
    isEntry: chunk.isEntry,
    imports: chunk.imports.filter((path) => files.has(path)),
    dynamicImports: chunk.dynamicImports.filter((path) => files.has(path)),
    external: [...chunk.imports, ...chunk.dynamicImports].filter((path) => !files.has(path)),
    packages: packagesOf(chunk.moduleIds),
  }));
}

try {
  const chunks = bundler === 'vite' ? await bundleWithVite() : await bundleWithEsbuild();
  writeFileSync(reportPath, JSON.stringify({ chunks }, null, 2));
} catch (error) {
  // esbuild's and Rolldown's messages name the module that could not be resolved; that is the point.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
