// The seam between SIWX (a plugin) and a connector that can sign in while it connects (WalletConnect's
// authenticated session: one round trip that connects and signs the SIWE message). The plugin registers
// the service when the kit has a `siwx` config; a connector finds it by id and never imports the plugin.

/** Service id of the SIWX one-click sign-in (`createAppKit({ siwx })` registers it). */
export const SIWX_ONE_CLICK_SERVICE_ID = 'siwx:oneClick';

/** What the wallet is asked to sign in with (CAIP-122 fields the wallet writes into its message). */
export interface SiwxOneClickRequest {
  domain: string;
  uri: string;
  nonce: string;
  statement?: string;
  /** Expiration Time (RFC 3339). */
  exp?: string;
}

/** A message the wallet signed while connecting, with the signature it returned. */
export interface SiwxOneClickSigned {
  message: string;
  signature: string;
  /** The wallet's signed object (CAIP-74 CACAO), kept with the session. */
  cacao?: unknown;
}

/** The SIWX one-click service: asks the config for a request, then verifies and keeps what was signed. */
export interface SiwxOneClickService {
  /** The sign-in request for `chains` (CAIP-2 ids): a fresh nonce from the config, the page's domain. */
  request(chains: readonly string[]): Promise<SiwxOneClickRequest>;
  /**
   * Verifies each signed message through the config (`addSession`) and keeps the sessions for the
   * connection's first check, so the visitor is not asked to sign again. Rejects when one is refused.
   */
  complete(signed: readonly SiwxOneClickSigned[]): Promise<void>;
}
