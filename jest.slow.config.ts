/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import unitConfig from './jest.config';

/**
 * The slow suites (npm run test:slow): host apps built from the packed kit with the bundlers hosts use, the
 * kit's own production builds (entries, chunks, images), the integration suites (`*.integration.test.ts`:
 * each starts a real local chain, relay or frame, ~80 s of CPU together),
 * the TypeScript module-resolution matrix (each installs and builds whole apps), and the two standing
 * fuzz runs: the reference API's (2,000 generated requests per route, in two files) and the frame message schemas'
 * (2,000 generated messages per schema), and the reference API's suites (PGlite per file). They live beside `npm test` rather than in it,
 * so that suite stays under three minutes on two cores; CI runs both.
 */
export const SLOW_SUITES = [
  '<rootDir>/test/hostBuild.test.ts',
  '<rootDir>/test/typesMatrix.test.ts',
  '<rootDir>/sandbox/api/fuzz/*.fuzz.test.ts',
  '<rootDir>/src/frame/schemas/schemas.fuzz.test.ts',
  '<rootDir>/**/*.integration.test.ts',
  '<rootDir>/**/*.integration.test.tsx',
  '<rootDir>/test/build.test.ts',
  '<rootDir>/test/buildImages.test.ts',
  '<rootDir>/**/*.build.test.ts',
  // The reference API on PGlite (jest.config.ts API_SUITES); test:postgres runs them on PostgreSQL.
  '<rootDir>/sandbox/api/**/*.test.ts',
];

const config: Config = {
  ...unitConfig,
  roots: ['<rootDir>/test', '<rootDir>/sandbox', '<rootDir>/src'],
  testMatch: SLOW_SUITES,
  testPathIgnorePatterns: [],
  // A production build of the whole kit takes 2-4 s alone and several times that on a loaded machine
  // (a clean-clone run beside other work timed out five build suites' beforeAll at Jest's 5 s): slow
  // suites get a bound that still catches a hang, not one that measures speed (npm run bench does that).
  testTimeout: 60_000,
};

export default config;
