import { type ReactElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { KitContext, pageKit, useStandaloneModal } from './KitContext';
import { KitScope } from './KitScope';

/** Props of `PageKitScope`. */
export interface PageKitScopeProps {
  /** The public component's name, for the "Please call createAppKit" error. */
  component: string;
  children: ReactNode;
}

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Lets a public component work without `<AppKitProvider>`, as AppKit's do: outside a provider it
 * renders in the scope of the page's one kit (whose standalone root draws the modal). Inside a
 * provider it adds nothing. None or several kits on the page: the hooks' errors (`pageKit`). A server
 * has no page kit (DESIGN §2), so there it renders nothing, and hydration renders nothing too before
 * the component appears (no mismatch).
 */
export function PageKitScope({ component, children }: PageKitScopeProps) {
  const scoped = useContext(KitContext);
  const browser = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const kit = scoped || !browser ? null : pageKit(component);
  useStandaloneModal(kit);
  if (scoped) return <>{children}</>;
  return kit ? <KitScope kit={kit}>{children}</KitScope> : null;
}

/**
 * `View` as a public component that needs no provider: wrapped in `PageKitScope`, named `component` (in
 * React's developer tools and in the "Please call createAppKit" error).
 */
export function withPageKit<P extends object>(
  View: (props: P) => ReactNode,
  component: string,
): (props: P) => ReactElement {
  const Scoped = (props: P) => (
    <PageKitScope component={component}>
      <View {...props} />
    </PageKitScope>
  );
  Scoped.displayName = component;
  return Scoped;
}
