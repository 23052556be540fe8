import {
  type BundlerHostParameters,
  type BundlerHostReturnType,
  createBundlerHostApp,
  hostIndexHtml,
} from './createBundlerHostApp';

/**
 * Vite 7's last line, on Rollup 4 (the repository builds with Vite 8, on Rolldown). Most apps still pin
 * it; its production build once dropped a loop body of the kit and the modal never opened (issue 24).
 */
export const VITE_7_VERSION = '7.3.8';

/** The Vite 7 host's page heading. */
export const VITE_7_HEADING = 'Vite 7 host';

/**
 * Creates a Vite 7 host app (the getting-started page, kit on the sandbox), installs it from the
 * registry and runs the host's own `vite build` (production, Rollup 4) into `appDir/dist`.
 */
export function createVite7HostApp(parameters: BundlerHostParameters): Promise<BundlerHostReturnType> {
  return createBundlerHostApp({
    ...parameters,
    name: 'vite7-host',
    heading: VITE_7_HEADING,
    dependencies: { vite: VITE_7_VERSION },
    files: {
      'index.html': hostIndexHtml(VITE_7_HEADING, { src: './main.jsx', module: true }),
      // What `npm create vite` gives without @vitejs/plugin-react (which a host may not have): JSX by esbuild.
      'vite.config.js': "export default { esbuild: { jsx: 'automatic' } };\n",
    },
    build: { command: 'node_modules/.bin/vite', args: ['build', '--logLevel', 'error'] },
    outDir: 'dist',
  });
}
