import type { SandboxAccount } from '../chain/sandboxAccounts';

/** What the demo page reads from `/config.json`: where the sandbox's chain and API are. */
export interface DemoConfig {
  /** `sandbox` announces the dev wallet; `plain` is the kit alone, as a host app has it. */
  mode: 'sandbox' | 'plain';
  chain: { chainId: number; caipNetworkId: `eip155:${number}`; rpcUrl: string };
  /** Base URL of the reference blockchain API. */
  apiUrl: string;
  /** A second local chain (another anvil), so switching networks and adding a chain happen for real. */
  secondChain?: { chainId: number; caipNetworkId: `eip155:${number}`; rpcUrl: string };
  /** The sandbox's WalletConnect relay (`ws://...`); the demo registers WalletConnect only with it. */
  relayUrl?: string;
  /** Origin of the reference secure frame (the embedded wallet's iframe); absent: no embedded wallet. */
  secureSiteOrigin?: string;
  /** The sandbox mail catcher's inbox page, where one-time codes arrive. */
  mailUrl?: string;
  /** Keys of the dev wallet (anvil's public test keys: never real funds). */
  devWallet?: { accounts: SandboxAccount[] };
  /**
   * The sandbox's local Solana chain, when it runs: the demo then configures Solana networks and (in
   * sandbox mode) installs the Solana dev wallet with these accounts (the sandbox's public test keys).
   */
  solana?: DemoSolanaConfig;
  /**
   * The other families' local chains, when they run (issue 27): Bitcoin regtest (litecoind standing
   * in), the Polkadot simulator (`rpcUrl` is its websocket) and the Cosmos simulator. In sandbox mode
   * the page then installs their dev wallets, whose keys stay in the demo server (familyDevWallets/).
   */
  bitcoin?: DemoFamilyChain<'bip122'>;
  polkadot?: DemoFamilyChain<'polkadot'>;
  cosmos?: DemoFamilyChain<'cosmos'>;
}

/** A local chain of a family the demo reaches through its dev wallet server. */
export interface DemoFamilyChain<Namespace extends string> {
  caipNetworkId: `${Namespace}:${string}`;
  rpcUrl: string;
}

/** The local Solana chain as the demo sees it. */
export interface DemoSolanaConfig {
  caipNetworkId: `solana:${string}`;
  rpcUrl: string;
  /** Dev accounts: base58 address and the 32-byte ed25519 seed as hex (public test keys). */
  accounts: { address: string; seed: string }[];
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
  if (config.secondChain !== undefined) {
    if (!Number.isInteger(config.secondChain?.chainId)) fail('secondChain.chainId');
    if (typeof config.secondChain?.rpcUrl !== 'string') fail('secondChain.rpcUrl');
  }
  if (config.relayUrl !== undefined && !/^wss?:\/\/\S+$/.test(String(config.relayUrl))) fail('relayUrl');
  if (
    config.secureSiteOrigin !== undefined &&
    !/^https?:\/\/[^/\s]+$/.test(String(config.secureSiteOrigin))
  ) {
    fail('secureSiteOrigin');
  }
  if (config.mailUrl !== undefined && !/^https?:\/\/\S+$/.test(String(config.mailUrl))) fail('mailUrl');
  if (config.devWallet !== undefined && !Array.isArray(config.devWallet.accounts)) fail('devWallet.accounts');
  if (config.solana !== undefined) {
    if (!/^solana:[-_a-zA-Z0-9]{1,32}$/.test(String(config.solana?.caipNetworkId)))
      fail('solana.caipNetworkId');
    if (typeof config.solana?.rpcUrl !== 'string') fail('solana.rpcUrl');
    if (!Array.isArray(config.solana?.accounts)) fail('solana.accounts');
  }
  for (const [field, namespace, url] of FAMILY_FIELDS) {
    const chain = config[field] as Partial<DemoFamilyChain<string>> | undefined;
    if (chain === undefined) continue;
    if (!new RegExp(`^${namespace}:[-_a-zA-Z0-9]{1,32}$`).test(String(chain?.caipNetworkId)))
      fail(`${field}.caipNetworkId`);
    if (!url.test(String(chain?.rpcUrl))) fail(`${field}.rpcUrl`);
  }
  return config as DemoConfig;
}

/** The family fields of the config: their namespace and the scheme of their URL. */
const FAMILY_FIELDS = [
  ['bitcoin', 'bip122', /^https?:\/\/\S+$/],
  ['polkadot', 'polkadot', /^wss?:\/\/\S+$/],
  ['cosmos', 'cosmos', /^https?:\/\/\S+$/],
] as const;
