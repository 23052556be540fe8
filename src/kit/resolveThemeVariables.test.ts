import { ethereum } from '../core/networks/chains/evm';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { themeStyle } from '../ui/theme/themeStyle';
import type { CreateAppKitOptions } from './appKitOptions';
import { type AppKit, createAppKit } from './createAppKit';

// Issue 24: AppKit's `--w3m-*` / `--apkt-*` theme keys were accepted and ignored.

const kits: AppKit[] = [];
const make = (themeVariables: unknown, onWarn: (message: string) => void = () => undefined) => {
  const kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
    themeMode: 'dark',
    onWarn,
    themeVariables,
  } as CreateAppKitOptions);
  kits.push(kit);
  return kit;
};
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});
const variables = (kit: AppKit) => kit.store.getState().theme.themeVariables;

describe('themeVariables in AppKit shape', () => {
  test("default: every AppKit key lands on the kit's variable and paints the modal", () => {
    const kit = make({
      '--w3m-font-family': 'Georgia, serif',
      '--w3m-accent': '#00BB7F',
      '--w3m-color-mix': '#ff0000',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-size-master': '9px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 1000,
    });
    expect(variables(kit)).toEqual({
      fontFamily: 'Georgia, serif',
      accent: '#00BB7F',
      colorMix: '#ff0000',
      colorMixStrength: 40,
      fontSizeMaster: '9px',
      borderRadiusMaster: '2px',
      zIndex: 1000,
    });
    expect(themeStyle('dark', variables(kit))).toMatchObject({
      '--portico-accent': '#00BB7F',
      '--portico-font-family': 'Georgia, serif',
      '--portico-z-index': '1000',
      '--portico-color-bg': 'color-mix(in srgb, #ff0000 40%, #121313)',
    });
  });

  test("behavior: AppKit's newer --apkt-* names map the same; numbers may come as strings", () => {
    const kit = make({
      '--apkt-accent': 'hsl(160, 80%, 40%)',
      '--apkt-z-index': '2000',
      accent: 'hsl(160, 80%, 40%)',
    });
    expect(variables(kit)).toEqual({ accent: 'hsl(160, 80%, 40%)', zIndex: 2000 });
  });

  test('behavior: setThemeVariables maps AppKit keys too and merges them over the current ones', () => {
    const kit = make({ accent: '#111111' });
    kit.setThemeVariables({ '--w3m-color-mix': '#222222', '--w3m-color-mix-strength': 10 });
    expect(variables(kit)).toEqual({ accent: '#111111', colorMix: '#222222', colorMixStrength: 10 });
  });

  test('behavior: --w3m-qr-color is not applied, and the host is told so once (docs/theming.md says why)', () => {
    const warn = jest.fn();
    const kit = make({ '--w3m-qr-color': '#ff00ff', '--w3m-accent': '#00BB7F' }, warn);
    expect(variables(kit)).toEqual({ accent: '#00BB7F' });
    expect(warn.mock.calls).toEqual([
      ['[portico] themeVariables["--w3m-qr-color"] is not applied (docs/theming.md)'],
    ]);
  });

  test('behavior: in production nothing throws: a key the kit cannot apply is skipped and named', () => {
    const warn = jest.fn();
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const kit = make({ '--w3m-acent': '#fff', '--w3m-accent': '#00BB7F' }, warn);
      expect(variables(kit)).toEqual({ accent: '#00BB7F' });
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(warn).toHaveBeenCalledWith(
      '[portico] themeVariables["--w3m-acent"] is not applied (docs/theming.md)',
    );
  });

  test('error: an unknown key throws in development, naming the nearest key', () => {
    expect(() => make({ '--w3m-acent': '#fff' })).toThrow(
      'Unknown option themeVariables["--w3m-acent"]: did you mean "--w3m-accent"?',
    );
    expect(() => make({ '--w3m-background-color': '#fff' })).toThrow(
      expect.objectContaining({
        name: 'UnknownOptionError',
        data: { option: 'themeVariables["--w3m-background-color"]' },
      }),
    );
  });

  test('error: a wrong value or two keys disagreeing on one variable throw; a bad runtime call changes nothing', () => {
    expect(() => make({ '--w3m-color-mix-strength': 140 })).toThrow(
      'Invalid themeVariables["--w3m-color-mix-strength"] 140: use a number from 0 to 100',
    );
    expect(() => make({ '--w3m-z-index': 'top' })).toThrow(
      'Invalid themeVariables["--w3m-z-index"] "top": use an integer',
    );
    expect(() => make({ '--w3m-accent': '' })).toThrow(
      'Invalid themeVariables["--w3m-accent"] "": use a non-empty string',
    );
    expect(() => make({ accent: '#111111', '--w3m-accent': '#222222' })).toThrow(
      'Invalid themeVariables["--w3m-accent"] "#222222": it sets accent as another key does: set it once',
    );
    expect(() => make('dark')).toThrow('Invalid themeVariables dark: use an object of theme variables');
    const kit = make({ accent: '#111111' });
    expect(() => kit.setThemeVariables({ accent: '#333333', '--w3m-z-index': 1.5 })).toThrow(
      expect.objectContaining({ name: 'InvalidOptionError' }),
    );
    expect(variables(kit)).toEqual({ accent: '#111111' });
  });
});
