/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, createTestKit, openView, renderWithKit } from '../../../test/ui/renderWithKit';
import { pushTransaction } from '../../store/actions/transactionStack';
import { modalSlice } from '../../store/slices/modalSlice';
import { APPROVE_TRANSACTION_SLOT_ID, ApproveTransactionView } from './ApproveTransactionView';

describe('ApproveTransactionView', () => {
  test('default', async () => {
    const kit = await createTestKit();
    openView(kit, 'ApproveTransaction');
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<ApproveTransactionView />, kit, theme);
      const slot = container.querySelector(`#${APPROVE_TRANSACTION_SLOT_ID}`);
      expect(slot).not.toBeNull();
      expect(slot!.textContent).toContain('Approve the request in the secure window.');
      expect(screen.getByRole('status').textContent).toBe('Waiting for approval');
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: Cancel pops the transaction stack, goes back and runs the cancel callback', async () => {
    const kit = await createTestKit();
    openView(kit, 'Account');
    const onCancel = jest.fn();
    kit.store.dispatch(pushTransaction(kit.services, { view: null, mode: 'goBack', onCancel }));
    kit.store.dispatch(modalSlice.actions.pushed({ view: 'ApproveTransaction' }));
    renderWithKit(<ApproveTransactionView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(kit.store.getState().modal.transactionStack).toEqual([]);
    expect(kit.store.getState().modal.history.map((e) => e.view)).toEqual(['Account']);
  });

  test('behavior: Cancel with an empty transaction stack just goes back', async () => {
    const kit = await createTestKit();
    openView(kit, 'Account');
    kit.store.dispatch(modalSlice.actions.pushed({ view: 'ApproveTransaction' }));
    renderWithKit(<ApproveTransactionView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(kit.store.getState().modal.history.map((e) => e.view)).toEqual(['Account']);
  });
});
