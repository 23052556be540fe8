import type { ReactNode } from 'react';
import { KitScope } from './KitScope';
import { pageKit, useStandaloneModal } from './pageKit';

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
