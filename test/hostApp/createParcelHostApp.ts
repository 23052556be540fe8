import {
  type BundlerHostParameters,
  type BundlerHostReturnType,
  createBundlerHostApp,
  hostIndexHtml,
} from './createBundlerHostApp';

/** Parcel 2's line at the time of issue 24. */
export const PARCEL_VERSION = '2.16.4';

/**
 * The Node polyfills Parcel asks for: WalletConnect's dependencies, in the kit's lazy WalletConnect chunk,
 * name `Buffer` (es-toolkit, behind a typeof check) and `process` (detect-browser, on its Node path), and
 * Parcel then wants the `buffer` and `process` packages installed. It installs them by itself where
 * auto-install is on (a developer's machine); a CI build, like this one, fails with "Install the buffer/
 * package" or "process/" (docs/bundlers.md).
 */
export const PARCEL_POLYFILLS = { buffer: '6.0.3', process: '0.11.10' } as const;

/** The Parcel host's page heading. */
export const PARCEL_HEADING = 'Parcel 2 host';

/**
 * Creates a Parcel 2 host app (the getting-started page, kit on the sandbox), installs it from the
 * registry and runs the host's own `parcel build index.html` (production: SWC's minifier, scope
 * hoisting) into `appDir/dist`. Parcel reads package.json `exports` only when the host turns it on
 * (`@parcel/resolver-default.packageExports`); without it `portico/react` does not resolve, which
 * docs/bundlers.md tells Parcel users.
 */
export function createParcelHostApp(parameters: BundlerHostParameters): Promise<BundlerHostReturnType> {
  return createBundlerHostApp({
    ...parameters,
    name: 'parcel2-host',
    heading: PARCEL_HEADING,
    dependencies: { parcel: PARCEL_VERSION, ...PARCEL_POLYFILLS },
    manifestFields: { '@parcel/resolver-default': { packageExports: true } },
    files: { 'index.html': hostIndexHtml(PARCEL_HEADING, { src: './main.jsx', module: true }) },
    // No cache: the app is built once and thrown away.
    build: {
      command: 'node_modules/.bin/parcel',
      args: ['build', 'index.html', '--dist-dir', 'dist', '--no-cache', '--log-level', 'error'],
    },
    outDir: 'dist',
  });
}
