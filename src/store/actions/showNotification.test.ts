import { createTestKitStore } from '../testKitStore';
import { NOTIFICATION_AUTO_CLOSE_MS, showNotification } from './showNotification';

describe('showNotification', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const kit = createTestKitStore();
    const show = (message: string, autoClose = true) =>
      kit.store.dispatch(showNotification(kit.services, { message, variant: 'info', autoClose }));
    return { kit, show, banner: () => kit.store.getState().notifications };
  }

  test('default: shows at once when nothing is open', () => {
    const { show, banner } = setup();
    show('Copied');
    expect(banner()).toMatchObject({ open: true, message: 'Copied', variant: 'info' });
  });

  test('behavior: an open banner closes and the new one opens 150 ms later', () => {
    const { show, banner } = setup();
    show('first', false);
    show('second', false);
    expect(banner()).toMatchObject({ open: false, message: 'first' });
    jest.advanceTimersByTime(149);
    expect(banner().open).toBe(false);
    jest.advanceTimersByTime(1);
    expect(banner()).toMatchObject({ open: true, message: 'second' });
  });

  test('behavior: of two calls inside the reopen window the newer wins', () => {
    const { show, banner } = setup();
    show('first', false);
    show('second', false);
    jest.advanceTimersByTime(100);
    show('third', false);
    jest.advanceTimersByTime(150);
    expect(banner()).toMatchObject({ open: true, message: 'third' });
  });

  test('behavior: auto-close hides the banner; a sticky one stays', () => {
    const { show, banner } = setup();
    show('bye');
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS);
    expect(banner().open).toBe(false);
    show('stay', false);
    jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS * 2);
    expect(banner()).toMatchObject({ open: true, message: 'stay' });
  });

  test('behavior: destroying the kit cancels pending timers', () => {
    const { kit, show, banner } = setup();
    show('first', false);
    show('second', false);
    kit.services.dispose();
    jest.advanceTimersByTime(1000);
    expect(banner().message).toBe('first');
    expect(jest.getTimerCount()).toBe(0);
  });
});
