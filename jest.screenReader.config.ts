/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import unitConfig from './jest.config';

/**
 * The real screen-reader run (npm run test:screen-reader, issue 28): Orca reading Chromium on a virtual
 * display (test/screenReader/, docs/accessibility.md). Needs Debian's orca, xvfb, xdotool, speech-dispatcher
 * and espeak-ng (scripts/install-orca.sh). One file, one worker: it owns a display and a speech queue.
 */
const config: Config = {
  ...unitConfig,
  roots: ['<rootDir>/test/screenReader'],
  testMatch: ['<rootDir>/test/screenReader/**/*.screenReader.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // The kit's chunk preload is for kits created in Jest; this run's kit lives in Chromium.
  setupFilesAfterEnv: [],
  maxWorkers: 1,
  testTimeout: 120_000,
};

export default config;
