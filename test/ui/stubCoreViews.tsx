import type { ComponentType } from 'react';
import { modalSlice } from '../../src/store/slices/modalSlice';
import type { CoreView } from '../../src/store/viewNames';
import { useKit } from '../../src/ui/react/KitContext';

// Test-only stand-ins for the core views, so the shell's tests do not depend on the views' markup:
// `jest.mock('../../src/ui/views/coreViewComponents', () => jest.requireActual('./stubCoreViews'))`.

function StubConnect() {
  const kit = useKit();
  return (
    <div>
      <p>Connect stub</p>
      <button
        type="button"
        onClick={() => kit.store.dispatch(modalSlice.actions.pushed({ view: 'AllWallets' }))}
      >
        All wallets
      </button>
      <label>
        Search
        <input type="text" />
      </label>
    </div>
  );
}

function StubAllWallets() {
  return <p>AllWallets stub</p>;
}

function StubAccount() {
  return <p>Account stub</p>;
}

function StubNetworks() {
  return <p>Networks stub</p>;
}

function StubUnsupportedChain() {
  return <p>UnsupportedChain stub</p>;
}

/** Core view components that render their name and, for Connect, a push to AllWallets. */
export const CORE_VIEW_COMPONENTS: Partial<Record<CoreView, ComponentType>> = {
  Connect: StubConnect,
  AllWallets: StubAllWallets,
  Account: StubAccount,
  Networks: StubNetworks,
  UnsupportedChain: StubUnsupportedChain,
};

export { PluginView as LazyPluginView } from '../../src/ui/modal/PluginView';

/** The stubs are in the module already: nothing to fetch. */
export const preloadCoreView = (): Promise<void> => Promise.resolve();
export const preloadCoreViews = (): Promise<void> => Promise.resolve();
