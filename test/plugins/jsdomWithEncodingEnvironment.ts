import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JsdomWithFetchEnvironment from '../setup/jsdomWithFetchEnvironment';

/**
 * The fetch-enabled jsdom environment plus Node's TextEncoder / TextDecoder, which jsdom lacks and
 * signing with viem's local accounts (and the SIWX core's hashing) need. View tests that sign for real
 * name it in their docblock: `@jest-environment ./test/plugins/jsdomWithEncodingEnvironment.ts`.
 */
export default class JsdomWithEncodingEnvironment extends JsdomWithFetchEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, { TextEncoder, TextDecoder });
  }
}
