import { HttpStatusError } from '../src/api/apiErrors';
import * as coreRooms from '../src/core/errors/catalogue';
import { PorticoError, serializeError } from '../src/core/errors/defineError';
import { SiweAndSiwxBothSetError } from '../src/kit/optionErrors';
import { TransactionsWithoutAddressError } from '../src/plugins/history/historyErrors';
import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  UnsupportedChainError,
} from '../src/plugins/send/sendErrors';
import { NoActiveCaipNetworkOrClientError, SiwxNotEnabledError } from '../src/plugins/siwx/siwxErrors';

// SPEC §8's thrown messages live in the rooms that throw them (src/core/errors/catalogue.ts lists
// where); this is all of them, so every text is held here word for word.
const catalogue = {
  ...coreRooms,
  HttpStatusError,
  SiweAndSiwxBothSetError,
  TransactionsWithoutAddressError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  UnsupportedChainError,
  NoActiveCaipNetworkOrClientError,
  SiwxNotEnabledError,
};

const classes = Object.entries(catalogue);

test('default: the catalogue holds every SPEC §8 thrown message (50 classes)', () => {
  expect(classes).toHaveLength(50);
});

describe('error catalogue', () => {
  test.each(classes)(
    'default: %s has a stable name and serialises to { name, message }',
    (exportName, ErrorClass) => {
      const error = new (ErrorClass as unknown as new (...args: unknown[]) => PorticoError)('x', 'y');
      expect(error).toBeInstanceOf(PorticoError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(exportName);
      expect(error.message.length).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(error))).toEqual({
        name: exportName,
        message: error.message,
        ...(error.data ? { data: error.data } : {}),
      });
    },
  );

  test.each([
    [
      new catalogue.TransactionsWithoutAddressError(),
      "Transactions can't be fetched without an accountAddress",
    ],
    [new catalogue.SiweAndSiwxBothSetError(), 'Cannot set both `siweConfig` and `siwx` options'],
    [new catalogue.RegisterNameError('alice'), 'Error registering name alice'],
    [
      new catalogue.NamespaceNotConfiguredError('solana'),
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    ],
    [new catalogue.EmailThrottleError(12), 'Please try again after 12 seconds'],
    [
      new catalogue.SwitchChainFailedError(10),
      "Failed to switch to chain 'eip155:10'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.",
    ],
    [new catalogue.JsonRpcProviderNotFoundError('eip155:1'), 'JSON-RPC provider for eip155:1 not found'],
    [new catalogue.InvalidCaip10AddressError('x'), 'Invalid CAIP-10 address: x'],
    [new catalogue.InvalidCaip2NetworkIdError('y'), 'Invalid CAIP-2 network id: y'],
    [new catalogue.HttpStatusError(404), 'HTTP status code: 404'],
    [new catalogue.FrameError(), 'An error occurred'],
    [new catalogue.FrameError('Invalid code'), 'Invalid code'],
    [
      new catalogue.MissingAppKitError('useAppKitEvents'),
      'Please call "createAppKit" before using "useAppKitEvents" hook',
    ],
  ])('behavior: catalogue message %# has the SPEC text', (error, message) => {
    expect(error.message).toBe(message);
  });

  test('behavior: serializeError turns anything into a plain object with no stack', () => {
    expect(serializeError(new catalogue.RequestAbortedError())).toEqual({
      name: 'RequestAbortedError',
      message: 'Request was aborted',
    });
    expect(serializeError({ code: 4001, message: 'User rejected the request.' })).toEqual({
      name: 'Error',
      message: 'User rejected the request.',
      code: 4001,
    });
    expect(serializeError('boom')).toEqual({ name: 'Error', message: 'boom' });
    expect(serializeError(undefined)).toEqual({ name: 'Error', message: 'Something went wrong' });
    expect(serializeError(null)).toEqual({ name: 'Error', message: 'Something went wrong' });
  });

  test('behavior: an error carries structured data, so callers never parse its message', () => {
    const error = new catalogue.EmailThrottleError(12);
    expect(error.message).toBe('Please try again after 12 seconds');
    expect(error.data).toEqual({ secondsLeft: 12 });
    expect(serializeError(error)).toEqual({
      name: 'EmailThrottleError',
      message: 'Please try again after 12 seconds',
      data: { secondsLeft: 12 },
    });
    // Data crossing a boundary as a plain object keeps only primitive fields.
    expect(serializeError({ name: 'X', message: 'm', data: { n: 1, deep: { a: 1 } } })).toEqual({
      name: 'X',
      message: 'm',
      data: { n: 1 },
    });
  });
});
