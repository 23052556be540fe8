/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishSource } from '../../../test/i18n/englishSource';
import { emailKitWith } from '../../../test/plugins/emailTestHarness';
import { fakeEmbeddedWallet } from '../../../test/plugins/fakeEmbeddedWallet';
import { ALICE, createSendTestKit } from '../../../test/plugins/sendTestKit';
import { createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import { spokenDialog } from '../../../test/ui/spokenDialog';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { table as arabic } from '../i18n/locales/ar';
import { ConnectButton } from '../react/ConnectButton';

// Issue 28 Acceptance: what a screen reader says on the Send view and the e-mail views (the e-mail
// entry on Connect, the code step), each also with an error, in English and in Arabic. The virtual
// screen reader (@guidepup/virtual-screen-reader) reads the open modal from top to bottom; what it
// says is held against a reviewed snapshot (__snapshots__/spokenSendAndEmail.test.tsx.snap), and the
// lines that matter (heading, field labels, the button's state, the error) are asserted here too.
// The wallet, the blockchain API (Send) and the embedded wallet (e-mail) are STUBS: no chain and no
// e-mail frame run in jsdom (test/plugins/sendTestKit.ts, fakeEmbeddedWallet.ts).

const EMAIL = 'ada@example.com';
const emailKit = emailKitWith(createAppKit);

let kit: AppKit | undefined;
let restore: (() => void) | undefined;
afterEach(() => {
  kit?.destroy();
  restore?.();
  kit = undefined;
  restore = undefined;
});

/** Switches `target` to `locale` and waits for its table; English is built in. */
async function useLocale(target: AppKit, locale: string): Promise<void> {
  if (locale === 'en') return;
  act(() => target.setLocale(locale));
  await waitFor(() => expect(target.store.getState().options.loadedLocale).toBe(locale));
}

/** Opens the modal of `target` (on `view` when given) inside the app, as a host page does. */
async function openModal(target: AppKit, view?: 'WalletSend'): Promise<void> {
  renderWithKit(target, <ConnectButton />);
  await act(async () => {
    await target.open(view ? { view } : {});
  });
}

/**
 * `text(key, values)`: the string of `key` in `locale`, as shown. Right-to-left text isolates each
 * value it fills in (U+2068 ... U+2069), so an address never scrambles (docs/i18n.md).
 */
function textIn(locale: string) {
  return (key: string, values: Record<string, string> = {}) => {
    const source = locale === 'ar' ? arabic[key] : englishSource[key];
    if (source === undefined) throw new Error(`no string ${key} in ${locale}`);
    return source.replace(/\{(\w+)\}/g, (_, name: string) =>
      locale === 'ar' ? `\u2068${values[name]}\u2069` : (values[name] ?? ''),
    );
  };
}

/** True when `spoken` says `phrases` one after the other (an alert: "alert", its text, "end of alert"). */
const saysInOrder = (spoken: string[], ...phrases: string[]) =>
  spoken.join('\n').includes(phrases.join('\n'));

/** Nothing left unfilled: no "undefined", no `{placeholder}` said as such. */
const allFilledIn = (spoken: string[]) => !/undefined|\{\w+\}/.test(spoken.join('\n'));

/** In Arabic, what is left of the spoken phrases once the reader's own (English) role words are gone. */
function latinWordsIn(spoken: string[], allowed: RegExp): string[] {
  const roleWords =
    /\b(end of|dialog|modal|heading|level \d|button|textbox|placeholder|form|group|alert|status|list|listitem|paragraph|term|definition|disabled|invalid|not busy|not expanded|expanded|required)\b/g;
  return spoken
    .map((phrase) => phrase.replace(allowed, '').replace(roleWords, ''))
    .flatMap((rest) => rest.match(/[A-Za-z]{2,}/g) ?? []);
}

describe.each(['en', 'ar'])('spoken Send and e-mail views in %s', (locale) => {
  const text = textIn(locale);

  test('behavior: the e-mail entry on Connect, then an invalid address announced (reviewed snapshot)', async () => {
    kit = createTestKit({
      locale,
      features: { analytics: false, email: true, socials: false, emailShowWallets: false },
    });
    await useLocale(kit, locale);
    await openModal(kit);
    const field = await screen.findByRole('textbox', { name: text('connect.emailLabel') });
    const entry = await spokenDialog();
    expect(entry).toMatchSnapshot();
    expect(entry).toContain(`heading, ${text('view.Connect.title')}, level 2`);
    expect(entry).toContain(
      `textbox, ${text('connect.emailLabel')}, placeholder ${text('connect.emailPlaceholder')}`,
    );
    expect(entry).toContain(`button, ${text('connect.emailContinue')}`);

    await userEvent.type(field, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: text('connect.emailContinue') }));
    await screen.findByRole('alert');
    const refused = await spokenDialog();
    expect(refused).toMatchSnapshot();
    const invalid = text('connect.emailInvalid');
    expect(refused).toContain(`textbox, ${text('connect.emailLabel')}, not-an-email, ${invalid}, invalid`);
    expect(saysInOrder(refused, 'alert', invalid, 'end of alert')).toBe(true);
    expect(allFilledIn([...entry, ...refused])).toBe(true);
    if (locale === 'ar') expect(latinWordsIn([...entry, ...refused], /not-an-email/g)).toEqual([]);
  });

  test('behavior: the e-mail code step, then a short code announced (reviewed snapshot)', async () => {
    kit = (await emailKit('EmailVerifyOtp', { email: EMAIL }, fakeEmbeddedWallet())) as unknown as AppKit;
    await useLocale(kit, locale);
    renderWithKit(kit, <ConnectButton />);
    const field = await screen.findByRole('textbox', { name: text('email.codeLabel') });
    const code = await spokenDialog();
    expect(code).toMatchSnapshot();
    expect(code).toContain(`heading, ${text('email.view.EmailVerifyOtp.title')}, level 2`);
    expect(code).toContain(text('email.codeSentTo', { email: EMAIL }));
    expect(code).toContain(`textbox, ${text('email.codeLabel')}`);
    expect(code).toContain(`button, ${text('email.verify')}`);
    expect(code).toContain(`button, ${text('email.resend')}`);

    await userEvent.type(field, '123');
    await userEvent.click(screen.getByRole('button', { name: text('email.verify') }));
    await screen.findByRole('alert');
    const refused = await spokenDialog();
    expect(refused).toMatchSnapshot();
    const incomplete = text('email.codeIncomplete');
    expect(refused).toContain(`textbox, ${text('email.codeLabel')}, 123, ${incomplete}, invalid`);
    expect(saysInOrder(refused, 'alert', incomplete, 'end of alert')).toBe(true);
    expect(allFilledIn([...code, ...refused])).toBe(true);
    if (locale === 'ar') expect(latinWordsIn([...code, ...refused], /ada@example\.com/g)).toEqual([]);
  });

  test('behavior: the Send view, then an amount over the balance announced (reviewed snapshot)', async () => {
    const send = await createSendTestKit();
    kit = send.kit;
    restore = () => send.restore();
    await useLocale(kit, locale);
    await openModal(kit, 'WalletSend');
    await waitFor(() => expect(screen.getByTestId('send-balance').textContent).toContain('1.5'));
    const form = await spokenDialog();
    expect(form).toMatchSnapshot();
    expect(form).toContain(`heading, ${text('send.view.WalletSend.title')}, level 2`);
    expect(form).toContain(`textbox, ${text('send.amount')}`);
    expect(form).toContain(
      `textbox, ${text('send.receiver')}, placeholder ${text('send.receiverPlaceholder')}`,
    );
    expect(form).toContain(`button, ${text('send.button.addAmount')}, disabled`);

    await userEvent.type(screen.getByRole('textbox', { name: text('send.amount') }), '2');
    await userEvent.type(screen.getByRole('textbox', { name: text('send.receiver') }), ALICE);
    await screen.findByRole('alert');
    const refused = await spokenDialog();
    expect(refused).toMatchSnapshot();
    const over = text('send.error.SendAmountExceedsBalanceError', { balance: '1.499979', symbol: 'ETH' });
    expect(saysInOrder(refused, 'alert', over, 'end of alert')).toBe(true);
    expect(refused).toContain(`button, ${text('send.button.insufficientFunds')}, disabled`);
    expect(allFilledIn([...form, ...refused])).toBe(true);
    if (locale === 'ar')
      expect(latinWordsIn([...form, ...refused], new RegExp(`${ALICE}|alice\\.portico|ETH`, 'g'))).toEqual(
        [],
      );
  });
});
