import { createTestKitStore } from '../../../test/store/testKitStore';
import { NOTIFICATION_REOPEN_MS } from '../../core/constants/time';
import { notificationsSlice } from '../slices/notificationsSlice';
import {
  hideNotification,
  NOTIFICATION_AUTO_CLOSE_MS,
  type ShowNotificationParameters,
  showNotification,
} from './showNotification';

describe('showNotification', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const kit = createTestKitStore();
    const showToast = (parameters: ShowNotificationParameters) =>
      kit.store.dispatch(showNotification(kit.services, parameters));
    const show = (message: string, autoClose = true) => showToast({ message, variant: 'info', autoClose });
    return { kit, show, showToast, banner: () => kit.store.getState().notifications };
  }

  test('default: shows at once when nothing is open', () => {
    const { show, banner } = setup();
    show('Copied');
    expect(banner()).toMatchObject({ open: true, message: 'Copied', variant: 'info' });
  });

  test('behavior: an open banner closes and the new one opens 150 ms later', () => {
    const { show, banner } = setup();
    expect(NOTIFICATION_REOPEN_MS).toBe(150);
    show('first', false);
    show('second', false);
    expect(banner()).toMatchObject({ open: false, message: '' });
    jest.advanceTimersByTime(149);
    expect(banner().open).toBe(false);
    jest.advanceTimersByTime(1);
    expect(banner()).toMatchObject({ open: true, message: 'second' });
  });

  test('behavior: a newer call inside the reopen window takes the waiting place, on the same schedule', () => {
    const { show, banner } = setup();
    show('first', false);
    show('second', false);
    jest.advanceTimersByTime(100);
    show('third', false);
    expect(banner().open).toBe(false);
    jest.advanceTimersByTime(49);
    expect(banner().open).toBe(false);
    jest.advanceTimersByTime(1);
    expect(banner()).toMatchObject({ open: true, message: 'third' });
    jest.advanceTimersByTime(1000);
    expect(banner()).toMatchObject({ open: true, message: 'third' });
  });

  test('behavior: the SPEC variants, each with its svg when given', () => {
    const { showToast, banner } = setup();
    for (const variant of ['info', 'success', 'error', 'loading'] as const) {
      showToast({ message: variant, variant, svg: '<svg/>', autoClose: false });
      jest.advanceTimersByTime(NOTIFICATION_REOPEN_MS);
      expect(banner()).toMatchObject({ open: true, message: variant, variant, svg: '<svg/>' });
    }
  });

  test('behavior: auto-close hides the banner; a sticky one stays', () => {
    const { show, banner } = setup();
    show('bye');
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 1);
    expect(banner().open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(banner().open).toBe(false);
    show('stay', false);
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS * 2);
    expect(banner()).toMatchObject({ open: true, message: 'stay' });
  });

  test('behavior: autoClose defaults to on, and to off for loading', () => {
    const { showToast, banner } = setup();
    showToast({ message: 'Sending', variant: 'loading' });
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS * 2);
    expect(banner()).toMatchObject({ open: true, variant: 'loading', autoClose: false });
    showToast({ message: 'Sent', variant: 'success' });
    jest.advanceTimersByTime(NOTIFICATION_REOPEN_MS);
    expect(banner()).toMatchObject({ open: true, message: 'Sent', autoClose: true });
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS);
    expect(banner().open).toBe(false);
  });

  test('behavior: an older toast auto-closing never hides the newer one', () => {
    const { show, banner } = setup();
    show('first');
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 100);
    show('second', false);
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS);
    expect(banner()).toMatchObject({ open: true, message: 'second' });
  });

  test('behavior: hiding resets the banner: message cleared, variant info, no svg', () => {
    const { kit, showToast, banner } = setup();
    showToast({ message: 'Signature declined', variant: 'error', svg: '<svg/>', autoClose: false });
    const { id } = banner();
    kit.store.dispatch(hideNotification(kit.services));
    expect(banner()).toEqual({ id, open: false, message: '', variant: 'info', autoClose: true });
    // The close button dispatches the slice action: same reset.
    showToast({ message: 'Copied', variant: 'success', svg: '<svg/>' });
    kit.store.dispatch(notificationsSlice.actions.hidden());
    expect(banner()).toEqual({ id: id + 1, open: false, message: '', variant: 'info', autoClose: true });
  });

  test('behavior: hiding drops a toast waiting to reopen and the auto-close timer', () => {
    const { kit, show, banner } = setup();
    show('first');
    show('second');
    kit.store.dispatch(hideNotification(kit.services));
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS * 2);
    expect(banner()).toMatchObject({ open: false, message: '' });
    expect(jest.getTimerCount()).toBe(0);
    show('third');
    expect(banner()).toMatchObject({ open: true, message: 'third' });
  });

  test('behavior: destroying the kit cancels pending timers', () => {
    const { kit, show, banner } = setup();
    show('first', false);
    show('second', false);
    kit.services.dispose();
    jest.advanceTimersByTime(1000);
    expect(banner()).toMatchObject({ open: false, message: '' });
    expect(jest.getTimerCount()).toBe(0);
  });
});
