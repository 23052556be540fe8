// The web components and the attributes each observes: plain data, so the element definitions (eager,
// in `portico/elements`) read it without the parsing and React code that the renderer chunk holds.

/** One attribute of an element: the prop it sets and its spellings in HTML. */
export interface ElementAttribute {
  prop: string;
  /**
   * The attribute names that set it: AppKit's camelCase names as HTML stores them (the parser and
   * `setAttribute` lower-case `loadingLabel` to `loadinglabel`), and the kebab-case spelling.
   */
  names: readonly string[];
}

const attribute = (prop: string, ...names: string[]): ElementAttribute => ({
  prop,
  names: names.length > 0 ? names : [prop],
});

export const SIZE = attribute('size');
export const LABEL = attribute('label');
export const LOADING_LABEL = attribute('loadingLabel', 'loadinglabel', 'loading-label');
export const DISABLED = attribute('disabled');
export const BALANCE = attribute('balance');
export const NAMESPACE = attribute('namespace');
export const CHARS_START = attribute('charsStart', 'charsstart', 'chars-start');
export const CHARS_END = attribute('charsEnd', 'charsend', 'chars-end');
export const WALLET = attribute('wallet');

/** AppKit's web components and their attributes (AppKit's docs, "Components"). */
export const APPKIT_ELEMENTS = {
  'appkit-button': [SIZE, LABEL, LOADING_LABEL, DISABLED, BALANCE, NAMESPACE, CHARS_START, CHARS_END],
  'appkit-connect-button': [SIZE, LABEL, LOADING_LABEL, DISABLED, NAMESPACE],
  'appkit-account-button': [SIZE, DISABLED, BALANCE, NAMESPACE, CHARS_START, CHARS_END],
  'appkit-network-button': [SIZE, DISABLED],
  'appkit-wallet-button': [WALLET, NAMESPACE, SIZE, DISABLED],
} as const satisfies Record<string, readonly ElementAttribute[]>;

/** The tag name of one of the kit's web components. */
export type AppKitElementName = keyof typeof APPKIT_ELEMENTS;

/** Every attribute name `name` reacts to (its `observedAttributes`). */
export function observedAttributes(name: AppKitElementName): string[] {
  return APPKIT_ELEMENTS[name].flatMap((a) => [...a.names]);
}
