import type { SandboxAccount } from '../chain/sandboxAccounts';

/** What the demo page reads from `/config.json`: where the sandbox's chain and API are. */
export interface DemoConfig {
  /** `sandbox` announces the dev wallet; `plain` is the kit alone, as a host app has it. */
  mode: 'sandbox' | 'plain';
  chain: { chainId: number; caipNetworkId: `eip155:${number}`; rpcUrl: string };
  /** Base URL of the reference blockchain API. */
  apiUrl: string;
  /** Keys of the dev wallet (anvil's public test keys: never real funds). */
  devWallet?: { accounts: SandboxAccount[] };
}

/** Checks the fetched `/config.json`; a wrong file names the field instead of failing somewhere later. */
export function parseDemoConfig(value: unknown): DemoConfig {
  const config = value as Partial<DemoConfig> | null;
  const fail = (field: string) => {
    throw new Error(`demo: /config.json has no valid ${field}`);
  };
  if (typeof config !== 'object' || config === null) return fail('object');
  if (config.mode !== 'sandbox' && config.mode !== 'plain') fail('mode');
  if (!Number.isInteger(config.chain?.chainId)) fail('chain.chainId');
  if (typeof config.chain?.rpcUrl !== 'string') fail('chain.rpcUrl');
  if (typeof config.apiUrl !== 'string') fail('apiUrl');
  if (config.devWallet !== undefined && !Array.isArray(config.devWallet.accounts)) fail('devWallet.accounts');
  return config as DemoConfig;
}
