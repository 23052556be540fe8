// What the page's dev wallet stand-ins and the demo server agree on: the families and the path.

/** The families whose dev wallets sign in the demo server. */
export const DEV_WALLET_FAMILIES = ['bitcoin', 'polkadot', 'cosmos'] as const;

export type DevWalletFamily = (typeof DEV_WALLET_FAMILIES)[number];

/** The demo server's path of a family's wallet: POST `{ method, args }`, answer `{ result }` or `{ error }`. */
export const DEV_WALLETS_PATH = '/__portico-dev-wallets';

/** The body of a call and of its answer (values in toWire's form). */
export interface DevWalletRequest {
  method: string;
  args: unknown[];
}
export type DevWalletAnswer = { result: unknown } | { error: { message: string } };
