import type { ShowNotificationParameters } from '../../store/actions/showNotification';
import type { KitStore } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';

// The embedded-wallet connector's options and what it needs from the kit. Types and plain values only:
// this file, EmbeddedWalletService.ts and registerEmbeddedWallet.ts are all of it in the initial bundle.
// Only registerEmbeddedWallet.ts imports a value from here; the lazy connector imports types only.

/** Name of the embedded wallet in the connector list and the connected-wallet info. */
export const AUTH_CONNECTOR_NAME = 'Email & Socials';

/** Options of `registerEmbeddedWallet`. */
export interface RegisterEmbeddedWalletOptions {
  /** Origin of the secure frame (e.g. the sandbox's frame server); only its origin is used. */
  secureSiteOrigin: string;
  /** Path of the frame page on that origin; `/sdk` by default. */
  path?: string;
  /** Passed to the frame as `enableLogger`. */
  enableLogger?: boolean;
  /** Defaults to the kit's `projectId`. */
  projectId?: string;
}

/** What the connector needs from the kit; an `AppKit` has all of it. */
export interface EmbeddedWalletKit {
  store: KitStore['store'];
  services: ServiceRegistry;
  /** Resolves once persisted state is restored; a stored embedded session is then checked. */
  ready?: Promise<void>;
  /** Used after an approved request (native balance) when present. */
  adapters?: { refreshBalance?(): Promise<void> };
  /** Shows a toast ('Action not allowed'); without it the toast is skipped. */
  showNotification?(parameters: ShowNotificationParameters): void;
}
