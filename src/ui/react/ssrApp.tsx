import { useAppKitAccount } from '../hooks/useAppKitAccount';
import { useAppKitNetwork } from '../hooks/useAppKitNetwork';
import { useAppKitState } from '../hooks/useAppKitState';
import { useAppKitTheme } from '../hooks/useAppKitTheme';
import { AppKitButton } from './AppKitButton';
import { NetworkButton } from './NetworkButton';

// Test-only: a page using every eager part of `portico/react`, rendered on the server by
// AppKitProvider.ssr.test.tsx and hydrated in the browser by AppKitProvider.test.tsx.

/** A small host page: the buttons and a few hooks' values. */
export function SsrApp() {
  const { status } = useAppKitAccount();
  const { caipNetworkId } = useAppKitNetwork();
  const { open } = useAppKitState();
  const { themeMode } = useAppKitTheme();
  return (
    <main>
      <p>{`${status} ${caipNetworkId} ${String(open)} ${themeMode}`}</p>
      <AppKitButton />
      <NetworkButton size="sm" />
    </main>
  );
}
