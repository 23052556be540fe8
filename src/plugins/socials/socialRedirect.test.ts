/** @jest-environment jsdom */

import { FrameError } from '../../core/errors/embeddedWalletErrors';
import { createServiceRegistry } from '../../store/createServiceRegistry';
import {
  EMBEDDED_WALLET_SERVICE_ID,
  type EmbeddedWalletService,
} from '../../store/services/EmbeddedWalletService';
import { completeSocialRedirect, isSocialReturnUrl, startSocialRedirect } from './socialRedirect';

const ORIGIN = 'https://app.example';

// A stand-in for the embedded wallet, whose real frame cannot run in this unit test.
function kitWithStubWallet() {
  const services = createServiceRegistry();
  const wallet = {
    getSocialRedirectUri: jest.fn(async () => ({ uri: 'https://accounts.example/authorize?x=1' })),
    connectSocial: jest.fn(async () => undefined),
  };
  services.set(EMBEDDED_WALLET_SERVICE_ID, wallet as unknown as EmbeddedWalletService);
  return { kit: { services }, wallet };
}

afterEach(() => sessionStorage.clear());

describe('isSocialReturnUrl', () => {
  test('default', () => {
    expect(isSocialReturnUrl(`${ORIGIN}/?code=abc&state=1`, ORIGIN)).toBe(true);
  });

  test('behavior: error= and fragment answers count; other origins, pages and junk do not', () => {
    expect(isSocialReturnUrl(`${ORIGIN}/cb?error=access_denied`, ORIGIN)).toBe(true);
    expect(isSocialReturnUrl(`${ORIGIN}/cb#code=abc`, ORIGIN)).toBe(true);
    expect(isSocialReturnUrl(`${ORIGIN}/cb?state=1`, ORIGIN)).toBe(false);
    expect(isSocialReturnUrl(`${ORIGIN}/cb?barcode=1`, ORIGIN)).toBe(false);
    expect(isSocialReturnUrl('https://evil.example/?code=abc', ORIGIN)).toBe(false);
    expect(isSocialReturnUrl('about:blank', ORIGIN)).toBe(false);
    expect(isSocialReturnUrl('not a url', ORIGIN)).toBe(false);
  });
});

describe('completeSocialRedirect', () => {
  test('default', async () => {
    const { kit, wallet } = kitWithStubWallet();
    const href = `${ORIGIN}/?code=abc&state=1`;
    await expect(completeSocialRedirect(kit, href, 'google')).resolves.toBe(true);
    expect(wallet.connectSocial).toHaveBeenCalledWith(href, 'google');
  });

  test('behavior: a page load that is no provider answer does nothing', async () => {
    const { kit, wallet } = kitWithStubWallet();
    await expect(completeSocialRedirect(kit, `${ORIGIN}/shop?item=1`)).resolves.toBe(false);
    expect(wallet.connectSocial).not.toHaveBeenCalled();
  });

  test('behavior: startSocialRedirect leaves for the provider and the provider is remembered across the reload', async () => {
    const { kit, wallet } = kitWithStubWallet();
    const navigate = jest.fn();
    await startSocialRedirect(kit, 'discord', navigate);
    expect(wallet.getSocialRedirectUri).toHaveBeenCalledWith('discord');
    expect(navigate).toHaveBeenCalledWith('https://accounts.example/authorize?x=1');
    const href = `${ORIGIN}/?code=abc`;
    await expect(completeSocialRedirect(kit, href)).resolves.toBe(true);
    expect(wallet.connectSocial).toHaveBeenCalledWith(href, 'discord');
    // Used once: a later reload with the same URL has no provider any more.
    await expect(completeSocialRedirect(kit, href)).rejects.toThrow(/No social provider/);
  });

  test('error: no known provider, an unknown one, or no embedded wallet rejects and changes nothing', async () => {
    const { kit, wallet } = kitWithStubWallet();
    const href = `${ORIGIN}/?code=abc`;
    await expect(completeSocialRedirect(kit, href)).rejects.toThrow(/No social provider/);
    await expect(completeSocialRedirect(kit, href, 'myspace' as 'google')).rejects.toThrow(
      /No social provider/,
    );
    await expect(startSocialRedirect(kit, 'myspace' as 'google', jest.fn())).rejects.toThrow(
      'Unknown social provider: myspace',
    );
    expect(wallet.connectSocial).not.toHaveBeenCalled();
    const bare = { services: createServiceRegistry() };
    await expect(completeSocialRedirect(bare, href, 'google')).rejects.toThrow(/not registered/);
  });

  test("error: the frame's refusal is passed on as its message", async () => {
    const { kit, wallet } = kitWithStubWallet();
    wallet.connectSocial.mockRejectedValueOnce(new FrameError('Invalid state'));
    await expect(completeSocialRedirect(kit, `${ORIGIN}/?code=abc`, 'x')).rejects.toThrow('Invalid state');
  });
});
