import type { AppKit } from '../../kit/createAppKit';
import { openFromButton } from './openFromButton';

// Issue 24: a kit button swallowed open()'s failure, so a modal that could not open was silent.

afterEach(() => jest.restoreAllMocks());

test('default: opens the view it is given', async () => {
  const open = jest.fn(() => Promise.resolve());
  openFromButton({ open } as unknown as AppKit, 'Account');
  expect(open).toHaveBeenCalledWith({ view: 'Account' });
});

test('error: a failed open reaches the console with its cause, and nothing is thrown or left unhandled', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const cause = new TypeError('page.modalOpened is not a function');
  const rejected = Promise.reject(cause);
  expect(() => openFromButton({ open: () => rejected } as unknown as AppKit, 'Connect')).not.toThrow();
  await rejected.catch(() => undefined);
  await Promise.resolve();
  expect(errors).toHaveBeenCalledWith('[portico] the modal could not open on "Connect"', cause);
});

test('behavior: a failure open() has reported itself (ModalOpenFailedError) is not logged a second time', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reported = Object.assign(new Error('the modal could not open'), { name: 'ModalOpenFailedError' });
  const rejected = Promise.reject(reported);
  openFromButton({ open: () => rejected } as unknown as AppKit, 'Connect');
  await rejected.catch(() => undefined);
  await Promise.resolve();
  expect(errors).not.toHaveBeenCalled();
});
