/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import unitConfig from './jest.config';

/**
 * The scale suites (npm run test:scale, issue 29): several API and relay processes on one PostgreSQL
 * (sandbox/scripts/with-postgres.sh) behind Debian's HAProxy (scripts/install-haproxy.sh), under a bounded
 * load on loopback. One file at a time: each starts its own processes and load, and two at once on two
 * cores would measure each other.
 */
const config: Config = {
  ...unitConfig,
  roots: ['<rootDir>/test/scale'],
  testMatch: ['<rootDir>/test/scale/**/*.scale.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 120_000,
};

export default config;
