/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewSend } from '../../src/plugins/send/sendFlow';
import { NATIVE_TOKEN } from '../../src/plugins/send/sendTypes';
import { WalletSendPreviewView } from '../../src/plugins/send/views/WalletSendPreviewView';
import { WalletSendView } from '../../src/plugins/send/views/WalletSendView';
import { modalSlice } from '../../src/store/slices/modalSlice';
import { axeViolations, renderPluginView } from './renderPluginView';
import { ALICE, AVATAR, createSendTestKit, pending, type SendTestKit, USDC } from './sendTestKit';

// The Send views as a visitor meets them: a real kit with the send plugin loaded and an eip155 account
// connected through the store. The wallet and the blockchain API's name and balance answers are stubs
// (test/plugins/sendTestKit.ts): no chain runs in jsdom. e2e/send.e2e.ts runs the same views against
// anvil and the reference API.

let t: SendTestKit;
const send = () => t.state().send!;

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

/** Renders WalletSend and waits for its token list (native, then USDC). */
async function renderForm(theme: 'dark' | 'light' = 'dark') {
  const rendered = renderPluginView(<WalletSendView />, t.kit, theme);
  await screen.findByRole('button', { name: 'Token ETH' });
  return rendered;
}

/** Opens the token picker and picks the token whose row starts with `name`. */
async function chooseToken(name: string) {
  await userEvent.click(tokenPicker());
  await userEvent.click(within(tokenList()).getByRole('button', { name: new RegExp(`^${name}`) }));
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const receiverField = () => screen.getByRole('textbox', { name: 'To (address or name)' });
const tokenPicker = () => screen.getByRole('button', { name: /^Token/ });
const tokenList = () => screen.getByRole('list', { name: 'Tokens you can send' });

/** The alert the field points at through aria-describedby (the accessible error of that field). */
function describedAlert(field: HTMLElement): HTMLElement {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const id = field.getAttribute('aria-describedby');
  const alert = document.getElementById(id ?? '');
  expect(alert?.getAttribute('role')).toBe('alert');
  return alert!;
}

describe('WalletSend view (stub wallet, stub name API)', () => {
  test('default: the token picker lists native then the ERC-20s with balances, native chosen; axe-clean in both themes', async () => {
    t = await createSendTestKit();
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = await renderForm(theme);
      expect(send().token?.address).toBe(NATIVE_TOKEN);
      expect(tokenPicker().textContent).toContain('ETH');
      expect(screen.getByTestId('send-balance').textContent).toBe('Balance: 1.5 ETH');
      expect(screen.getByTestId('send-fee').textContent).toBe('Estimated on review');
      expect(screen.getByRole('button', { name: 'Max: the largest amount you can send' }).textContent).toBe(
        'Max',
      );
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test("behavior: the native token wears its network's shipped logo (no image request: issue 30)", async () => {
    t = await createSendTestKit();
    await renderForm();
    await waitFor(() =>
      expect(tokenPicker().querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/),
    );
  });

  test('behavior: the token picker opens a list of icon, name, symbol, balance and USD value; keys move, Escape closes, focus returns', async () => {
    t = await createSendTestKit();
    const { container } = await renderForm();
    expect(container.querySelector('select')).toBeNull();
    expect(tokenPicker().querySelector('.portico-wallet-image')).not.toBeNull();
    await userEvent.click(tokenPicker());
    expect(tokenPicker().getAttribute('aria-expanded')).toBe('true');
    const rows = within(tokenList()).getAllByRole('button');
    expect(rows).toEqual([
      within(tokenList()).getByRole('button', { name: 'Ether ETH 1.5 ETH $4,500.00' }),
      within(tokenList()).getByRole('button', { name: 'USD Coin USDC 10 USDC $10.00' }),
    ]);
    for (const row of rows) expect(row.querySelector('.portico-wallet-image')).not.toBeNull();
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    // Opening puts focus on the chosen token; arrows move between rows.
    expect(document.activeElement).toBe(rows[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Tokens you can send' })).toBeNull();
    expect(document.activeElement).toBe(tokenPicker());
    expect(send().token?.symbol).toBe('ETH');
    // Keyboard only: open with ArrowDown, move, pick with Enter; the choice is dispatched to the slice.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(send().token?.symbol).toBe('USDC');
    expect(screen.getByRole('button', { name: 'Token USDC' })).toBe(document.activeElement);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: a comma typed is the decimal mark (issue 24); picking USDC shows its balance and Max fills the whole of it', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '0,25');
    expect(send().sendTokenAmount).toBe('0.25');
    expect((amountField() as HTMLInputElement).value).toBe('0.25');
    await chooseToken('USD Coin');
    expect(send().token?.symbol).toBe('USDC');
    expect(screen.getByTestId('send-balance').textContent).toBe('Balance: 10 USDC');
    await userEvent.click(screen.getByRole('button', { name: 'Max: the largest amount you can send' }));
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('10'));
  });

  test('behavior: native Max is the balance minus the estimated fee, and the fee is shown', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Max: the largest amount you can send' }));
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1.499979'));
    expect(screen.getByTestId('send-fee').textContent).toBe('0.000021 ETH');
  });

  test('behavior: a name typed as receiver is resolved on leaving the field; its avatar and name are shown', async () => {
    t = await createSendTestKit();
    const { container } = await renderForm();
    await userEvent.type(receiverField(), 'alice.portico');
    expect(screen.queryByTestId('send-receiver-profile')).toBeNull();
    await act(async () => fireEvent.blur(receiverField()));
    const profile = await screen.findByTestId('send-receiver-profile');
    expect(profile.textContent).toBe('Sending to alice.portico');
    expect(profile.querySelector('img')?.getAttribute('src')).toBe(AVATAR);
    expect(send().receiverAddress).toBe(ALICE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: while the name is looked up the view says so and the button waits', async () => {
    t = await createSendTestKit();
    await renderForm();
    const release = t.names.hold();
    await userEvent.type(amountField(), '0.5');
    await userEvent.type(receiverField(), 'alice.portico');
    await act(async () => fireEvent.blur(receiverField()));
    expect(screen.getByRole('status').textContent).toBe('Looking up the name…');
    expect((screen.getByRole('button', { name: 'Resolving Name…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(async () => release());
    await screen.findByTestId('send-receiver-profile');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('error: an unknown name says "No address found for this name" on the receiver field, accessibly', async () => {
    t = await createSendTestKit();
    const { container } = await renderForm();
    await userEvent.type(amountField(), '0.5');
    await userEvent.type(receiverField(), 'nobody.portico');
    await act(async () => fireEvent.blur(receiverField()));
    await screen.findByRole('alert');
    expect(describedAlert(receiverField()).textContent).toBe('No address found for this name');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('send-receiver-profile')).toBeNull();
    expect(send().sendTokenAmount).toBe('0.5');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('error: Review of an empty form (headless) shows "An amount and receiver address are required" on both fields', async () => {
    t = await createSendTestKit();
    const { container } = await renderForm();
    // The button is disabled while the form is empty (sendFormButtons.test.tsx); a host's own Review still
    // reports SPEC §8's joint text on both fields.
    await act(async () => void (await t.kit.store.dispatch(reviewSend())));
    await screen.findAllByRole('alert');
    expect(describedAlert(amountField()).textContent).toBe('An amount and receiver address are required');
    expect(describedAlert(receiverField()).textContent).toBe('An amount and receiver address are required');
    expect(t.wallet.estimated).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('error: an address with a wrong EIP-55 checksum shows its message on the receiver field only; the wallet is never asked', async () => {
    t = await createSendTestKit();
    const { container } = await renderForm();
    // ALICE with one letter's case changed: still mixed case, so it claims a checksum it does not match.
    const typo = `0xa0ee${ALICE.slice(6)}`;
    await userEvent.type(amountField(), '0.5');
    await userEvent.type(receiverField(), typo);
    // Said once typing pauses; the button cannot be pressed meanwhile.
    expect((screen.getByRole('button', { name: 'Invalid Address' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await screen.findByRole('alert');
    expect(describedAlert(receiverField()).textContent).toBe(
      'This address has an invalid checksum: a letter may be mistyped. Copy it again from its source.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    expect(tokenPicker().getAttribute('aria-invalid')).toBeNull();
    expect(t.wallet.estimated).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: an address typed without 0x (SPEC §5) is accepted and sent to with the prefix', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '0.5');
    await userEvent.type(receiverField(), ALICE.slice(2));
    await userEvent.click(screen.getByRole('button', { name: 'Preview Send' }));
    await waitFor(() => expect(t.wallet.estimated).toHaveLength(1));
    expect(send().receiverAddress).toBe(ALICE);
    expect(t.wallet.estimated[0]).toMatchObject({ to: ALICE });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('behavior: the zero address is accepted with a warning under the receiver field, not an error', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(receiverField(), `0x${'0'.repeat(40)}`);
    await act(async () => fireEvent.blur(receiverField()));
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('This is the zero address: anything sent to it is lost.');
    expect(receiverField().getAttribute('aria-describedby')).toBe(warning.id);
    expect(receiverField().getAttribute('aria-invalid')).toBeNull();
  });

  test('error: a library error at fee estimation (viem, with its version) shows SPEC §8 "Something went wrong", no field marked', async () => {
    t = await createSendTestKit();
    await renderForm();
    t.wallet.estimateGas = async () => {
      throw Object.assign(new Error('Address "0x1" is invalid.\n\nVersion: viem@2.57.20'), {
        name: 'InvalidAddressError',
      });
    };
    await userEvent.type(amountField(), '0.5');
    await userEvent.type(receiverField(), ALICE);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong');
    for (const field of [tokenPicker(), amountField(), receiverField()])
      expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  test('error: Max before any token is listed shows "A token is required" on the token picker', async () => {
    t = await createSendTestKit();
    const list = pending<readonly unknown[]>();
    t.wallet.fetchTokenBalances = () => list.promise;
    const { container } = renderPluginView(<WalletSendView />, t.kit);
    await userEvent.click(screen.getByRole('button', { name: 'Max: the largest amount you can send' }));
    await screen.findByRole('alert');
    expect(describedAlert(tokenPicker()).textContent).toBe('A token is required');
    expect(await axeViolations(container)).toEqual([]);
    await act(async () => list.resolve([]));
  });

  test('error: an amount over the balance names exactly what Max would fill (the balance less the fee), on the amount field', async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '2');
    await userEvent.type(receiverField(), ALICE);
    // Said once typing pauses, with the fee learnt first; the button says "Insufficient Funds".
    expect(screen.getByRole('button', { name: 'Insufficient Funds' })).toBeTruthy();
    await screen.findByRole('alert');
    // Not the rounded balance (1.5 ETH): the stub's fee is 0.000021 ETH, so Max fills 1.499979.
    expect(describedAlert(amountField()).textContent).toBe(
      'The amount is more than you can send (1.499979 ETH).',
    );
    expect(t.wallet.sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Max: the largest amount you can send' }));
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('1.499979'));
  });

  test("error: every field's problem shows at once under its field, and editing one leaves the others", async () => {
    t = await createSendTestKit();
    await renderForm();
    await userEvent.type(amountField(), '2');
    await userEvent.type(receiverField(), '0x1234');
    // Headless Review: in the view, leaving the receiver already reports it and disables the button.
    await act(async () => void (await t.kit.store.dispatch(reviewSend())));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(describedAlert(amountField()).textContent).toBe(
      'The amount is more than you can send (1.499979 ETH).',
    );
    expect(describedAlert(receiverField()).textContent).toBe('Enter a valid address or a name.');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '0.5');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    expect(describedAlert(receiverField()).textContent).toBe('Enter a valid address or a name.');
    expect(t.wallet.sent).toEqual([]);
  });
});

describe('WalletSendPreview view (stub wallet, stub name API)', () => {
  /** Fills the form through the form view, reviews, and renders the preview on its own. */
  async function reviewed(theme: 'dark' | 'light' = 'dark') {
    const form = await renderForm();
    await chooseToken('USD Coin');
    await userEvent.type(amountField(), '2.5');
    await userEvent.type(receiverField(), 'alice.portico');
    await act(async () => fireEvent.blur(receiverField()));
    await screen.findByTestId('send-receiver-profile');
    await act(async () => void (await t.kit.store.dispatch(reviewSend()).unwrap()));
    form.unmount();
    return renderPluginView(<WalletSendPreviewView />, t.kit, theme);
  }

  test('default: amount with token, receiver with name, avatar and address, and the fee; axe-clean in both themes', async () => {
    t = await createSendTestKit();
    (await reviewed()).unmount();
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<WalletSendPreviewView />, t.kit, theme);
      expect(container.querySelector('dl')?.getAttribute('aria-label')).toBe('Send summary');
      expect(screen.getByTestId('send-preview-amount').textContent).toBe('2.5 USDC');
      const receiver = screen.getByTestId('send-preview-receiver');
      expect(receiver.textContent).toBe('alice.portico (0xa0...a79720)');
      expect(receiver.querySelector('img')?.getAttribute('src')).toBe(AVATAR);
      expect(screen.getByTestId('send-preview-fee').textContent).toBe('0.000021 ETH');
      expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: Send hands the transfer to the wallet (stub) and says "Sending…" until it answers', async () => {
    t = await createSendTestKit();
    t.kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    await reviewed();
    const answer = pending<string>();
    t.wallet.send = () => answer.promise;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(t.wallet.sent).toHaveLength(1);
    expect(t.wallet.sent[0]).toMatchObject({ to: USDC });
    const busy = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => answer.resolve(`0x${'cd'.repeat(32)}`));
    expect(t.state().notifications).toMatchObject({ variant: 'success', message: 'Transaction sent' });
  });

  test('error: a wallet rejection (stub, 4001) shows "Signature declined" and keeps the summary', async () => {
    t = await createSendTestKit();
    await reviewed();
    t.wallet.send = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined');
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('2.5 USDC');
  });
});
