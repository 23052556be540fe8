import { ethereum } from '../core/networks/chains/evm';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { type AppKit, createAppKit } from './createAppKit';

// Issue 24, Deliver 1: a throw inside open() is never silent. What was thrown reaches the console,
// the modal is closed again and the error notification (SPEC §3) is shown, and open() rejects with
// ModalOpenFailedError carrying the cause. A bad argument still rejects before anything changed.

let kit: AppKit;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  kit = createAppKit({
    projectId: 'test',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  kit.destroy();
  consoleError.mockRestore();
});

/** A store subscriber that throws whenever the modal is open (what the Vite 7 build's did). */
const throwWhileOpen = (cause: Error) =>
  kit.store.subscribe(() => {
    if (kit.store.getState().modal.open) throw cause;
  });

describe('open() failures', () => {
  test('error: a throw while opening is logged with its cause, closes the modal, shows the error toast and rejects', async () => {
    const cause = new Error('subscriber exploded');
    throwWhileOpen(cause);
    const opening = kit.open({ view: 'Networks' });
    await expect(opening).rejects.toMatchObject({
      name: 'ModalOpenFailedError',
      message: 'The modal could not open on "Networks"',
      data: { view: 'Networks' },
      cause,
    });
    expect(consoleError).toHaveBeenCalledWith('[portico] the modal could not open on "Networks"', cause);
    const state = kit.store.getState();
    expect(state.modal.open).toBe(false);
    expect(state.notifications).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Something went wrong',
    });
  });

  test('behavior: a store that keeps throwing does not hide the first failure', async () => {
    const cause = new Error('first');
    const stopFirst = throwWhileOpen(cause);
    const again = new Error('again');
    const stopAgain = kit.store.subscribe(() => {
      if (kit.store.getState().notifications.open) throw again;
    });
    await expect(kit.open()).rejects.toMatchObject({ name: 'ModalOpenFailedError', cause });
    stopFirst();
    stopAgain();
    expect(consoleError.mock.calls[0]).toEqual(['[portico] the modal could not open on "Connect"', cause]);
    expect(consoleError).toHaveBeenCalledWith(
      '[portico] after a failed open(), showing the error notification failed too',
      again,
    );
    // The reducers still ran: the modal is closed and the toast is in the state for the layer to draw.
    expect(kit.store.getState().modal.open).toBe(false);
    expect(kit.store.getState().notifications.variant).toBe('error');
  });

  test('default: a bad argument rejects with its own error and changes nothing, nothing logged', async () => {
    await expect(kit.open({ view: 'NoSuchView' as 'Connect' })).rejects.toMatchObject({
      name: 'UnknownViewError',
    });
    expect(kit.store.getState().modal.open).toBe(false);
    expect(kit.store.getState().notifications.open).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('default: a kit that opens fine logs nothing and resolves', async () => {
    await expect(kit.open()).resolves.toBeUndefined();
    expect(kit.store.getState().modal.open).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
