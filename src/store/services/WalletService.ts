// The seam between the kit (which registers it over its adapter runtime) and plugin flows that ask
// the connected wallet to sign a message or end the connection (SIWX), so a plugin never imports the
// kit: plugins receive the kit through the service registry.

/** The connected wallet as plugin flows use it. */
export interface WalletService {
  /** personal_sign (or the namespace's equivalent) by the active account; rejects as the wallet does. */
  signMessage(message: string): Promise<string>;
  /** Ends the connection (every namespace), as the Disconnect button does. */
  disconnect(): Promise<void>;
}

/** Service id of the wallet service (`createAppKit` registers it). */
export const WALLET_SERVICE_ID = 'wallet';
