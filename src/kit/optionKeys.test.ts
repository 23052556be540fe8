import { ethereum } from '../core/networks/chains/evm';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import type { CreateAppKitOptions } from './appKitOptions';
import { type AppKit, createAppKit } from './createAppKit';
import { nearestKey } from './optionKeys';

// Issue 24: an unknown option (a typo, or an AppKit option Portico lacks) was accepted silently.

const kits: AppKit[] = [];
const make = (extra: Record<string, unknown>, onWarn: (message: string) => void = () => undefined) => {
  const kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
    onWarn,
    ...extra,
  } as CreateAppKitOptions);
  kits.push(kit);
  return kit;
};
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

/** Runs `body` as a production build would (bundlers define NODE_ENV there). */
function inProduction<T>(body: () => T): T {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return body();
  } finally {
    process.env.NODE_ENV = before;
  }
}

describe('unknown createAppKit options', () => {
  test('default: every documented option passes (none is mistaken for a typo)', () => {
    const warn = jest.fn();
    make(
      {
        themeMode: 'light',
        themeVariables: { accent: '#123456' },
        enableWalletGuide: true,
        allWallets: 'HIDE',
        customRpcUrls: {},
        defaultAccountTypes: {},
      },
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  test('error: in development a misspelt option throws, naming the nearest known one', () => {
    expect(() => make({ themVariables: { accent: '#fff' } })).toThrow(
      'Unknown option themVariables: did you mean "themeVariables"?',
    );
    expect(() => make({ enableWalletconect: true })).toThrow(
      expect.objectContaining({
        name: 'UnknownOptionError',
        data: { option: 'enableWalletconect', suggestion: 'enableWalletConnect' },
      }),
    );
    expect(() => make({ toString: 1 })).toThrow('Unknown option toString');
  });

  test('error: an AppKit option Portico lacks says so instead of guessing a name', () => {
    expect(() => make({ enableAuthLogger: false })).toThrow(
      "Unknown option enableAuthLogger: AppKit's option, which Portico does not implement: remove it (docs/migrating-from-appkit.md)",
    );
    expect(() => make({ zzzzzzzzzzzzzz: 1 })).toThrow(
      'Unknown option zzzzzzzzzzzzzz: not a createAppKit option (docs/migrating-from-appkit.md lists them)',
    );
  });

  test('behavior: a production build runs no check: the kit starts, and the unknown option changes nothing', () => {
    const warn = jest.fn();
    const kit = inProduction(() => make({ themVariables: { accent: '#fff' }, enableEIP6963: true }, warn));
    expect(kit.getState().open).toBe(false);
    expect(kit.store.getState().theme.themeVariables).toEqual({});
  });
});

describe('nearestKey', () => {
  test('behavior: a dropped, doubled or swapped letter finds the key; a different word does not', () => {
    const known = ['accent', 'colorMix', 'zIndex'];
    expect(nearestKey('acent', known)).toBe('accent');
    expect(nearestKey('colourMix', known)).toBe('colorMix');
    expect(nearestKey('ZINDEX', known)).toBe('zIndex');
    expect(nearestKey('background', known)).toBeUndefined();
  });
});
