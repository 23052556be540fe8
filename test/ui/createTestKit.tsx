import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ethereum } from '../../src/core/networks/chains/evm';
import type { CreateAppKitOptions } from '../../src/kit/appKitOptions';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { chainsSlice } from '../../src/store/slices/chainsSlice';
import { connectionSlice } from '../../src/store/slices/connectionSlice';
import { en } from '../../src/ui/i18n/en';
import { viewStrings } from '../../src/ui/i18n/viewStrings.en';
import { AppKitProvider } from '../../src/ui/react/AppKitProvider';

// Test-only helpers (imported by *.test.tsx files, never by the entry points).

/** A kit over memory storage with Ethereum and analytics off, as the UI tests use it. */
export function createTestKit(overrides: Partial<CreateAppKitOptions> = {}): AppKit {
  return createAppKit({
    projectId: 'test',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
    ...overrides,
  });
}

/** Renders `ui` inside an `<AppKitProvider>` for `kit`. */
export function renderWithKit(kit: AppKit, ui: ReactElement): RenderResult {
  return render(<AppKitProvider kit={kit}>{ui}</AppKitProvider>);
}

/**
 * The English header title of `view`, read from the string tables, so shell tests do not restate
 * copy that the views own.
 */
export function viewTitle(view: string): string {
  const key = `view.${view}.title`;
  return en[key] ?? viewStrings[key] ?? view.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** Render count and latest return value of a hook rendered by `renderCounted`. */
export interface RenderCounter<T> {
  renders: number;
  value: T;
}

function CountingProbe<T>({ hook, counter }: { hook: () => T; counter: RenderCounter<T> }) {
  counter.renders += 1;
  counter.value = hook();
  return null;
}

/** Renders `hook` inside a provider for `kit`, counting the renders of the component that calls it. */
export function renderCounted<T>(kit: AppKit, hook: () => T): RenderCounter<T> {
  const counter = { renders: 0, value: undefined as T };
  renderWithKit(kit, <CountingProbe hook={hook} counter={counter} />);
  return counter;
}

/** Puts the kit's eip155 namespace into the connected state with an account. */
export function connectTestAccount(
  kit: AppKit,
  account: { address?: string; balance?: string; balanceSymbol?: string; profileName?: string } = {},
): void {
  const address = account.address ?? '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
  kit.store.dispatch(
    connectionSlice.actions.connected({
      namespace: 'eip155',
      connectorId: 'injected',
      wallet: { name: 'Test Wallet' },
    }),
  );
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address,
      caipAddress: `eip155:1:${address}`,
      ...(account.balance ? { balance: account.balance } : {}),
      ...(account.balanceSymbol ? { balanceSymbol: account.balanceSymbol } : {}),
      ...(account.profileName ? { profileName: account.profileName } : {}),
    }),
  );
}
