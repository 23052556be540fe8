/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { definePlugin } from '../../plugins/definePlugin';
import { optionsSlice } from '../../store/slices/optionsSlice';
import { AppKitProvider } from '../react/AppKitProvider';
import { ConnectButton } from '../react/ConnectButton';
import { createTranslator, interpolate, localeChain } from './createTranslator';
import type { LocaleTables } from './LocalesContext';
import { useT } from './useT';

jest.mock('../react/ModalHost', () => ({ ModalHost: () => null }));

let kit: AppKit;
afterEach(() => {
  kit.destroy();
  jest.restoreAllMocks();
});

const GERMAN: LocaleTables = {
  de: { 'button.connect': 'Wallet verbinden' },
  'pt-BR': { 'modal.close': 'Fechar' },
};

function wrapperFor(locales?: LocaleTables) {
  return ({ children }: { children: ReactNode }) => (
    <AppKitProvider kit={kit} locales={locales}>
      {children}
    </AppKitProvider>
  );
}

describe('useT', () => {
  test('default', () => {
    kit = createTestKit();
    const { result } = renderHook(() => useT(), { wrapper: wrapperFor() });
    expect(result.current('button.connect')).toBe('Connect Wallet');
    expect(result.current('button.network', { name: 'Base' })).toBe('Network: Base');
    expect(result.current('alert.SESSION_EXPIRED')).toBe('Session Expired: please connect again.');
    expect(result.current('toast.signatureDeclined')).toBe('Signature declined');
  });

  test('behavior: the locale option picks the table, missing keys fall back to English', () => {
    kit = createTestKit({ locale: 'de' });
    render(<ConnectButton />, { wrapper: wrapperFor(GERMAN) });
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy();
    const { result } = renderHook(() => useT(), { wrapper: wrapperFor(GERMAN) });
    expect(result.current('modal.close')).toBe('Close');
  });

  test('behavior: a regional locale uses its base language, and a locale change re-renders', () => {
    kit = createTestKit({ locale: 'de-AT' });
    render(<ConnectButton />, { wrapper: wrapperFor(GERMAN) });
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy();
    act(() => void kit.store.dispatch(optionsSlice.actions.localeSet('en')));
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  test('behavior: plugins add strings under their name once their chunk is loaded', async () => {
    const greeter = definePlugin({
      name: 'greeter',
      load: async () => ({ strings: { en: { hello: 'Hello, {name}!' }, de: { hello: 'Hallo, {name}!' } } }),
    });
    kit = createTestKit({ locale: 'de', plugins: [greeter] });
    const { result } = renderHook(() => useT(), { wrapper: wrapperFor() });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(result.current('greeter.hello', { name: 'Ada' })).toBe('greeter.hello');
    await act(() => kit.plugins.load('greeter'));
    expect(result.current('greeter.hello', { name: 'Ada' })).toBe('Hallo, Ada!');
  });

  test('error: a key missing everywhere shows the key and warns once', () => {
    kit = createTestKit();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useT(), { wrapper: wrapperFor() });
    expect(result.current('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(result.current('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('nowhere.to.be.found');
    expect(result.current.has('nowhere.to.be.found')).toBe(false);
  });
});

describe('createTranslator', () => {
  test('default', () => {
    const t = createTranslator({ localeTables: [{ a: 'Ä' }], englishTables: [{ a: 'A', b: 'B {x}' }] });
    expect(t('a')).toBe('Ä');
    expect(t('b', { x: 1 })).toBe('B 1');
  });

  test('behavior: unknown placeholders stay visible, locale chains skip English', () => {
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(localeChain('pt-BR')).toEqual(['pt-BR', 'pt']);
    expect(localeChain('en-GB')).toEqual(['en-GB']);
    expect(localeChain('en')).toEqual([]);
  });

  test('error: a missing key warns through the given function once per key', () => {
    const warn = jest.fn();
    const t = createTranslator({ localeTables: [], englishTables: [], warn });
    t('x.missing.one');
    t('x.missing.one');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
