// `portico/elements`: AppKit's web components, <appkit-button> and its four siblings, for pages that
// render no React of their own. Importing the entry defines them (as `@reown/appkit` does); React and
// the buttons are one chunk fetched when the first element connects, so a React app that never imports
// this entry pays nothing for it (issue 24, Deliver 3). docs/web-components.md.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ChainNamespace } from '../core/namespaces';
import { defineAppKitElements } from './defineAppKitElements';

export { defineAppKitElements } from './defineAppKitElements';
export type { AppKitElementName } from './elementAttributes';

defineAppKitElements();

/** Attributes every element takes (those of any HTML element: `class`, `style`, `id`, ...). */
type ElementBase = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

/** `<appkit-button>`: Connect when disconnected, the account when connected. */
export interface AppKitButtonElementAttributes extends ElementBase {
  size?: 'md' | 'sm';
  label?: string;
  loadingLabel?: string;
  disabled?: boolean;
  balance?: 'show' | 'hide';
  namespace?: ChainNamespace;
  charsStart?: number;
  charsEnd?: number;
}

/** `<appkit-connect-button>`: opens the Connect view. */
export interface AppKitConnectButtonElementAttributes extends ElementBase {
  size?: 'md' | 'sm';
  label?: string;
  loadingLabel?: string;
  disabled?: boolean;
  namespace?: ChainNamespace;
}

/** `<appkit-account-button>`: the connected account; opens the Account view. */
export interface AppKitAccountButtonElementAttributes extends ElementBase {
  size?: 'md' | 'sm';
  disabled?: boolean;
  balance?: 'show' | 'hide';
  namespace?: ChainNamespace;
  charsStart?: number;
  charsEnd?: number;
}

/** `<appkit-network-button>`: the active network; opens the Networks view. */
export interface AppKitNetworkButtonElementAttributes extends ElementBase {
  size?: 'md' | 'sm';
  disabled?: boolean;
}

/** `<appkit-wallet-button>`: connects one wallet or login method (`useAppKitWallet().connect`). */
export interface AppKitWalletButtonElementAttributes extends ElementBase {
  wallet: string;
  namespace?: ChainNamespace;
  size?: 'md' | 'sm';
  disabled?: boolean;
}

// JSX types for the elements in a React app's TSX (React 18 and 19 both read `React.JSX`).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitButtonElementAttributes;
      'appkit-connect-button': AppKitConnectButtonElementAttributes;
      'appkit-account-button': AppKitAccountButtonElementAttributes;
      'appkit-network-button': AppKitNetworkButtonElementAttributes;
      'appkit-wallet-button': AppKitWalletButtonElementAttributes;
    }
  }
}
