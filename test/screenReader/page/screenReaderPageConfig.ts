import type { SandboxAccount } from '../../../sandbox/chain/sandboxAccounts';

/** What the screen-reader page reads from `/config.json`: the local chain, the reference API, the wallet's key. */
export interface ScreenReaderPageConfig {
  chainId: number;
  caipNetworkId: string;
  rpcUrl: string;
  apiUrl: string;
  /** An anvil account (a public test key) the wallet holds. */
  account: SandboxAccount;
}

/** Paths of the page's server that stand for the wallet's user (screenReaderWallet.ts). */
export const WALLET_ROUTES = {
  /** Answered once the test approves the connection, as a user clicking Connect in the wallet's popup. */
  approval: '/__wallet/approval',
} as const;

/** The wallet's name: what the modal lists and what Orca must say ("Connecting to ..."). */
export const SCREEN_READER_WALLET_NAME = 'Screen Reader Wallet';
