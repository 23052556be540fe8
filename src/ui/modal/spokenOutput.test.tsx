/** @jest-environment jsdom */
import { virtual } from '@guidepup/virtual-screen-reader';
import { act, screen } from '@testing-library/react';
import { createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { showNotification } from '../../store/actions/showNotification';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { ConnectButton } from '../react/ConnectButton';

// Issue 28 Deliver 4, heard in jsdom by a virtual screen reader (@guidepup/virtual-screen-reader): the
// dialog with its name, then the connection change once, whatever re-renders in between.

let kit: AppKit;
afterEach(async () => {
  await virtual.stop();
  kit.destroy();
});

test('behavior: a screen reader hears the dialog by its name, then "Connected to MetaMask" once', async () => {
  kit = createTestKit();
  renderWithKit(kit, <ConnectButton />);
  await virtual.start({ container: document.body });
  act(() => screen.getByRole('button', { name: 'Connect Wallet' }).click());
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
  await virtual.next();
  expect((await virtual.spokenPhraseLog()).join(' | ')).toMatch(/dialog, Connect Wallet/);

  await virtual.clearSpokenPhraseLog();
  act(() => {
    kit.store.dispatch(connectionSlice.actions.connecting({ namespace: 'eip155' }));
    kit.store.dispatch(
      connectionSlice.actions.connected({
        namespace: 'eip155',
        connectorId: 'io.metamask',
        wallet: { name: 'MetaMask' },
      }),
    );
  });
  await screen.findByText('Connected to MetaMask');
  // Re-renders (a theme change) do not repeat it.
  act(() => kit.setThemeMode('light'));
  act(() => kit.setThemeMode('dark'));
  const heard = await virtual.spokenPhraseLog();
  expect(heard.filter((phrase) => phrase.includes('Connected to MetaMask'))).toEqual([
    'polite: Connected to MetaMask',
  ]);
});

// The toasts are live regions inserted with their text (Orca reads those, docs/accessibility.md; the
// virtual reader models only regions whose text changes): once means the node is never re-inserted.
test('behavior: a declined signature is one alert node, kept across re-renders (read once)', async () => {
  kit = createTestKit();
  renderWithKit(kit, <ConnectButton />);
  act(() => screen.getByRole('button', { name: 'Connect Wallet' }).click());
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
  act(
    () =>
      void kit.store.dispatch(
        showNotification(kit.services, { message: 'Signature declined', variant: 'error' }),
      ),
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Signature declined');
  act(() => kit.setThemeMode('light'));
  expect(screen.getByRole('alert')).toBe(alert);
});
