import {
  type BundlerHostParameters,
  type BundlerHostReturnType,
  createBundlerHostApp,
  hostIndexHtml,
} from './createBundlerHostApp';

/** Vite 8, on Rolldown: the repository's own version, so the npm cache has it. */
export const VITE_8_VERSION = '8.3.8';

/** The Vite 8 host's page heading. */
export const VITE_8_HEADING = 'Vite 8 host';

/**
 * Creates a Vite 8 host app (the getting-started page, kit on the sandbox), installs it from the
 * registry and runs the host's own `vite build` (production, Rolldown and Oxc's minifier) into
 * `appDir/dist`. (e2e/viteReact18.e2e.ts builds Vite 8 with React's development code instead.)
 */
export function createVite8HostApp(parameters: BundlerHostParameters): Promise<BundlerHostReturnType> {
  return createBundlerHostApp({
    ...parameters,
    name: 'vite8-host',
    heading: VITE_8_HEADING,
    dependencies: { vite: VITE_8_VERSION },
    files: {
      'index.html': hostIndexHtml(VITE_8_HEADING, { src: './main.jsx', module: true }),
      // Without @vitejs/plugin-react: Vite 8 transforms JSX with Oxc.
      'vite.config.js': "export default { oxc: { jsx: { runtime: 'automatic' } } };\n",
    },
    build: { command: 'node_modules/.bin/vite', args: ['build', '--logLevel', 'error'] },
    outDir: 'dist',
  });
}
