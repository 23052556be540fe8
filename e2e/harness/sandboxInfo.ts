import type { SandboxAccount, SandboxContracts } from '../../sandbox/chain/startChain';
import type { DemoConfig } from '../../sandbox/demo/DemoConfig';

/** Environment variable through which the global setup hands the running sandbox to the test files. */
export const sandboxInfoVariable = 'PORTICO_E2E_SANDBOX';

/** Where the sandbox of this test run lives; every URL is on 127.0.0.1. */
export interface SandboxInfo {
  /** The built demo app, with a trailing slash. */
  demoUrl: string;
  /** What the demo serves as /config.json. */
  demoConfig: DemoConfig;
  apiUrl: string;
  rpcUrl: string;
  chainId: number;
  caipNetworkId: string;
  contracts: SandboxContracts;
  /** anvil's funded accounts in mnemonic order (index 0 deployed the contracts). */
  accounts: SandboxAccount[];
  /** The second anvil (chain 31338, same accounts and contracts), for network switching. */
  secondChain: { rpcUrl: string; chainId: number };
  /** The local WalletConnect relay (`ws://127.0.0.1:<port>`). */
  relayUrl: string;
  /** The reference secure frame's origin (the demo's `secureSiteOrigin`). */
  frameOrigin: string;
  /** The mail catcher (`GET {mailUrl}/messages`: JSON, newest first). */
  mailUrl: string;
  /** The local OpenID Connect provider behind every social button. */
  oidcUrl: string;
  /** The local Solana chain (litesvm): its RPC, CAIP-2 id and dev accounts (base58, 1,000 SOL each). */
  solana: { rpcUrl: string; caipNetworkId: string; accounts: string[] };
  /**
   * The Bitcoin, Polkadot and Cosmos chains (issue 27): `demoConfig` is `demoConfig` above plus their
   * chains (`bitcoin.rpcUrl`, `polkadot.rpcUrl` the websocket, `cosmos.rpcUrl`), whose dev wallets the
   * static server answers; the family tests serve it (familyPage.ts). `missing` says why a chain is not
   * running (litecoind not installed).
   */
  families: { demoConfig: DemoConfig; missing?: { bitcoin?: string } };
}

/** The sandbox started by e2e/harness/globalSetup.ts; fails with a hint when run outside that setup. */
export function readSandboxInfo(): SandboxInfo {
  const raw = process.env[sandboxInfoVariable];
  if (!raw) throw new Error(`${sandboxInfoVariable} is not set: run browser tests with npm run test:e2e`);
  return JSON.parse(raw) as SandboxInfo;
}
