import {
  type BundlerHostParameters,
  type BundlerHostReturnType,
  createBundlerHostApp,
  hostIndexHtml,
} from './createBundlerHostApp';

/** webpack 5 with its CLI and babel-loader (Babel 8's React preset), as a plain React app sets it up. */
export const WEBPACK_HOST_VERSIONS = {
  webpack: '5.112.2',
  'webpack-cli': '7.3.1',
  'babel-loader': '10.1.1',
  '@babel/core': '8.1.3',
  '@babel/preset-react': '8.0.1',
} as const;

/** The webpack host's page heading. */
export const WEBPACK_HEADING = 'webpack 5 host';

// Babel compiles only the host's own JSX; the kit and React arrive compiled, as in any webpack app.
// Production mode: NODE_ENV defined, tree-shaking, module concatenation and Terser.
const WEBPACK_CONFIG = `const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './main.jsx',
  output: { path: path.resolve(__dirname, 'dist'), filename: 'main.js', chunkFilename: '[name].[contenthash].js', clean: true },
  module: {
    rules: [
      {
        test: /\\.jsx$/,
        exclude: /node_modules/,
        use: { loader: 'babel-loader', options: { presets: [['@babel/preset-react', { runtime: 'automatic' }]] } },
      },
    ],
  },
};
`;

/**
 * Creates a webpack 5 host app (the getting-started page, kit on the sandbox), installs it from the
 * registry and runs the host's own `webpack` CLI in production mode into `appDir/dist`, with a static
 * index.html beside the output (no html-webpack-plugin: one script tag is all a page needs).
 */
export function createWebpackHostApp(parameters: BundlerHostParameters): Promise<BundlerHostReturnType> {
  return createBundlerHostApp({
    ...parameters,
    name: 'webpack5-host',
    heading: WEBPACK_HEADING,
    dependencies: WEBPACK_HOST_VERSIONS,
    files: { 'webpack.config.js': WEBPACK_CONFIG },
    build: { command: 'node_modules/.bin/webpack', args: ['--mode', 'production'] },
    outDir: 'dist',
    siteFiles: { 'index.html': hostIndexHtml(WEBPACK_HEADING, { src: './main.js', module: false }) },
  });
}
