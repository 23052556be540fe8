import {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_WALLETS,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  type Feature,
  SOCIAL_PROVIDERS,
  WALLET_FEATURE_ORDER,
} from './features';

describe('DEFAULT_FEATURES', () => {
  test('default', () => {
    const on = Object.entries(DEFAULT_FEATURES).filter(([, value]) => value === true);
    const off = Object.entries(DEFAULT_FEATURES).filter(([, value]) => value === false);
    expect(on.map(([key]) => key).sort()).toEqual(
      [
        'swaps',
        'onramp',
        'receive',
        'send',
        'email',
        'emailShowWallets',
        'history',
        'analytics',
        'allWallets',
        'names',
      ].sort(),
    );
    expect(off.map(([key]) => key).sort()).toEqual(
      ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'].sort(),
    );
    expect(DEFAULT_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  test('behavior: every feature name is a key of the defaults', () => {
    const names: Feature[] = ['swaps', 'pay', 'socials'];
    for (const name of names) expect(Object.hasOwn(DEFAULT_FEATURES, name)).toBe(true);
  });

  test('behavior: every default social is a login provider or Farcaster', () => {
    const providers = new Set<string>([...SOCIAL_PROVIDERS, 'farcaster']);
    for (const social of DEFAULT_SOCIALS) expect(providers.has(social)).toBe(true);
    expect([...SOCIAL_PROVIDERS].sort()).toEqual(['apple', 'discord', 'facebook', 'github', 'google', 'x']);
  });

  test('behavior: orders follow SPEC', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet']);
    expect(CONNECT_METHOD_ORDER_WITH_WALLETS).toEqual(['wallet', 'email', 'social']);
    expect([...CONNECT_METHOD_ORDER].sort()).toEqual([...CONNECT_METHOD_ORDER_WITH_WALLETS].sort());
  });
});
