/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import {
  createTestKit as createViewKit,
  openView,
  renderWithKit as renderView,
} from '../../../test/ui/renderWithKit';
import { spokenDialog } from '../../../test/ui/spokenDialog';
import type { AppKit } from '../../kit/createAppKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { ConnectButton } from '../react/ConnectButton';
import { AccountView } from '../views/AccountView';

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

// Issue 28 Acceptance: what a screen reader says on the Connect and Account views, in English and
// in Arabic, read from top to bottom by a virtual screen reader (@guidepup/virtual-screen-reader) and
// held against a reviewed snapshot (__snapshots__/spokenViews.test.tsx.snap): a label lost, a role
// changed or a string left in English in Arabic shows as a diff to review.

let kit: AppKit;
afterEach(() => kit?.destroy());

describe.each(['en', 'ar'])('spoken views in %s', (locale) => {
  beforeEach(async () => {
    kit = createTestKit({ locale });
    if (locale !== 'en') await waitFor(() => expect(kit.store.getState().options.loadedLocale).toBe(locale));
    renderWithKit(kit, <ConnectButton />);
  });

  test('behavior: the Connect view as a screen reader says it (reviewed snapshot)', async () => {
    await act(async () => {
      await kit.open();
    });
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(await spokenDialog()).toMatchSnapshot();
  });

  test('behavior: the Account view as a screen reader says it (reviewed snapshot)', async () => {
    const viewKit = await createViewKit({ locale });
    if (locale !== 'en')
      await waitFor(() => expect(viewKit.store.getState().options.loadedLocale).toBe(locale));
    viewKit.store.dispatch(
      connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }),
    );
    viewKit.store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: 'eip155',
        address: ADDRESS,
        caipAddress: `eip155:1:${ADDRESS}`,
        balance: '1.23456789',
        balanceSymbol: 'ETH',
      }),
    );
    openView(viewKit, 'Account');
    renderView(
      <div role="dialog" aria-label="Account">
        <AccountView />
      </div>,
      viewKit,
    );
    await screen.findByRole('group', {}, { timeout: 10_000 });
    // The Tokens panel's content is the blockchain API's answer (none here, at its own pace): left out.
    const spoken = await spokenDialog();
    const panel = spoken.findIndex((phrase) => phrase.startsWith('tabpanel'));
    const panelEnd = spoken.findIndex((phrase) => phrase.startsWith('end of tabpanel'));
    expect([...spoken.slice(0, panel + 1), ...spoken.slice(panelEnd)]).toMatchSnapshot();
    viewKit.destroy();
  });
});
