import { CHAIN_NAMESPACES } from '../core/namespaces';
import { InvalidButtonOptionError } from '../ui/react/buttonErrors';
import { APPKIT_ELEMENTS, type AppKitElementName, type ElementAttribute } from './elementAttributes';

/** How an attribute's text becomes a prop: the value, or `INVALID` when the text is not one. */
interface Parser {
  parse(text: string): unknown;
  /** What a valid text is, for the error. */
  expected: string;
}

const INVALID = Symbol('invalid');

const text: Parser = { parse: (value) => value, expected: 'a text' };

// Present means on (`disabled`, `disabled=""`); React 18 writes `disabled={false}` as the text "false".
const flag: Parser = { parse: (value) => value !== 'false', expected: 'present or absent' };

const oneOf = (...values: readonly string[]): Parser => ({
  parse: (value) => (values.includes(value) ? value : INVALID),
  expected: values.map((v) => `"${v}"`).join(' or '),
});

const wallet: Parser = {
  parse: (value) => value.trim() || INVALID,
  expected: 'a wallet or login method, e.g. "metamask"',
};

const count: Parser = {
  parse: (value) => (/^\d+$/.test(value.trim()) ? Number(value) : INVALID),
  expected: 'an integer >= 0',
};

const PARSERS: Record<string, Parser> = {
  size: oneOf('md', 'sm'),
  label: text,
  loadingLabel: text,
  disabled: flag,
  balance: oneOf('show', 'hide'),
  namespace: oneOf(...CHAIN_NAMESPACES),
  charsStart: count,
  charsEnd: count,
  wallet,
};

/** What `elementProps` reads off an element. */
export interface ElementProps {
  /** The props of the element's React button; a bad attribute is left out (the button's default applies). */
  props: Record<string, unknown>;
  /** One error per attribute whose text the button cannot use. */
  errors: InstanceType<typeof InvalidButtonOptionError>[];
  /** False when a required attribute is missing (`<appkit-wallet-button>` without `wallet`). */
  complete: boolean;
}

/**
 * The props of `name`'s React button from its attributes (`getAttribute`): AppKit's attribute names,
 * their lower-cased and kebab-case spellings, each text checked. Pure: the renderer reports the errors.
 */
export function elementProps(
  name: AppKitElementName,
  getAttribute: (name: string) => string | null,
): ElementProps {
  const props: Record<string, unknown> = {};
  const errors: ElementProps['errors'] = [];
  for (const attribute of APPKIT_ELEMENTS[name] as readonly ElementAttribute[]) {
    const found = attribute.names.map((n) => [n, getAttribute(n)] as const).find(([, v]) => v !== null);
    if (!found) continue;
    const [attributeName, value] = found as readonly [string, string];
    const parser = PARSERS[attribute.prop] ?? text;
    const parsed = parser.parse(value);
    if (parsed === INVALID) {
      errors.push(new InvalidButtonOptionError(`<${name}>`, attributeName, value, parser.expected));
    } else {
      props[attribute.prop] = parsed;
    }
  }
  const complete = name !== 'appkit-wallet-button' || typeof props.wallet === 'string';
  if (!complete && getAttribute('wallet') === null) {
    errors.push(new InvalidButtonOptionError(`<${name}>`, 'wallet', '', wallet.expected));
  }
  return { props, errors, complete };
}
