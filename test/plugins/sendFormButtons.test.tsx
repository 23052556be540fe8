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
const submit = () =>
  screen.getByRole('button', { name: /^(Review|Enter|Insufficient|Select)/ }) as HTMLButtonElement;
const paste = () => screen.queryByRole('button', { name: 'Paste the receiver from the clipboard' });

describe('WalletSend main button', () => {
  test('behavior: it names the missing amount, then the missing address, disabled, then says Review', async () => {
    t = await createSendTestKit();
    await renderForm();
    expect(submit().textContent).toBe('Enter an amount');
    expect(submit().disabled).toBe(true);
    await userEvent.type(amountField(), '0.5');
    expect(submit().textContent).toBe('Enter an address');
    expect(submit().disabled).toBe(true);
    fireEvent.change(receiverField(), { target: { value: ALICE } });
    expect(submit().textContent).toBe('Review');
    expect(submit().disabled).toBe(false);
    // Pressing Enter in a field of an unready form asks nothing of the wallet either.
    await userEvent.clear(amountField());
    fireEvent.submit(receiverField().form!);
    expect(t.wallet.estimated).toEqual([]);
  });

  test('error: after a Review finds the amount over the balance it says "Insufficient balance" until the amount is edited', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '2');
    fireEvent.change(receiverField(), { target: { value: ALICE } });
    await userEvent.click(submit());
    await screen.findByRole('alert');
    expect(submit().textContent).toBe('Insufficient balance');
    expect(submit().disabled).toBe(true);
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1');
    expect(submit().textContent).toBe('Review');
    expect(submit().disabled).toBe(false);
  });

  test('error: an unknown name makes it "Enter a valid address"', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '0.5');
    await userEvent.type(receiverField(), 'nobody.portico');
    await act(async () => fireEvent.blur(receiverField()));
    await screen.findByRole('alert');
    expect(submit().textContent).toBe('Enter a valid address');
    expect(submit().disabled).toBe(true);
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
