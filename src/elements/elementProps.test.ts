import { observedAttributes } from './elementAttributes';
import { elementProps } from './elementProps';

// AppKit's attributes as HTML stores them (the parser lower-cases `loadingLabel`), and the kebab-case spelling.
const read = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('elementProps', () => {
  test("default: <appkit-button> maps every one of AppKit's attributes onto AppKitButton's props", () => {
    const { props, errors, complete } = elementProps(
      'appkit-button',
      read({
        size: 'sm',
        label: 'Sign in',
        loadinglabel: 'Signing in',
        disabled: '',
        balance: 'hide',
        namespace: 'solana',
        charsstart: '6',
        charsend: '0',
      }),
    );
    expect(props).toEqual({
      size: 'sm',
      label: 'Sign in',
      loadingLabel: 'Signing in',
      disabled: true,
      balance: 'hide',
      namespace: 'solana',
      charsStart: 6,
      charsEnd: 0,
    });
    expect(errors).toEqual([]);
    expect(complete).toBe(true);
  });

  test('behavior: kebab-case spellings work, absent attributes set nothing, "false" is off', () => {
    expect(elementProps('appkit-connect-button', read({ 'loading-label': 'Wait' })).props).toEqual({
      loadingLabel: 'Wait',
    });
    expect(elementProps('appkit-account-button', read({ 'chars-start': '2' })).props).toEqual({
      charsStart: 2,
    });
    // React 18 writes `disabled={false}` on a custom element as the text "false".
    expect(elementProps('appkit-network-button', read({ disabled: 'false' })).props).toEqual({
      disabled: false,
    });
    expect(elementProps('appkit-network-button', read({})).props).toEqual({});
  });

  test('behavior: each element observes only its own attributes', () => {
    expect(elementProps('appkit-network-button', read({ label: 'x', size: 'sm' })).props).toEqual({
      size: 'sm',
    });
    expect(observedAttributes('appkit-network-button')).toEqual(['size', 'disabled']);
    expect(observedAttributes('appkit-wallet-button')).toEqual(['wallet', 'namespace', 'size', 'disabled']);
  });

  test('error: a value out of range is left out and reported with the attribute, its text and what fits', () => {
    const { props, errors } = elementProps(
      'appkit-button',
      read({
        size: 'xl',
        balance: 'maybe',
        namespace: 'tron',
        'chars-start': '-1',
        charsend: '2.5',
        label: 'Go',
      }),
    );
    expect(props).toEqual({ label: 'Go' });
    expect(errors.map((error) => error.data)).toEqual([
      { component: '<appkit-button>', option: 'size', value: 'xl', expected: '"md" or "sm"' },
      { component: '<appkit-button>', option: 'balance', value: 'maybe', expected: '"show" or "hide"' },
      {
        component: '<appkit-button>',
        option: 'namespace',
        value: 'tron',
        expected: '"eip155" or "solana" or "polkadot" or "bip122" or "cosmos"',
      },
      { component: '<appkit-button>', option: 'chars-start', value: '-1', expected: 'an integer >= 0' },
      { component: '<appkit-button>', option: 'charsend', value: '2.5', expected: 'an integer >= 0' },
    ]);
    expect(errors[0]?.message).toBe(
      '<appkit-button>: size must be "md" or "sm", got "xl"; the default is used',
    );
  });

  test('error: <appkit-wallet-button> without a wallet is incomplete and says what it needs', () => {
    const missing = elementProps('appkit-wallet-button', read({}));
    expect(missing.complete).toBe(false);
    expect(missing.errors.map((error) => error.data)).toEqual([
      {
        component: '<appkit-wallet-button>',
        option: 'wallet',
        value: '',
        expected: 'a wallet or login method, e.g. "metamask"',
      },
    ]);
    const blank = elementProps('appkit-wallet-button', read({ wallet: '  ' }));
    expect(blank.complete).toBe(false);
    expect(blank.errors).toHaveLength(1);
    expect(elementProps('appkit-wallet-button', read({ wallet: 'metamask' }))).toMatchObject({
      props: { wallet: 'metamask' },
      complete: true,
      errors: [],
    });
  });
});
