import type { ReactNode } from 'react';
import { KitScope } from './KitScope';
import { pageKit, useStandaloneModal } from './pageKit';

// This module is the one chunk of everything a page without a provider needs: the scope below, and the
// standalone root's watcher with its root. As three chunks (each imported dynamically from another),
// Vite's Rolldown could no longer prove the start-up modules they import were loaded, and split ~8 of
// them into chunks of their own: +1.5 kB of a Vite app's start-up JS (docs/bench.md, "Issue 24").
export { armStandaloneModal } from './standaloneModal';

/** Props of `PageKitScope`. */
export interface PageKitScopeProps {
  /** The public component's name, for the "Please call createAppKit" error. */
  component: string;
  children: ReactNode;
}

/**
 * A public component outside any provider (withPageKit.tsx; its own chunk): renders `children` in the
 * scope of the page's one kit, and gives that kit its standalone modal root. None or several kits on
 * the page: the hooks' errors (`pageKit`), thrown to the host's error boundary.
 */
export default function PageKitScope({ component, children }: PageKitScopeProps) {
  const kit = pageKit(component);
  useStandaloneModal(kit);
  return <KitScope kit={kit}>{children}</KitScope>;
}
