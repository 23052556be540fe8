import { sandboxAccounts } from '../chain/sandboxAccounts';
import { createDemoConfig } from './createDemoConfig';
import { type DemoConfig, parseDemoConfig } from './DemoConfig';

/** Name of the variable through which `npm start` hands the running sandbox's config to Vite. */
export const demoConfigVariable = 'PORTICO_DEMO_CONFIG';

/**
 * The config the Vite server serves: what `npm start` passed in, or, when Vite runs on its own, the
 * default ports of a sandbox started with `sandbox/api/main.ts` (SANDBOX_CHAIN_PORT, SANDBOX_API_PORT).
 */
export function demoConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DemoConfig {
  const passed = env[demoConfigVariable];
  if (passed) return parseDemoConfig(JSON.parse(passed));
  const chainPort = env.SANDBOX_CHAIN_PORT || '8545';
  const apiPort = env.SANDBOX_API_PORT || '8787';
  return createDemoConfig({
    rpcUrl: `http://127.0.0.1:${chainPort}`,
    chainId: 31337,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    accounts: sandboxAccounts(10),
  });
}
