import type { SiwxConfig } from '../core/siwx/siwxConfig';

/** What AppKit's legacy `createSIWEConfig` hands `createMessage`. */
export interface SiweCreateMessageArgs {
  domain: string;
  uri: string;
  /** The chain id number of the network the account signs in on. */
  chainId: number;
  /** As AppKit passes it: the signer as a DID (`did:pkh:eip155:1:0x…`), what `formatMessage` expects. */
  address: string;
  version: '1';
  nonce: string;
  iat: string;
  statement?: string;
  exp?: string;
  nbf?: string;
  requestId?: string;
  resources?: string[];
}

/** The session AppKit's `getSession` resolves with. */
export interface SiweSession {
  address: string;
  chainId: number;
}

/**
 * AppKit's legacy SIWE config (`siweConfig`, from `createSIWEConfig`), which Portico maps onto its
 * SIWX flow (docs/siwx.md, "AppKit's siweConfig"): the nonce, the message, the verification and the
 * session stay the host's. Only eip155 accounts sign in with it, as in AppKit.
 */
export interface AppKitSiweConfig {
  getNonce(address?: string): Promise<string>;
  verifyMessage(args: { message: string; signature: string; cacao?: unknown }): Promise<boolean>;
  getSession(): Promise<SiweSession | null>;
  signOut(): Promise<boolean>;
  /** The message's fields besides the account, nonce and chain (domain, uri, statement, ...). */
  getMessageParams?(): Promise<Partial<Omit<SiweCreateMessageArgs, 'address' | 'nonce' | 'chainId'>>>;
  /** The message text; without it the kit builds EIP-4361 text itself. */
  createMessage?(args: SiweCreateMessageArgs): string;
  onSignIn?(session?: SiweSession): void;
  onSignOut?(): void;
  /** Cancel disconnects the wallet (default false). */
  required?: boolean;
  /** Disconnecting signs the account out (default true). */
  signOutOnDisconnect?: boolean;
}

/**
 * AppKit's `siweConfig` as a SIWX config: `getNonce`, `getMessageParams` + `createMessage`,
 * `verifyMessage` (false refuses the sign-in), `getSession` (the kept session holds while it names
 * the same account and chain), `signOut` + `onSignOut` on sign-out, `onSignIn`, `required`,
 * `signOutOnDisconnect`. The mapping itself (siweConfigMethods.ts) loads with the first call, off the
 * start-up path; in development a config missing one of its four functions throws when the kit is
 * created (checkOptions.ts).
 */
export function siweConfigToSiwx(config: AppKitSiweConfig): SiwxConfig {
  const method =
    (name: 'getNonce' | 'createMessage' | 'addSession' | 'getSessions' | 'revokeSession') =>
    (...args: unknown[]) =>
      import('./siweConfigMethods').then(({ siweMethods }) =>
        (siweMethods(config)[name] as (...a: unknown[]) => unknown)(...args),
      );
  return {
    required: config.required,
    signOutOnDisconnect: config.signOutOnDisconnect,
    getNonce: method('getNonce'),
    createMessage: config.createMessage && method('createMessage'),
    addSession: method('addSession'),
    getSessions: method('getSessions'),
    revokeSession: method('revokeSession'),
  } as SiwxConfig;
}
