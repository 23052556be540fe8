import { bundleHostApp } from './bundleHostApp';
import {
  type BundlerHostParameters,
  type BundlerHostReturnType,
  createBundlerHostApp,
  hostIndexHtml,
} from './createBundlerHostApp';

/** The esbuild host's page heading. */
export const ESBUILD_HEADING = 'esbuild host';

/**
 * Creates an esbuild host app (the getting-started page, kit on the sandbox) and builds it as the
 * bench and test/hostBuild.test.ts do (`bundleHostApp`: the repository's esbuild, production define,
 * ESM with splitting, minified) into `appDir/dist`, with a static index.html loading the entry.
 */
export function createEsbuildHostApp(parameters: BundlerHostParameters): Promise<BundlerHostReturnType> {
  return createBundlerHostApp({
    ...parameters,
    name: 'esbuild-host',
    heading: ESBUILD_HEADING,
    dependencies: {},
    files: {},
    build: (appDir) => bundleHostApp({ bundler: 'esbuild', appDir, entry: 'main.jsx', outDir: 'dist' }),
    outDir: 'dist',
    siteFiles: { 'index.html': hostIndexHtml(ESBUILD_HEADING, { src: './main.js', module: true }) },
  });
}
