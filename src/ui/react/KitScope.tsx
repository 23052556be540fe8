import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppKit } from '../../kit/createAppKit';
import { markModalShown } from '../../kit/pageKits';
import type { RootState } from '../../store/createKitStore';
import { KitReduxContext } from '../../store/react/KitReduxContext';
import { KitContext } from './KitContext';

/** Props of `KitScope`. */
export interface KitScopeProps {
  kit: AppKit;
  /**
   * The state the server rendered with; react-redux hands it to React as the server snapshot, so
   * hydration renders what the server did and the client's own state follows right after.
   */
  serverState?: RootState;
  children?: ReactNode;
}

/**
 * Puts a kit in context twice: the kit itself (for the imperative API: open, adapters, plugins) and its
 * store through react-redux, in a context of the kit's own so a host's Redux `<Provider>` is never
 * shadowed nor read by mistake. Two kits on one page are two scopes.
 */
export function KitScope({ kit, serverState, children }: KitScopeProps) {
  // React renders this kit (a provider, a component outside one, which requests the kit's standalone
  // root, or a test): opening its modal is not reported as unseen. Browsers only.
  markModalShown(kit);
  return (
    <KitContext.Provider value={kit}>
      <Provider store={kit.store} context={KitReduxContext} serverState={serverState}>
        {children}
      </Provider>
    </KitContext.Provider>
  );
}
