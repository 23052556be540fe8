import type { SiwxMessage, SiwxSession } from './siwxMessage';

// The host's SIWX contract (docs/siwx.md, "The config"): pure types, below every layer, so the kit's
// options and the `useAppKitSIWX` hook name them without reaching into the SIWX plugin.

/** A session the kit keeps (in its storage, `@appkit/…/siwx`): the signed session plus what the config returned. */
export interface StoredSiwxSession extends SiwxSession {
  caipNetworkId: string;
  address: string;
  /** The session token a server issued (the reference API's `ps_…` id); send it to your backend. */
  token?: string;
  /** When the session ends (RFC 3339); none: until revoked. */
  expiresAt?: string;
}

/** What the default message builder is given. */
export interface SiwxMessageInput {
  caipNetworkId: string;
  address: string;
  nonce: string;
}

/** The pluggable SIWX config of `createAppKit({ siwx })` (docs/siwx.md, "The config"). */
export interface SiwxConfig {
  /** Cancel (or closing SIWXSignMessage) disconnects the wallet when true; otherwise it only closes the modal. */
  required?: boolean;
  /**
   * Disconnecting signs the account out (AppKit's option of the same name): its kept sessions are
   * forgotten and revoked at their issuer, so the next connect asks again. Default true.
   */
  signOutOnDisconnect?: boolean;
  /** A fresh nonce for each sign-in (the server's, so it can consume it once). */
  getNonce(input: { caipNetworkId: string; address: string }): Promise<string>;
  /** Builds the message; default: EIP-4361 / SIWS from `createDefaultSiwxMessage`. */
  createMessage?(input: SiwxMessageInput): SiwxMessage | Promise<SiwxMessage>;
  /** Verifies and records a signed session; rejects when refused. Resolves with its token and end. */
  addSession(session: SiwxSession): Promise<{ token?: string; expiresAt?: string } | undefined>;
  /** The stored sessions that still hold (e.g. asked of the server); default: those not expired. */
  getSessions?(stored: StoredSiwxSession[]): Promise<StoredSiwxSession[]>;
  /** Ends a session at its issuer (sign out). */
  revokeSession?(session: StoredSiwxSession): Promise<void>;
}
