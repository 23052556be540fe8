/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createTestKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { AppKitProvider } from '../react/AppKitProvider';
import { ConnectionAnnouncer } from './ConnectionAnnouncer';

// Issue 28 Deliver 4: connection changes are heard once each, whether or not the modal is open.

let kit: AppKit;
afterEach(() => kit.destroy());

const region = () => screen.getByTestId('portico-announcer');
const said = () => (region().textContent ?? '').replace(/\u200b/g, '');

function connect(name: string) {
  act(() => {
    kit.store.dispatch(connectionSlice.actions.connecting({ namespace: 'eip155' }));
    kit.store.dispatch(
      connectionSlice.actions.connected({
        namespace: 'eip155',
        connectorId: 'io.metamask',
        wallet: { name },
      }),
    );
  });
}

test('behavior: "Connected to MetaMask" then "Disconnected from MetaMask", in a polite region that re-renders do not repeat', () => {
  kit = createTestKit();
  const { rerender } = render(
    <AppKitProvider kit={kit}>
      <ConnectionAnnouncer />
    </AppKitProvider>,
  );
  expect(region().getAttribute('aria-live')).toBe('polite');
  expect(said()).toBe('');
  connect('MetaMask');
  expect(said()).toBe('Connected to MetaMask');
  const first = region().textContent;
  rerender(
    <AppKitProvider kit={kit}>
      <ConnectionAnnouncer />
    </AppKitProvider>,
  );
  act(() => kit.setThemeMode('light'));
  expect(region().textContent).toBe(first);
  act(() => void kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' })));
  expect(said()).toBe('Disconnected from MetaMask');
  connect('MetaMask');
  expect(said()).toBe('Connected to MetaMask');
});
