// Test support: a fake of the kit-internal EmbeddedWalletService contract for the plugins' thunk and
// view tests. The real service (frame client, auth connector) is another module's, and the headless
// test drives it against the sandbox's frame; these tests only need its answers. Not shipped.

import type { KitStore } from '../../src/store/createKitStore';
import type { ServiceRegistry } from '../../src/store/createServiceRegistry';
import {
  AUTH_CONNECTOR_ID,
  EMBEDDED_WALLET_SERVICE_ID,
  type EmbeddedWalletService,
} from '../../src/store/services/EmbeddedWalletService';
import { connectorsSlice } from '../../src/store/slices/connectorsSlice';
import { deferred } from '../deferred';

/** Every method a jest.fn; the defaults answer like a frame with a happy user. */
export type FakeEmbeddedWallet = { [K in keyof EmbeddedWalletService]: jest.Mock };

/** What the fakes need of a kit: its store and service registry (an AppKit, or a bare kit store). */
export interface FakeWalletKit {
  store: KitStore['store'];
  services: ServiceRegistry;
}

/** A fake embedded wallet; `overrides` replace single methods. */
export function fakeEmbeddedWallet(overrides: Partial<FakeEmbeddedWallet> = {}): FakeEmbeddedWallet {
  return {
    connectEmail: jest.fn(async () => ({ action: 'VERIFY_OTP' })),
    connectDevice: jest.fn(async () => undefined),
    connectOtp: jest.fn(async () => undefined),
    getSocialRedirectUri: jest.fn(async () => ({ uri: 'https://accounts.example/authorize?client_id=kit' })),
    connectSocial: jest.fn(async () => undefined),
    getFarcasterUri: jest.fn(async () => ({ url: 'https://farcaster.example/~/siwf?channelToken=abc' })),
    connectFarcaster: jest.fn(async () => undefined),
    connect: jest.fn(async () => undefined),
    updateEmail: jest.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' })),
    updateEmailPrimaryOtp: jest.fn(async () => undefined),
    updateEmailSecondaryOtp: jest.fn(async () => ({ newEmail: 'new@example.com' })),
    setPreferredAccount: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    ...overrides,
  };
}

/** Registers `service` as the kit's embedded wallet, as `registerEmbeddedWallet` would (service and AUTH connector). */
export function registerFake(kit: FakeWalletKit, service: FakeEmbeddedWallet): void {
  kit.services.set(EMBEDDED_WALLET_SERVICE_ID, service as unknown as EmbeddedWalletService);
  kit.store.dispatch(
    connectorsSlice.actions.connectorAdded({
      id: AUTH_CONNECTOR_ID,
      type: 'AUTH',
      name: 'Email & Socials',
      chain: 'eip155',
    }),
  );
}

export { deferred };
