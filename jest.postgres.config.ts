/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import unitConfig, { API_SUITES } from './jest.config';

/**
 * `npm run test:postgres` (under sandbox/scripts/with-postgres.sh, which sets DATABASE_URL): the suites
 * of everything that keeps data in the database, on a real PostgreSQL: the reference API (which
 * `npm test` leaves to test:slow), the auth service and the relay. Integration and fuzz suites stay out,
 * as in `npm test`.
 */
const config: Config = {
  ...unitConfig,
  roots: ['<rootDir>/sandbox'],
  testMatch: [
    '<rootDir>/sandbox/api/**/*.test.ts',
    '<rootDir>/sandbox/frame/auth/**/*.test.ts',
    '<rootDir>/sandbox/relay/**/*.test.ts',
  ],
  testPathIgnorePatterns: (unitConfig.testPathIgnorePatterns ?? []).filter((p) => p !== API_SUITES),
};

export default config;
