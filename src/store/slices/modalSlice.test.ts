import { createTestKitStore } from '../../../test/store/testKitStore';
import { popTransactionStack, pushTransaction } from '../actions/transactionStack';
import type { ViewName } from '../viewNames';
import { modalSlice, type TransactionMode } from './modalSlice';

const { opened, pushed, replaced, reset, wentBack, wentBackTo, closed } = modalSlice.actions;

function setup() {
  const kit = createTestKitStore();
  const modal = () => kit.store.getState().modal;
  const views = () => modal().history.map((e) => e.view);
  return { kit, dispatch: kit.store.dispatch, modal, views };
}

describe('modal router', () => {
  test('default: closed on Connect', () => {
    const { modal, views } = setup();
    expect(modal().open).toBe(false);
    expect(views()).toEqual(['Connect']);
  });

  test('behavior: push, replace, reset and back keep a view history with directions', () => {
    const { dispatch, modal, views } = setup();
    dispatch(opened({ view: 'Connect' }));
    dispatch(pushed({ view: 'AllWallets' }));
    dispatch(pushed({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } }));
    expect(views()).toEqual(['Connect', 'AllWallets', 'ConnectingExternal']);
    expect(modal().history[2]?.data).toEqual({ connectorId: 'io.metamask' });
    expect(modal().direction).toBe('next');
    dispatch(wentBack());
    expect(views()).toEqual(['Connect', 'AllWallets']);
    expect(modal().direction).toBe('prev');
    dispatch(replaced({ view: 'Networks' }));
    expect(views()).toEqual(['Connect', 'Networks']);
    dispatch(reset({ view: 'Account' }));
    expect(views()).toEqual(['Account']);
  });

  test('behavior: pushing the current view again does not grow the history', () => {
    const { dispatch, views } = setup();
    dispatch(pushed({ view: 'AllWallets' }));
    dispatch(pushed({ view: 'AllWallets' }));
    expect(views()).toEqual(['Connect', 'AllWallets']);
  });

  test('behavior: back with one view left closes the modal', () => {
    const { dispatch, modal, views } = setup();
    dispatch(opened({ view: 'Account' }));
    dispatch(wentBack());
    expect(modal().open).toBe(false);
    expect(views()).toEqual(['Account']);
  });

  test('behavior: back closes the modal when the history contains UnsupportedChain', () => {
    const { dispatch, modal } = setup();
    dispatch(opened({ view: 'UnsupportedChain' }));
    dispatch(pushed({ view: 'Networks' }));
    dispatch(wentBack());
    expect(modal().open).toBe(false);
  });

  test('behavior: wentBackTo drops the views above the target; unknown target changes nothing', () => {
    const { dispatch, views } = setup();
    dispatch(pushed({ view: 'AllWallets' }));
    dispatch(pushed({ view: 'ConnectingWalletConnect' }));
    dispatch(wentBackTo({ view: 'Networks' }));
    expect(views()).toEqual(['Connect', 'AllWallets', 'ConnectingWalletConnect']);
    dispatch(wentBackTo({ view: 'Connect' }));
    expect(views()).toEqual(['Connect']);
  });

  test('behavior: closing clears the transaction stack', () => {
    const { kit, dispatch, modal } = setup();
    dispatch(pushTransaction(kit.services, { view: null, mode: 'goBack' }));
    dispatch(closed());
    expect(modal().transactionStack).toEqual([]);
  });
});

describe('transaction stack', () => {
  function withTransaction(mode: TransactionMode, view: ViewName | null) {
    const ctx = setup();
    const calls: string[] = [];
    ctx.dispatch(opened({ view: 'Account' }));
    ctx.dispatch(pushed({ view: 'Networks' }));
    ctx.dispatch(
      pushTransaction(ctx.kit.services, {
        view,
        mode,
        onSuccess: () => calls.push('success'),
        onCancel: () => calls.push('cancel'),
        onError: () => calls.push('error'),
      }),
    );
    ctx.dispatch(pushed({ view: 'ApproveTransaction' }));
    return { ...ctx, calls };
  }

  test('behavior: cancel goes back and runs the cancel callback', () => {
    const { kit, dispatch, views, calls, modal } = withTransaction('reset', 'Account');
    dispatch(popTransactionStack(kit.services, 'cancel'));
    expect(calls).toEqual(['cancel']);
    expect(views()).toEqual(['Account', 'Networks']);
    expect(modal().transactionStack).toEqual([]);
  });

  test('behavior: error goes back and runs the error callback', () => {
    const { kit, dispatch, views, calls } = withTransaction('replace', 'Account');
    dispatch(popTransactionStack(kit.services, 'error'));
    expect(calls).toEqual(['error']);
    expect(views()).toEqual(['Account', 'Networks']);
  });

  test('behavior: success of a goBack entry goes back', () => {
    const { kit, dispatch, views, calls } = withTransaction('goBack', null);
    dispatch(popTransactionStack(kit.services, 'success'));
    expect(calls).toEqual(['success']);
    expect(views()).toEqual(['Account', 'Networks']);
  });

  test('behavior: success of a replace entry replaces the current view', () => {
    const { kit, dispatch, views } = withTransaction('replace', 'AllWallets');
    dispatch(popTransactionStack(kit.services, 'success'));
    expect(views()).toEqual(['Account', 'Networks', 'AllWallets']);
  });

  test('behavior: success of a reset entry resets the history to its view', () => {
    const { kit, dispatch, views, modal } = withTransaction('reset', 'Account');
    dispatch(popTransactionStack(kit.services, 'success'));
    expect(views()).toEqual(['Account']);
    expect(modal().open).toBe(true);
  });

  test('behavior: success with no view closes the modal', () => {
    const { kit, dispatch, modal } = withTransaction('reset', null);
    dispatch(popTransactionStack(kit.services, 'success'));
    expect(modal().open).toBe(false);
  });

  test('behavior: callbacks are released after the pop and popping an empty stack is a no-op', () => {
    const { kit, dispatch, calls, modal } = withTransaction('goBack', null);
    const id = modal().transactionStack[0]!.id;
    dispatch(popTransactionStack(kit.services, 'success'));
    expect(kit.services.has(`transaction:${id}`)).toBe(false);
    dispatch(popTransactionStack(kit.services, 'success'));
    expect(calls).toEqual(['success']);
  });
  test('behavior: the route has changed when a callback runs, so a callback can navigate on from it', () => {
    const ctx = setup();
    ctx.dispatch(opened({ view: 'Account' }));
    ctx.dispatch(
      pushTransaction(ctx.kit.services, {
        view: 'Account',
        mode: 'reset',
        onSuccess: () => ctx.dispatch(pushed({ view: 'Transactions' })),
      }),
    );
    ctx.dispatch(pushed({ view: 'ApproveTransaction' }));
    ctx.dispatch(popTransactionStack(ctx.kit.services, 'success'));
    expect(ctx.views()).toEqual(['Account', 'Transactions']);
  });

  test('behavior: entries pop last in, first out, each with its own callbacks and mode', () => {
    const { kit, dispatch, views, calls } = withTransaction('reset', 'Account');
    dispatch(
      pushTransaction(kit.services, {
        view: null,
        mode: 'goBack',
        onCancel: () => calls.push('inner cancel'),
      }),
    );
    dispatch(pushed({ view: 'Networks' }));
    dispatch(popTransactionStack(kit.services, 'cancel'));
    expect(calls).toEqual(['inner cancel']);
    expect(views()).toEqual(['Account', 'Networks', 'ApproveTransaction']);
    dispatch(popTransactionStack(kit.services, 'success'));
    expect(calls).toEqual(['inner cancel', 'success']);
    expect(views()).toEqual(['Account']);
  });

  test('behavior: closing the modal drops the entries without running them and releases their callbacks', () => {
    const { kit, dispatch, calls, modal } = withTransaction('goBack', null);
    const id = modal().transactionStack[0]!.id;
    dispatch(closed());
    expect(calls).toEqual([]);
    dispatch(pushTransaction(kit.services, { view: null, mode: 'goBack' }));
    expect(kit.services.has(`transaction:${id}`)).toBe(false);
    expect(modal().transactionStack).toHaveLength(1);
  });
});
