/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletSendView } from '../../src/plugins/send/views/WalletSendView';
import { axeViolations, renderPluginView } from './renderPluginView';
import { ALICE, createSendTestKit, type SendTestKit } from './sendTestKit';

// WalletSend's main button (it names what is missing) and the receiver's Paste button (issue 22), as a
// visitor meets them: the send plugin in a real kit, a stub wallet and name API (sendTestKit.ts), and a
// stub Clipboard API per test.

let t: SendTestKit;
const realClipboard = Object.getOwnPropertyDescriptor(globalThis.navigator, 'clipboard');

function stubClipboard(clipboard: unknown) {
  Object.defineProperty(globalThis.navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  t.restore();
  if (realClipboard) Object.defineProperty(globalThis.navigator, 'clipboard', realClipboard);
  else delete (globalThis.navigator as { clipboard?: unknown }).clipboard;
});

async function renderForm() {
  const rendered = renderPluginView(<WalletSendView />, t.kit);
  await screen.findByRole('button', { name: 'Token ETH' });
  return rendered;
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const receiverField = () => screen.getByRole('textbox', { name: 'To (address or name)' }) as HTMLInputElement;
const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const paste = () => screen.queryByRole('button', { name: 'Paste the receiver from the clipboard' });

describe('WalletSend main button (issue 24: AppKit labels, live)', () => {
  test('behavior: it names the missing amount, then the missing address, disabled, then says "Preview Send"', async () => {
    t = await createSendTestKit();
    await renderForm();
    expect(submit().textContent).toBe('Add Amount');
    expect(submit().disabled).toBe(true);
    await userEvent.type(amountField(), '0.5');
    expect(submit().textContent).toBe('Add Address');
    expect(submit().disabled).toBe(true);
    fireEvent.change(receiverField(), { target: { value: ALICE } });
    expect(submit().textContent).toBe('Preview Send');
    expect(submit().disabled).toBe(false);
    // Pressing Enter in a field of an unready form asks nothing of the wallet either.
    await userEvent.clear(amountField());
    expect(submit().textContent).toBe('Add Amount');
    await act(async () => fireEvent.submit(receiverField().form!));
    expect(t.wallet.estimated).toEqual([]);
  });

  test('error: an amount over the balance says "Insufficient Funds" at once, and its message follows the pause', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '2');
    fireEvent.change(receiverField(), { target: { value: ALICE } });
    expect(submit().textContent).toBe('Insufficient Funds');
    expect(submit().disabled).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The amount is more than you can send (1.499979 ETH).',
    );
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1');
    expect(submit().textContent).toBe('Preview Send');
    expect(submit().disabled).toBe(false);
    expect(t.wallet.sent).toEqual([]);
  });

  test('behavior: a typed name resolves while typing, without leaving the field; "Resolving Name…" meanwhile', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '0.5');
    const release = t.names.hold();
    await userEvent.type(receiverField(), 'alice.portico');
    expect(document.activeElement).toBe(receiverField());
    expect(submit().textContent).toBe('Resolving Name…');
    expect(submit().disabled).toBe(true);
    await waitFor(() => expect(t.names.requests).toEqual(['alice.portico']));
    await act(async () => release());
    await screen.findByTestId('send-receiver-profile');
    expect(submit().textContent).toBe('Preview Send');
    expect(document.activeElement).toBe(receiverField());
  });

  test('error: an unknown name makes it "Invalid Address", with the name\'s message under the field', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '0.5');
    await userEvent.type(receiverField(), 'nobody.portico');
    expect((await screen.findByRole('alert')).textContent).toBe('No address found for this name');
    expect(submit().textContent).toBe('Invalid Address');
    expect(submit().disabled).toBe(true);
  });
});

describe('WalletSend Amount field (issue 24)', () => {
  test('behavior: letters, e and a second decimal point are refused; leading zeros go; "." becomes "0."', async () => {
    t = await createSendTestKit();
    await renderForm();
    const field = amountField() as HTMLInputElement;
    await userEvent.type(field, '0a5e.1.2');
    expect(field.value).toBe('5.12');
    expect(t.state().send?.sendTokenAmount).toBe('5.12');
    await userEvent.clear(field);
    await userEvent.type(field, '.');
    expect(field.value).toBe('0.');
    await userEvent.type(field, '25');
    expect(field.value).toBe('0.25');
    expect(submit().textContent).toBe('Add Address');
  });
});

describe('WalletSend Paste', () => {
  test('behavior: Paste puts the clipboard text, trimmed, in the receiver field and resolves a name; axe-clean', async () => {
    stubClipboard({ readText: jest.fn(async () => '  alice.portico \n') });
    t = await createSendTestKit();
    const { container } = await renderForm();
    expect(paste()?.textContent).toBe('Paste');
    await userEvent.click(paste()!);
    await screen.findByTestId('send-receiver-profile');
    expect(receiverField().value).toBe('alice.portico');
    expect(t.state().send?.receiverAddress).toBe(ALICE);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: a pasted malformed address shows its message under the field', async () => {
    stubClipboard({ readText: async () => '0x1234' });
    t = await createSendTestKit();
    await renderForm();
    await userEvent.click(paste()!);
    await screen.findByRole('alert');
    expect(receiverField().value).toBe('0x1234');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid address or a name.');
  });

  test('error: a refused clipboard permission leaves the field as it was, with no message and no unhandled rejection', async () => {
    const refused = Object.assign(new Error('Read permission denied.'), { name: 'NotAllowedError' });
    const readText = jest.fn(async () => Promise.reject(refused));
    stubClipboard({ readText });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      t = await createSendTestKit();
      const { container } = await renderForm();
      await userEvent.click(paste()!);
      await waitFor(() => expect(readText).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(receiverField().value).toBe('');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(container.textContent).not.toContain('denied');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  test('behavior: no Paste button where the Clipboard API has no readText', async () => {
    stubClipboard({ writeText: async () => undefined });
    t = await createSendTestKit();
    await renderForm();
    expect(paste()).toBeNull();
    stubClipboard(undefined);
    t.restore();
    t = await createSendTestKit();
    await renderForm();
    expect(paste()).toBeNull();
  });
});
