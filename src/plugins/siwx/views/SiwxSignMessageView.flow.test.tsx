/** @jest-environment ./test/plugins/jsdomWithEncodingEnvironment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { privateKeyToAccount } from 'viem/accounts';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import { createTestKit } from '../../../../test/ui/renderWithKit';
import type { AppKit } from '../../../kit/createAppKit';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { localSiwx } from '../localSiwx';
import { SIWX_WALLET_SERVICE_ID } from '../siwxConfig';
import { ConnectingSiweView, SiwxSignMessageView } from './SiwxSignMessageView';

// SIWXSignMessage as a visitor meets it: a real kit with the SIWX plugin (localSiwx: real verification)
// and an eip155 account connected through the store, as an adapter would. The wallet is a stub wallet
// (no extension offline) that signs with a real key and records disconnects.

const account = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
let kit: AppKit;
let disconnects = 0;
let release: (() => void) | undefined;

async function siwxKit(required: boolean, { holdSignature = false } = {}): Promise<AppKit> {
  disconnects = 0;
  kit = await createTestKit({ metadata: testMetadata, siwx: localSiwx({ required }) });
  kit.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: async (message: string) => {
      if (holdSignature) await new Promise<void>((resolve) => (release = resolve));
      return account.signMessage({ message });
    },
    disconnect: async () => {
      disconnects += 1;
      kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    },
  });
  await kit.plugins.load('siwx');
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
    }),
  );
  // The plugin finds no kept session and asks to sign.
  await waitFor(() => expect(kit.store.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage'));
  return kit;
}

const testMetadata = {
  name: 'Harbour Swap',
  description: 'A test dapp',
  url: 'https://harbour.example',
  icons: [],
};
const state = () => kit.store.getState();

afterEach(() => {
  release?.();
  release = undefined;
  kit.destroy();
});

describe('SIWXSignMessage view', () => {
  test('default: names the dapp and says what signing means; axe-clean in both themes', async () => {
    await siwxKit(true);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<SiwxSignMessageView />, kit, theme);
      expect(screen.getByText('Harbour Swap needs to connect to your wallet')).toBeTruthy();
      expect(
        screen.getByText(
          'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: Sign asks the wallet (ConnectingSiwe while it does), keeps the verified session and closes the modal', async () => {
    await siwxKit(true, { holdSignature: true });
    renderPluginView(<SiwxSignMessageView />, kit);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(state().modal.history.at(-1)?.view).toBe('ConnectingSiwe'));
    const { container } = renderPluginView(<ConnectingSiweView />, kit);
    expect(container.querySelector('[aria-busy="true"]')?.textContent).toContain('Continue in your wallet');
    expect(await axeViolations(container)).toEqual([]);
    release?.();
    await waitFor(() => expect(state().siwx?.status).toBe('signedIn'));
    expect(state().siwx?.sessions).toMatchObject([{ address: account.address, caipNetworkId: 'eip155:1' }]);
    expect(state().modal.open).toBe(false);
    expect(disconnects).toBe(0);
  });

  test('behavior: Cancel when sign-in is required disconnects the wallet and closes the modal', async () => {
    await siwxKit(true);
    renderPluginView(<SiwxSignMessageView />, kit);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(disconnects).toBe(1));
    expect(state().modal.open).toBe(false);
    expect(state().connection.status.eip155).not.toBe('connected');
    expect(state().siwx?.sessions).toEqual([]);
  });

  test('behavior: when sign-in is optional the view says so, and Cancel only closes the modal (still connected)', async () => {
    await siwxKit(false);
    const { container } = renderPluginView(<SiwxSignMessageView />, kit, 'light');
    expect(
      screen.getByText('Sign this message to prove you own this wallet. You can skip this step.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Canceling will disconnect you/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(state().modal.open).toBe(false));
    expect(disconnects).toBe(0);
    expect(state().connection.status.eip155).toBe('connected');
  });
});
