import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * Jest's jsdom environment plus Node's `fetch`, `Request` and `Response`, which jsdom lacks and RTK
 * Query's fetchBaseQuery needs. View tests that reach the blockchain API (through a stub `fetch`) name
 * it in their docblock: `@jest-environment ./src/plugins/history/testing/jsdomWithFetchEnvironment.ts`.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // This module runs in Node's realm, where the fetch classes exist; the test's window gets them.
    Object.assign(this.global, { fetch: globalThis.fetch, Request, Response });
  }
}
