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

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/sandbox'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Host builds and the types matrix run in `npm run test:hosts` (jest.hosts.config.ts): they install
  // and build whole apps and would double this suite's time.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/test/hostBuild\\.test\\.ts$',
    '<rootDir>/test/typesMatrix\\.test\\.ts$',
  ],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Loads the kit's lazy chunks before each file's first test: Jest refuses a first module load between
  // tests, where a synchronous test's kit would otherwise fetch them (test/setup/preloadKitChunks.ts).
  setupFilesAfterEnv: ['<rootDir>/test/setup/preloadKitChunks.ts'],
  maxWorkers: '50%',
  // On two cores Jest runs in band, so one test that leaves a handle open (a timer, a socket, a worker)
  // keeps the whole run from exiting and CI waits out its limit. Every test passes and reports before
  // this applies; the leak seen on 2026-11-24 (after all 201 suites passed) is tracked in docs/testing.md.
  forceExit: true,
};

export default config;
