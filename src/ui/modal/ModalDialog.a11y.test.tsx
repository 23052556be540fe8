/** @jest-environment jsdom */

import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { connectTestAccount, createTestKit, renderWithKit, viewTitle } from '../../../test/ui/createTestKit';
import type { ThemeMode } from '../../core/constants/theme';
import type { AppKit } from '../../kit/createAppKit';
import { definePlugin } from '../../plugins/definePlugin';
import { alertsSlice } from '../../store/slices/alertsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import type { ViewName } from '../../store/viewNames';
import { AppKitButton } from '../react/AppKitButton';
import { NetworkButton } from '../react/NetworkButton';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

let kit: AppKit;
afterEach(() => kit.destroy());

async function violations(element: Element): Promise<string[]> {
  // jsdom has no layout or canvas, so colour contrast is left to the Chromium e2e run.
  const results = await axe.run(element, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['dark', 'light'] as ThemeMode[])('accessibility in the %s theme', (themeMode) => {
  beforeEach(() => {
    kit = createTestKit({ themeMode });
  });

  test('default', async () => {
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    act(() => void kit.store.dispatch(modalSlice.actions.pushed({ view: 'AllWallets' })));
    act(() => kit.showNotification({ message: 'Copied', variant: 'success', autoClose: false }));
    act(() => void kit.store.dispatch(alertsSlice.actions.alertRaised({ id: 'SESSION_EXPIRED' })));
    const dialog = await screen.findByRole('dialog', { name: viewTitle('AllWallets') });
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(await violations(dialog.closest('[data-portico-root]')!)).toEqual([]);
  });

  test('behavior: loading, failed and switched-off view bodies are clean too', async () => {
    kit.destroy();
    kit = createTestKit({
      themeMode,
      plugins: [
        definePlugin({ name: 'slow', views: ['SlowView'], load: () => new Promise(() => undefined) }),
        definePlugin({ name: 'broken', views: ['BrokenView'], load: () => Promise.reject(new Error('404')) }),
      ],
    });
    renderWithKit(kit, <span />);
    act(() => void kit.open({ view: 'SlowView' }));
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);
    await act(() => kit.open({ view: 'BrokenView' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);
    act(() => void kit.store.dispatch(modalSlice.actions.opened({ view: 'NoSuchView' as ViewName })));
    expect((await screen.findByRole('status')).textContent).toContain('not available');
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);
  });

  test('behavior: the buttons in every state are clean', async () => {
    const { container } = renderWithKit(
      kit,
      <>
        <AppKitButton />
        <NetworkButton />
      </>,
    );
    expect(await violations(container)).toEqual([]);
    act(() => connectTestAccount(kit, { balance: '1.5', balanceSymbol: 'ETH' }));
    expect(await violations(container)).toEqual([]);
  });
});

// The test plugins' views, declared as a host declares its own plugin's views.
declare module '../../store/viewNames' {
  interface PluginViewNames {
    a11yTest: 'SlowView' | 'BrokenView';
  }
}
