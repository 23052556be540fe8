import { ethereum } from '../core/networks/chains/evm';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { alertsSlice } from '../store/slices/alertsSlice';
import { createAppKit } from './createAppKit';

const make = (debug: boolean, onWarn: (message: string) => void) =>
  createAppKit({
    projectId: '',
    storageNamespace: 'alerts',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
    debug,
    onWarn,
  });

describe('debug (AppKit option)', () => {
  test('default: off, an alert stays in the modal only', () => {
    const onWarn = jest.fn();
    const kit = make(false, onWarn);
    kit.store.dispatch(alertsSlice.actions.alertRaised({ id: 'SESSION_EXPIRED' }));
    expect(onWarn).not.toHaveBeenCalled();
    kit.destroy();
  });

  test('behavior: on, every alert raised (the one at start too) is reported through onWarn', () => {
    const onWarn = jest.fn();
    const kit = make(true, onWarn);
    expect(onWarn.mock.calls[0]?.[0]).toMatch(/^\[portico\] alert PROJECT_ID_NOT_CONFIGURED: /);
    kit.store.dispatch(alertsSlice.actions.alertRaised({ id: 'SESSION_EXPIRED' }));
    expect(onWarn.mock.calls[1]?.[0]).toMatch(/^\[portico\] alert SESSION_EXPIRED: /);
    kit.destroy();
    // A destroyed kit reports nothing more.
    kit.store.dispatch(alertsSlice.actions.alertRaised({ id: 'UNVERIFIED_DOMAIN' }));
    expect(onWarn).toHaveBeenCalledTimes(2);
  });
});
