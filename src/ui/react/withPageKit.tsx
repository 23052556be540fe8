import { lazy, type ReactElement, type ReactNode, Suspense, useContext, useSyncExternalStore } from 'react';
import { KitContext } from './KitContext';

// Outside a provider a component finds the page's kit in its own chunk (PageKitScope.tsx): an app that
// renders its buttons inside `<AppKitProvider>` never loads that code, nor the errors it may throw.
const PageKitScope = /* @__PURE__ */ lazy(() => import('./PageKitScope'));

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * `View` as a public component that needs no provider (AppKit's need none): inside `<AppKitProvider>`
 * it renders as is; outside, in the scope of the page's one kit (PageKitScope.tsx), whose standalone
 * root draws the modal. A server has no page kit (DESIGN §2), so there it renders nothing, and hydration
 * renders nothing too before the component appears (no mismatch). Named `component` in React's
 * developer tools and in the "Please call createAppKit" error.
 */
export function withPageKit<P extends object>(
  View: (props: P) => ReactNode,
  component: string,
): (props: P) => ReactElement | null {
  const Scoped = (props: P) => {
    const scoped = useContext(KitContext);
    const browser = useSyncExternalStore(noSubscription, inBrowser, onServer);
    if (scoped) return <View {...props} />;
    if (!browser) return null;
    return (
      <Suspense fallback={null}>
        <PageKitScope component={component}>
          <View {...props} />
        </PageKitScope>
      </Suspense>
    );
  };
  Scoped.displayName = component;
  return Scoped;
}
