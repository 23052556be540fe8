/** @jest-environment ./test/plugins/jsdomWithEncodingEnvironment.ts */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privateKeyToAccount } from 'viem/accounts';
import { axeViolations, createTestKit, renderWithKit } from '../../../../test/ui/renderWithKit';
import type { AppKit } from '../../../kit/createAppKit';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { loadSiwxPlugin } from '../loadSiwxPlugin';
import { localSiwx } from '../localSiwx';
import { SIWX_PREPARED_MAX_AGE_MS } from '../prepareSiwxMessage';
import { SIWX_WALLET_SERVICE_ID, type SiwxConfig } from '../siwxConfig';
import { siwxMessagePrepared } from '../siwxSlice';
import { SiwxSignMessageView } from './SiwxSignMessageView';

// SIWXSignMessage against a real kit with localSiwx: the app's and the wallet's icons, and the message
// preview, which must be the exact text the wallet is then asked to sign.

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const WALLET_ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

let kit: AppKit;
let signed: string[];

async function signInKit(config: SiwxConfig, wallet: { name: string; icon?: string } | undefined) {
  kit = await createTestKit({
    siwx: config,
    metadata: { name: 'Portico demo', icons: ['https://example.com/portico.png'] },
  });
  signed = [];
  kit.services.set(SIWX_WALLET_SERVICE_ID, {
    signMessage: async (message: string) => {
      signed.push(message);
      return account.signMessage({ message });
    },
    disconnect: async () => undefined,
  });
  await loadSiwxPlugin(kit);
  kit.store.dispatch(
    connectionSlice.actions.connected({
      namespace: 'eip155',
      connectorId: 'io.rabby',
      ...(wallet ? { wallet } : {}),
    }),
  );
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
    }),
  );
  await waitFor(() => expect(kit.store.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage'));
  return kit;
}

const prepared = () => kit.store.getState().siwx?.prepared;

afterEach(() => kit.destroy());

describe('SiwxSignMessageView', () => {
  test("default: the app's and the wallet's icons side by side; Show message reveals the exact text Sign has the wallet sign", async () => {
    await signInKit(localSiwx({ required: true }), { name: 'Rabby Wallet', icon: WALLET_ICON });
    await waitFor(() => expect(prepared()).toBeDefined());
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<SiwxSignMessageView />, kit, theme);
      const icons = container.querySelector('.portico-intro__icons');
      expect([...(icons?.children ?? [])].map((icon) => icon.getAttribute('aria-label'))).toEqual([
        'Portico demo',
        'Rabby Wallet',
      ]);
      expect(icons?.querySelectorAll('img')[1]?.getAttribute('src')).toBe(WALLET_ICON);
      expect(screen.queryByLabelText('Message to sign')).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Show message' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(toggle);
      const box = screen.getByLabelText('Message to sign');
      expect(box.textContent).toBe(prepared()?.message);
      expect(box.textContent).toContain('localhost wants you to sign in with your Ethereum account:');
      expect(box.textContent).toContain(account.address);
      expect(box.textContent).toContain(`Nonce: ${prepared()?.data.nonce}`);
      expect(screen.getByRole('button', { name: 'Hide message' }).getAttribute('aria-expanded')).toBe('true');
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Hide message' }));
      expect(screen.queryByLabelText('Message to sign')).toBeNull();
      unmount();
    }

    renderWithKit(<SiwxSignMessageView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Show message' }));
    const shown = screen.getByLabelText('Message to sign').textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(kit.store.getState().siwx?.status).toBe('signedIn'));
    expect(signed).toEqual([shown]);
  }, 30_000);

  test('behavior: a wallet without an icon shows its initials; no wallet info shows the app icon alone', async () => {
    await signInKit(localSiwx(), { name: 'Rabby Wallet' });
    const { container, unmount } = renderWithKit(<SiwxSignMessageView />, kit);
    const wallet = screen.getByRole('img', { name: 'Rabby Wallet' });
    expect(wallet.textContent).toBe('RW');
    expect(wallet.querySelector('img')).toBeNull();
    unmount();
    kit.destroy();

    await signInKit(localSiwx(), undefined);
    const alone = renderWithKit(<SiwxSignMessageView />, kit);
    expect(alone.container.querySelector('.portico-intro__icons')?.children).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Portico demo' })).toBeTruthy();
    expect(container.textContent).not.toContain('undefined');
  });

  test('error: a nonce that cannot be fetched says so in the box; Sign prepares the message again and signs it', async () => {
    const local = localSiwx();
    let failNonce = true;
    await signInKit(
      {
        ...local,
        getNonce: async (input) => {
          if (failNonce) throw new Error('nonce server down');
          return local.getNonce(input);
        },
      },
      { name: 'Rabby Wallet' },
    );
    await waitFor(() => expect(kit.store.getState().siwx?.preparation).toBe('failed'));
    renderWithKit(<SiwxSignMessageView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Show message' }));
    expect(screen.getByLabelText('Message to sign').textContent).toBe(
      'The message could not be prepared here; Sign prepares it again and your wallet shows it.',
    );
    failNonce = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(kit.store.getState().siwx?.status).toBe('signedIn'));
    expect(signed).toHaveLength(1);
    expect(signed[0]).toContain(account.address);
  });

  test(`behavior: a message prepared over ${SIWX_PREPARED_MAX_AGE_MS / 60_000} minutes ago is prepared again at Sign (a fresh nonce)`, async () => {
    await signInKit(localSiwx(), { name: 'Rabby Wallet' });
    await waitFor(() => expect(prepared()).toBeDefined());
    const old = prepared()!;
    kit.store.dispatch(
      siwxMessagePrepared({ ...old, preparedAt: Date.now() - SIWX_PREPARED_MAX_AGE_MS - 1 }),
    );
    renderWithKit(<SiwxSignMessageView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(kit.store.getState().siwx?.status).toBe('signedIn'));
    expect(signed).toHaveLength(1);
    expect(signed[0]).not.toBe(old.message);
    expect(signed[0]).not.toContain(`Nonce: ${old.data.nonce}`);
    expect(prepared()).toBeUndefined();
  });
});
