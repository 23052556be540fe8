/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';

// ESM-only packages that Jest must transpile (see ../shared/INFRA.md).
const esmPackages = [
  '@noble',
  '@scure',
  '@adraffy',
  'uint8arrays',
  'multiformats',
  'ox',
  'abitype',
  'viem',
  'pixelmatch',
  '@wagmi',
  // CommonJS itself, but it nests its own ESM-only @scure/base (node_modules/@cosmjs/encoding/node_modules).
  '@cosmjs',
  // ESM-only dependency of @scure/btc-signer (Bitcoin sandbox, dev wallet and tests).
  'micro-packed',
];

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * The reference API's suites: each starts PGlite (and most an anvil chain) per file, about 300 s of CPU
 * together, so they run in `npm run test:slow` (on PGlite) and `npm run test:postgres` (on PostgreSQL),
 * not here: this suite stays near its three minutes on two cores.
 */
export const API_SUITES = '<rootDir>/sandbox/api/';

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/sandbox'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The slow suites (host builds, the kit's production builds, the *.integration suites, the types matrix, the API and frame-schema fuzz runs) are `npm run test:slow`
  // (jest.slow.config.ts): this suite stays under three minutes.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/test/hostBuild\\.test\\.ts$',
    '<rootDir>/test/typesMatrix\\.test\\.ts$',
    '<rootDir>/sandbox/api/fuzz/.*\\.fuzz\\.test\\.ts$',
    '<rootDir>/src/frame/schemas/schemas\\.fuzz\\.test\\.ts$',
    // The integration suites, each against a real local chain, relay or frame started for the file.
    '\\.integration\\.test\\.tsx?$',
    // Whole production builds of the kit (esbuild, all entries): seconds of CPU each, so a loaded machine
    // pushed one past Jest's 5 s (2026-11-28). Named `*.build.test.ts` wherever they live.
    '<rootDir>/test/build\\.test\\.ts$',
    '<rootDir>/test/buildImages\\.test\\.ts$',
    '\\.build\\.test\\.tsx?$',
    // Several processes behind HAProxy on PostgreSQL: `npm run test:scale` (jest.scale.config.ts).
    '\\.scale\\.test\\.ts$',
    API_SUITES,
  ],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Loads the kit's lazy chunks before each file's first test: Jest refuses a first module load between
  // tests, where a synchronous test's kit would otherwise fetch them (test/setup/preloadKitChunks.ts).
  setupFilesAfterEnv: ['<rootDir>/test/setup/preloadKitChunks.ts'],
  maxWorkers: 2,
  // Every wait is bounded by the test itself (fake timers, polled conditions); this bound only keeps a
  // loaded machine (a clean-clone CI beside other work) from failing a long view test at Jest's 5 s.
  // The suite's speed is watched as a whole (README: under three minutes), not per test.
  testTimeout: 15_000,
  // Two workers on CI's two cores: the suite mostly waits on local chains and servers, and in band it took
  // 5.5 min. One test that leaves a handle open (a timer, a socket, a worker) keeps the whole run from
  // exiting and CI waits out its limit. Every test passes and reports before
  // this applies; the leak seen on 2026-11-24 (after all 201 suites passed) is tracked in docs/testing.md.
  forceExit: true,
};

export default config;
