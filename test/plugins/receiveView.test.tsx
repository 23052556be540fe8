/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppKit } from '../../src/kit/createAppKit';
import { ReceiveView } from '../../src/plugins/receive/views/ReceiveView';
import { AppKitProvider } from '../../src/react';
import { chainsSlice } from '../../src/store/slices/chainsSlice';
import { connectionSlice } from '../../src/store/slices/connectionSlice';
import { modalSlice } from '../../src/store/slices/modalSlice';
import { createTestKit } from '../ui/renderWithKit';
import { decodeQrSvg, qrSvgParts } from './receiveQr';
import { axeViolations, renderPluginView } from './renderPluginView';

// The Receive view as a visitor meets it: a real kit (Ethereum, Base, Solana) with the receive plugin
// loaded and an eip155 account connected through the store, as an adapter would. The clipboard is the
// only stub: jsdom has none.

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
let kit: AppKit;
let clipboardText: string | undefined;

/** Installs a stub clipboard (jsdom has none); `refuse` makes it reject as a denied permission would. */
function stubClipboard({ refuse = false } = {}): void {
  clipboardText = undefined;
  const writeText = async (text: string) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    clipboardText = text;
  };
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function connect(account: Record<string, unknown> = {}): void {
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      ...account,
    }),
  );
}

async function receiveKit(): Promise<AppKit> {
  kit = await createTestKit();
  await kit.plugins.load('receive');
  return kit;
}

const qrText = () => decodeQrSvg(qrSvgParts(screen.getByRole('img', { name: 'QR code of your address' })));

afterEach(() => {
  jest.useRealTimers();
  kit.destroy();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Receive view', () => {
  test('behavior: the address is one line cut in the middle (the last 6 characters stay), and the QR carries the network logo and still decodes', async () => {
    await receiveKit();
    connect();
    renderPluginView(<ReceiveView />, kit);
    const line = screen.getByTestId('portico-receive-address');
    // Issue 22: it wrapped anywhere, breaking the address mid-string over two lines.
    expect(line.style.whiteSpace).toBe('nowrap');
    expect(line.style.overflowWrap).not.toBe('anywhere');
    const [head, tail] = Array.from(line.children) as HTMLElement[];
    expect(head?.style.textOverflow).toBe('ellipsis');
    expect(tail?.textContent).toBe('169EE7');
    expect(line.textContent).toBe(ADDRESS);
    expect(line.getAttribute('title')).toBe(ADDRESS);
    const qr = screen.getByRole('img', { name: 'QR code of your address' });
    const mark = qr.querySelector('[data-qr-logo]');
    expect(mark).not.toBeNull();
    expect(mark?.querySelector('image')?.getAttribute('href') ?? mark?.textContent).toBeTruthy();
    expect(qrText()).toBe(ADDRESS);
  });

  test('default: the QR decodes (jsQR) to the address, the address is written in full, the networks of its namespace are listed; axe-clean in both themes', async () => {
    await receiveKit();
    connect();
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<ReceiveView />, kit, theme);
      expect(qrText()).toBe(ADDRESS);
      expect(screen.getByTestId('portico-receive-address').textContent).toBe(ADDRESS);
      const networks = within(screen.getByRole('group', { name: 'Networks you can receive on' }));
      expect(networks.getAllByRole('button').map((b) => b.getAttribute('data-network'))).toEqual([
        'eip155:1',
        'eip155:8453',
      ]);
      expect(networks.getByRole('button', { name: 'Base' })).toBeTruthy();
      expect(networks.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByText('Send only assets on Ethereum to this address.')).toBeTruthy();
      expect(screen.queryByTestId('portico-receive-name')).toBeNull();
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: the account name is shown above the QR when the account has one', async () => {
    await receiveKit();
    connect({ profileName: 'vitalik.eth' });
    renderPluginView(<ReceiveView />, kit);
    expect(screen.getByRole('heading', { name: 'vitalik.eth' })).toBeTruthy();
    expect(qrText()).toBe(ADDRESS);
  });

  test('behavior: Copy puts the address on the clipboard (stub clipboard) and says "Address copied" until the confirmation times out', async () => {
    jest.useFakeTimers();
    stubClipboard();
    await receiveKit();
    connect();
    renderPluginView(<ReceiveView />, kit);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(clipboardText).toBe(ADDRESS);
    expect(status.textContent).toBe('Address copied');
    await act(async () => jest.advanceTimersByTimeAsync(1999));
    expect(status.textContent).toBe('Address copied');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(status.textContent).toBe('');
  });

  test('error: a clipboard that refuses (stub clipboard) gives "Could not copy to the clipboard" and the view stays', async () => {
    stubClipboard({ refuse: true });
    await receiveKit();
    connect();
    renderPluginView(<ReceiveView />, kit);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(screen.getByRole('status').textContent).toBe('Could not copy to the clipboard');
    expect(clipboardText).toBeUndefined();
    expect(qrText()).toBe(ADDRESS);
  });

  test('behavior: picking another network presses it and names it in the hint; the QR stays the address', async () => {
    await receiveKit();
    connect();
    renderPluginView(<ReceiveView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Base' }));
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Send only assets on Base to this address.')).toBeTruthy();
    expect(qrText()).toBe(ADDRESS);
  });

  test('behavior: with no account it offers to connect (no "undefined", no QR) and the offer opens Connect', async () => {
    await receiveKit();
    kit.store.dispatch(modalSlice.actions.opened({ view: 'WalletReceive' }));
    const { container } = renderPluginView(<ReceiveView />, kit);
    expect(screen.getByText('Connect a wallet to receive to its address.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toContain('undefined');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    expect(kit.store.getState().modal.history.map((entry) => entry.view)).toEqual(['Connect']);
  });

  test('behavior: in the modal, Account -> Receive opens the WalletReceive view titled Receive, whose QR decodes to the address', async () => {
    kit = await createTestKit();
    connect();
    render(<AppKitProvider kit={kit} />);
    await act(() => kit.open({ view: 'Account' }));
    const features = within(await screen.findByRole('group', { name: 'Wallet features' }));
    await userEvent.click(features.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('img', { name: 'QR code of your address' })).toBeTruthy();
    expect(kit.store.getState().modal.history.at(-1)?.view).toBe('WalletReceive');
    expect(within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent).toBe('Receive');
    expect(qrText()).toBe(ADDRESS);
  });
});
