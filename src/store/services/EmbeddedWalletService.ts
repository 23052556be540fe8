import type { SocialProvider } from '../../core/constants/features';

// The contract between the embedded-wallet connector (src/adapters/auth, which owns the frame client)
// and its callers: the email and socials plugins' views, the Account view and the demo. Types only, so
// a plugin can depend on it without pulling the frame chunk (zod) into its own.

/** Service id under which `registerEmbeddedWallet` puts the service in the kit's registry. */
export const EMBEDDED_WALLET_SERVICE_ID = 'embeddedWallet';

/** Connector id (type AUTH) of the embedded wallet, for both eip155 and solana. */
export const AUTH_CONNECTOR_ID = 'auth';

/** What the frame asks for after an e-mail was submitted (SPEC §4). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

/** What the frame asks for after an e-mail update was requested (SPEC §4). */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/** The embedded wallet's account type (SPEC §6). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

/**
 * The embedded wallet of one kit. Every method loads the frame chunk on first call, and rejects with a
 * catalogue error (its `message` is the text to show): `FrameError` with the frame's message,
 * `RequestAbortedError` on timeout, `EmailThrottleError` ('Please try again after {n} seconds').
 */
export interface EmbeddedWalletService {
  /**
   * Sends CONNECT_EMAIL. Throttled (SPEC §5): within 30 s of the previous attempt it rejects with
   * 'Please try again after {n} seconds' and sends nothing. Records the attempt time (auth slice).
   * A `CONNECT` answer means the frame already holds a session for it: call `connect()`.
   */
  connectEmail(email: string): Promise<{ action: EmailConnectAction }>;
  /** Sends CONNECT_DEVICE; resolves once the new device was approved from the e-mail link. */
  connectDevice(): Promise<void>;
  /**
   * Sends CONNECT_OTP; on success stores the e-mail and the login flag (SPEC §4) and connects
   * (`connect()`), so the store shows the account when it resolves.
   */
  connectOtp(otp: string): Promise<void>;
  /** GET_SOCIAL_REDIRECT_URI: the provider's authorisation URL to open in a popup or redirect to. */
  getSocialRedirectUri(provider: SocialProvider): Promise<{ uri: string }>;
  /**
   * CONNECT_SOCIAL with the URL the provider redirected back to; stores the social provider and the
   * user name, then connects.
   */
  connectSocial(uri: string, provider: SocialProvider): Promise<void>;
  /** GET_FARCASTER_URI: the Sign-In-With-Farcaster URL to show as QR / link. */
  getFarcasterUri(): Promise<{ url: string }>;
  /** CONNECT_FARCASTER: resolves once signed in; stores the user name and connects. */
  connectFarcaster(): Promise<void>;
  /**
   * GET_USER for the active network; stores the connection of the `auth` connector on eip155 and
   * solana (connection, account, network, provider services), closes the connect flow.
   */
  connect(): Promise<void>;
  updateEmail(email: string): Promise<{ action: UpdateEmailAction }>;
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  /** Resolves with the new e-mail, which is then stored. */
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>;
  /** SET_PREFERRED_ACCOUNT; a failure reports (and stores) EOA (SPEC §4). */
  setPreferredAccount(type: EmbeddedAccountType): Promise<void>;
  /** SIGN_OUT; clears the cached login data and resets both namespaces. */
  signOut(): Promise<void>;
}
