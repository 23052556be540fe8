/** @jest-environment ./test/plugins/jsdomWithEncodingEnvironment.ts */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privateKeyToAccount } from 'viem/accounts';
import { renderPluginView } from '../../../../test/plugins/renderPluginView';
import { createTestKit } from '../../../../test/ui/renderWithKit';
import type { AppKitEvent } from '../../../core/events/appKitEvents';
import type { AppKit } from '../../../kit/createAppKit';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { localSiwx } from '../localSiwx';
import { SIWX_WALLET_SERVICE_ID } from '../siwxConfig';
import { SiwxSignMessageView } from './SiwxSignMessageView';

// AppKit's SIWX click events, raised by SIWXSignMessage's buttons: a real kit with localSiwx and a stub
// wallet (no extension offline) that signs with a real key.

const account = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
let kit: AppKit;
let seen: AppKitEvent['data'][];

async function signInView(): Promise<void> {
  kit = await createTestKit({ siwx: localSiwx({ required: false }) });
  kit.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: (message: string) => account.signMessage({ message }),
    disconnect: async () => undefined,
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
  await waitFor(() => expect(kit.store.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage'));
  seen = [];
  kit.subscribeEvents((event) => seen.push(event.data));
  renderPluginView(<SiwxSignMessageView />, kit);
}

const siwx = { network: 'eip155:1', isSmartAccount: false };
afterEach(() => kit.destroy());

describe('SIWXSignMessage events', () => {
  test('default: Sign is CLICK_SIGN_SIWX_MESSAGE, then SIWX_AUTH_SUCCESS once the session is kept', async () => {
    await signInView();
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(kit.store.getState().siwx?.status).toBe('signedIn'));
    expect(seen.filter((data) => data.event !== 'MODAL_CLOSE')).toEqual([
      { type: 'track', event: 'CLICK_SIGN_SIWX_MESSAGE', properties: siwx },
      { type: 'track', event: 'SIWX_AUTH_SUCCESS', properties: siwx },
    ]);
  });

  test('behavior: Cancel is CLICK_CANCEL_SIWX', async () => {
    await signInView();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(seen).toEqual([
      { type: 'track', event: 'CLICK_CANCEL_SIWX', properties: siwx },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: true } },
    ]);
  });
});
