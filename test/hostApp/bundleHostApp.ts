import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCommand } from './runCommand';

/** One output chunk of a host build, as bundleHostApp.mjs reports it. */
export interface HostChunk {
  file: string;
  isEntry: boolean;
  /** Chunks this one imports statically / dynamically. */
  imports: string[];
  dynamicImports: string[];
  /** Imports left for the browser to resolve (a host build should have none). */
  external: string[];
  /** npm packages whose code is in this chunk. */
  packages: string[];
}

/** What `bundleHostApp` returns: every output chunk of the host build. */
export interface BundleHostAppReturnType {
  chunks: HostChunk[];
  /** Packages anywhere in the output. */
  allPackages: Set<string>;
  /** Packages in the chunks the page loads up front (the entries and their static imports). */
  initialPackages: Set<string>;
}

/** Parameters of `bundleHostApp`. */
export interface BundleHostAppParameters {
  bundler: 'esbuild' | 'vite';
  appDir: string;
  /** The entry, relative to `appDir`: `main.tsx` for esbuild, `index.html` for Vite. */
  entry: string;
  /** Writes the output into this folder (relative to `appDir`, emptied first); by default nothing is written. */
  outDir?: string;
  /** Vite only: NODE_ENV for the build; `development` builds React's development code (StrictMode checks, warnings). */
  nodeEnv?: 'production' | 'development';
}

/** Builds the host app for production with `bundler`; rejects with the bundler's error on failure. */
export async function bundleHostApp({
  bundler,
  appDir,
  entry,
  outDir,
  nodeEnv,
}: BundleHostAppParameters): Promise<BundleHostAppReturnType> {
  const reportPath = join(appDir, `report-${bundler}.json`);
  await runCommand({
    command: process.execPath,
    args: [
      resolve('test/hostApp/bundleHostApp.cli.mjs'),
      bundler,
      appDir,
      entry,
      reportPath,
      ...(outDir ? [outDir] : []),
    ],
    cwd: resolve('.'),
    // Vite builds for the NODE_ENV it finds (`NODE_ENV=development vite build`); unset, nothing changes.
    ...(nodeEnv ? { env: { NODE_ENV: nodeEnv } } : {}),
  });
  const { chunks } = JSON.parse(readFileSync(reportPath, 'utf8')) as { chunks: HostChunk[] };
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const initial = new Set<HostChunk>();
  const visit = (chunk: HostChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return {
    chunks,
    allPackages: new Set(chunks.flatMap((chunk) => chunk.packages)),
    initialPackages: new Set([...initial].flatMap((chunk) => chunk.packages)),
  };
}
