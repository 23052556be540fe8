import { ethereum } from '../core/networks/chains/evm';
import { defaultOptions } from '../store/slices/optionsSlice';
import type { CreateAppKitOptions } from './appKitOptions';
import { resolveOptions } from './resolveOptions';

const resolve = (extra: Record<string, unknown>) =>
  resolveOptions({ projectId: 'p1', networks: [ethereum], ...extra } as CreateAppKitOptions).options;

// One AppKit custom wallet, field by field: AppKit's name, the registry entry's name, the value.
const CUSTOM_WALLET_FIELDS = [
  ['id', 'id', 'my-wallet'],
  ['name', 'name', 'My Wallet'],
  ['homepage', 'homepage', 'https://my.example'],
  ['image_url', 'imageUrl', 'https://my.example/icon.png'],
  ['mobile_link', 'mobileLink', 'mywallet://'],
  ['desktop_link', 'desktopLink', 'mywallet-desktop://'],
  ['webapp_link', 'universalLink', 'https://app.my.example'],
] as const;

describe('AppKit options (resolveParityOptions)', () => {
  test('default: AppKit defaults, except the wallet guide (off: Portico sends nobody away unasked)', () => {
    // Read from the options slice, the one place the defaults are written.
    const defaults = defaultOptions();
    const keys = [
      'customWallets',
      'enableWallets',
      'allWallets',
      'debug',
      'enableWalletGuide',
      'enableMobileFullScreen',
      'enableCoinbase',
      'coinbasePreference',
    ] as const;
    expect(resolve({})).toMatchObject(Object.fromEntries(keys.map((key) => [key, defaults[key]])));
    expect(defaults.enableWalletGuide).toBe(false);
    const options = resolve({});
    for (const key of [
      'termsConditionsUrl',
      'privacyPolicyUrl',
      'connectMethodsOrder',
      'universalProviderConfigOverride',
    ])
      expect(options).not.toHaveProperty(key);
  });

  test('behavior: values are kept in the kit options; AppKit custom wallet fields map onto registry entries', () => {
    const options = resolve({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      customWallets: [Object.fromEntries(CUSTOM_WALLET_FIELDS.map(([appKit, , value]) => [appKit, value]))],
      allWallets: 'ONLY_MOBILE',
      features: { connectMethodsOrder: ['wallet', 'social', 'email'], swaps: false },
      universalProviderConfigOverride: { methods: { eip155: ['personal_sign'] }, defaultChain: 'eip155:1' },
    });
    expect(options).toMatchObject({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      customWallets: [Object.fromEntries(CUSTOM_WALLET_FIELDS.map(([, entry, value]) => [entry, value]))],
      allWallets: 'ONLY_MOBILE',
      connectMethodsOrder: ['wallet', 'social', 'email'],
      universalProviderConfigOverride: { methods: { eip155: ['personal_sign'] }, defaultChain: 'eip155:1' },
    });
    // connectMethodsOrder is no feature switch: the features stay booleans and socials.
    expect(options.features).not.toHaveProperty('connectMethodsOrder');
    expect(options.features.swaps).toBe(false);
  });

  test("behavior: AppKit's own customWallets sample is accepted; its image path resolves against the page", () => {
    // The sample of AppKit's options page, placeholders included (its image_url is no URL).
    const sample = {
      id: 'myCustomWallet',
      name: 'My Custom Wallet',
      homepage: 'www.mycustomwallet.com',
      image_url: 'my_custom_wallet_image',
      mobile_link: 'mobile_link',
      desktop_link: 'desktop_link',
      webapp_link: 'webapp_link',
      app_store: 'app_store',
      play_store: 'play_store',
    };
    const page = { href: 'https://dapp.example/shop/index.html' };
    Object.defineProperty(globalThis, 'location', { value: page, configurable: true });
    try {
      expect(resolve({ customWallets: [sample] }).customWallets).toEqual([
        {
          id: 'myCustomWallet',
          name: 'My Custom Wallet',
          homepage: 'www.mycustomwallet.com',
          imageUrl: 'https://dapp.example/shop/my_custom_wallet_image',
          mobileLink: 'mobile_link',
          desktopLink: 'desktop_link',
          universalLink: 'webapp_link',
        },
      ]);
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
    // On a server there is no page to resolve against: the path is kept as given.
    expect(resolve({ customWallets: [sample] }).customWallets[0]?.imageUrl).toBe('my_custom_wallet_image');
  });

  test('behavior: enableCoinbase false leaves Coinbase Wallet out of the registry lists', () => {
    expect(resolve({ enableCoinbase: false, excludeWalletIds: ['rainbow'] }).excludeWalletIds).toEqual([
      'rainbow',
      'coinbase',
    ]);
  });

  test.each([
    [{ allWallets: 'show' }, `Invalid allWallets "show": use 'SHOW', 'HIDE', 'ONLY_MOBILE'`],
    [
      { coinbasePreference: 'smart' },
      `Invalid coinbasePreference "smart": use 'all', 'smartWalletOnly', 'eoaOnly'`,
    ],
    [{ enableWallets: 'no' }, 'Invalid enableWallets "no": use true or false'],
    [{ debug: 1 }, 'Invalid debug 1: use true or false'],
    [{ enableWalletGuide: null }, 'Invalid enableWalletGuide null: use true or false'],
    [{ enableMobileFullScreen: 'yes' }, 'Invalid enableMobileFullScreen "yes": use true or false'],
    [{ enableCoinbase: 0 }, 'Invalid enableCoinbase 0: use true or false'],
    [
      { termsConditionsUrl: 'javascript:alert(1)' },
      'Invalid termsConditionsUrl "javascript:alert(1)": use an http(s) URL',
    ],
    [{ privacyPolicyUrl: '/privacy' }, 'Invalid privacyPolicyUrl "/privacy": use an http(s) URL'],
    [{ customWallets: {} }, 'Invalid customWallets [object Object]: use an array of wallets'],
    [{ customWallets: [{ name: 'X' }] }, 'Invalid customWallets[0].id undefined: use a non-empty string'],
    [
      {
        customWallets: [
          { id: 'a', name: 'A' },
          { id: 'a', name: 'B' },
        ],
      },
      'Invalid customWallets[1].id "a": each custom wallet needs its own id',
    ],
    [
      { customWallets: [{ id: 'a', name: 'A', image_url: 'ftp://x' }] },
      'Invalid customWallets[0].image_url "ftp://x": use an http(s) URL, a data:image/ URI or a path on this site',
    ],
    [
      { customWallets: [{ id: 'a', name: 'A', image_url: 'javascript:alert(1)' }] },
      'Invalid customWallets[0].image_url "javascript:alert(1)": use an http(s) URL, a data:image/ URI or a path on this site',
    ],
    [
      { features: { connectMethodsOrder: ['wallet', 'wallet'] } },
      `Invalid features.connectMethodsOrder ["wallet","wallet"]: use each of 'email', 'social', 'wallet' at most once`,
    ],
    [
      { features: { connectMethodsOrder: ['phone'] } },
      `Invalid features.connectMethodsOrder ["phone"]: use each of 'email', 'social', 'wallet' at most once`,
    ],
    [
      { universalProviderConfigOverride: { methods: { eip155: 'personal_sign' } } },
      'Invalid universalProviderConfigOverride.methods {"eip155":"personal_sign"}: use { methods?',
    ],
    [
      { universalProviderConfigOverride: { namespaces: {} } },
      'Invalid universalProviderConfigOverride.namespaces {}: use { methods?, chains?, events?: { [namespace]: string[] }, rpcMap?: { [chainId]: URL }, defaultChain?: string }',
    ],
  ])('error: %j -> a message naming the option', (extra, message) => {
    expect(() => resolve(extra)).toThrow(message);
    try {
      resolve(extra);
    } catch (error) {
      expect(error).toMatchObject({ name: 'InvalidOptionError' });
    }
  });
});
