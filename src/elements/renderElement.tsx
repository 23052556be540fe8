import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppKit } from '../kit/createAppKit';
import { livePageKits, subscribePageKits } from '../kit/pageKits';
import { AccountButton } from '../ui/react/AccountButton';
import { AppKitButton } from '../ui/react/AppKitButton';
import { ConnectButton } from '../ui/react/ConnectButton';
import { KitScope } from '../ui/react/KitScope';
import { NetworkButton } from '../ui/react/NetworkButton';
import { WalletButton } from '../ui/react/WalletButton';
import type { AppKitElementName } from './elementAttributes';
import { AmbiguousElementKitError } from './elementErrors';
import { elementProps } from './elementProps';

// The renderer chunk of `portico/elements`: React and the kit's buttons, fetched when the first element
// connects. Each element is a React root of its own, rendered into the element (no shadow root: the
// buttons' stylesheet is the page's, as for the React components).

// biome-ignore lint/suspicious/noExplicitAny: each element passes the props its attributes give
const BUTTONS: Record<AppKitElementName, ComponentType<any>> = {
  'appkit-button': AppKitButton,
  'appkit-connect-button': ConnectButton,
  'appkit-account-button': AccountButton,
  'appkit-network-button': NetworkButton,
  'appkit-wallet-button': WalletButton,
};

const roots = new WeakMap<Element, Root>();

// The page's kits as one array until they change (useSyncExternalStore compares snapshots by identity).
let kitsSnapshot: readonly AppKit[] = [];
function pageKitsSnapshot(): readonly AppKit[] {
  const kits = livePageKits() as AppKit[];
  const same = kits.length === kitsSnapshot.length && kits.every((kit, i) => kit === kitsSnapshot[i]);
  if (!same) kitsSnapshot = kits;
  return kitsSnapshot;
}

/** Props of `ElementButton`. */
interface ElementButtonProps {
  name: AppKitElementName;
  props: Record<string, unknown>;
}

/**
 * The element's button for the page's kit. No kit yet (the page's script creates it after the element
 * connected): nothing, until one registers. Two or more: nothing, and the console says why.
 */
function ElementButton({ name, props }: ElementButtonProps) {
  const kits = useSyncExternalStore(subscribePageKits, pageKitsSnapshot, pageKitsSnapshot);
  useEffect(() => {
    if (kits.length > 1) console.error(new AmbiguousElementKitError(`<${name}>`, kits.length));
  }, [kits.length, name]);
  const kit = kits.length === 1 ? kits[0] : undefined;
  if (!kit) return null;
  const Button = BUTTONS[name];
  return (
    <KitScope kit={kit}>
      <Button {...props} />
    </KitScope>
  );
}

/** Renders (or re-renders, after an attribute changed) `element`'s button from its attributes. */
export function renderElement(element: Element, name: AppKitElementName): void {
  const { props, errors, complete } = elementProps(name, (attribute) => element.getAttribute(attribute));
  for (const error of errors) console.error(error);
  let root = roots.get(element);
  if (!root) {
    root = createRoot(element);
    roots.set(element, root);
  }
  root.render(complete ? <ElementButton name={name} props={props} /> : null);
}

/** Removes `element`'s React root (the element left the page). */
export function unmountElement(element: Element): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
