/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { createTestKit, renderWithKit } from '../../test/ui/createTestKit';
import { ConnectButton } from '../ui/react/ConnectButton';
import type { AppKit } from './createAppKit';

// Issue 28 Deliver 1: the locale from the option, else the browser's languages, switchable live with
// kit.setLocale; a shipped table is fetched only for a locale other than English.

jest.mock('../ui/react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
const languages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');
afterEach(() => {
  kit.destroy();
  if (languages) Object.defineProperty(window.navigator, 'languages', languages);
  else delete (window.navigator as { languages?: unknown }).languages;
});

const buttonRoot = () => screen.getByRole('button').closest('[data-theme]') as HTMLElement;

test('behavior: kit.setLocale switches the text live, right-to-left for a right-to-left locale, no reload', async () => {
  kit = createTestKit();
  renderWithKit(kit, <ConnectButton />);
  expect(screen.getByRole('button').textContent).toBe('Connect Wallet');
  expect(buttonRoot().getAttribute('dir')).toBe('ltr');

  act(() => kit.setLocale('en-XA'));
  await waitFor(() => expect(screen.getByRole('button').textContent).toMatch(/^\[Çöññéçţ Ŵàļļéţ·+\]$/));
  expect(buttonRoot().getAttribute('lang')).toBe('en-XA');

  act(() => kit.setLocale('ar-XB'));
  await waitFor(() =>
    expect(screen.getByRole('button').textContent).toBe('\u200f\u202eConnect Wallet\u202c\u200f'),
  );
  expect(buttonRoot().getAttribute('dir')).toBe('rtl');

  act(() => kit.setLocale('en'));
  expect(screen.getByRole('button').textContent).toBe('Connect Wallet');
  expect(buttonRoot().getAttribute('dir')).toBe('ltr');
});

test("behavior: without a locale option the browser's first shipped language is used, after the first paint", async () => {
  Object.defineProperty(window.navigator, 'languages', {
    value: ['fi-FI', 'de-CH', 'en'],
    configurable: true,
  });
  const { table } = await import('../ui/i18n/locales/de');
  kit = createTestKit();
  renderWithKit(kit, <ConnectButton />);
  await waitFor(() => expect(screen.getByRole('button').textContent).toBe(table['button.connect']));
  expect(kit.store.getState().options.locale).toBe('de');
});

test("behavior: the host's locale option wins over the browser's languages", async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['de'], configurable: true });
  const { table } = await import('../ui/i18n/locales/fr');
  kit = createTestKit({ locale: 'fr' });
  renderWithKit(kit, <ConnectButton />);
  await waitFor(() => expect(screen.getByRole('button').textContent).toBe(table['button.connect']));
  expect(kit.store.getState().options.locale).toBe('fr');
});

test('error: a string that is no language tag is refused with InvalidLocaleError and changes nothing', () => {
  kit = createTestKit({ locale: 'en' });
  for (const bad of ['', 'not a locale!', 42 as unknown as string]) {
    expect(() => kit.setLocale(bad)).toThrow(expect.objectContaining({ name: 'InvalidLocaleError' }));
  }
  expect(kit.store.getState().options.locale).toBe('en');
  expect(() => createTestKit({ locale: 'x y' })).toThrow(
    expect.objectContaining({ name: 'InvalidLocaleError' }),
  );
});
