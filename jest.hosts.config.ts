/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import unitConfig from './jest.config';

/**
 * The slow suites (npm run test:hosts): host apps built from the packed kit with the bundlers hosts use,
 * and the TypeScript module-resolution matrix. Each installs and builds whole apps, so they live beside
 * `npm test` rather than in it (which stays under three minutes); CI runs both.
 */
const HOST_SUITES = ['<rootDir>/test/hostBuild.test.ts', '<rootDir>/test/typesMatrix.test.ts'];

const config: Config = {
  ...unitConfig,
  roots: ['<rootDir>/test'],
  testMatch: HOST_SUITES,
  testPathIgnorePatterns: [],
};

export default config;
