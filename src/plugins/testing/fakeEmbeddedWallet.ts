import { deferred } from '../../../test/deferred';
// Test support: a fake of the kit-internal EmbeddedWalletService contract for the plugin view tests.
// The real service (frame client, auth connector) is another module's; these views only need its
// answers. Not part of the shipped UI.
import {
  EMBEDDED_WALLET_SERVICE_ID,
  type EmbeddedWalletService,
} from '../../store/services/EmbeddedWalletService';
import type { AppKit } from '../../kit/createAppKit';

/** Every method a jest.fn; the defaults answer like a frame with a happy user. */
export type FakeEmbeddedWallet = { [K in keyof EmbeddedWalletService]: jest.Mock };

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

/** Registers `service` as the kit's embedded wallet, as `registerEmbeddedWallet` would. */
export function registerFake(kit: AppKit, service: FakeEmbeddedWallet): void {
  kit.services.set(EMBEDDED_WALLET_SERVICE_ID, service as unknown as EmbeddedWalletService);
}

export { deferred };
