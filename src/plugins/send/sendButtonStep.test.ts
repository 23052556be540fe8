import { sendButtonStep } from './sendButtonStep';
import {
  SendAmountAndReceiverRequiredError,
  SendAmountExceedsBalanceError,
  SendAmountInvalidError,
  SendReceiverInvalidError,
} from './sendErrors';
import type { SendState } from './sendSlice';
import { NATIVE_TOKEN, type SendToken } from './sendTypes';

const ETH: SendToken = { address: NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18, balance: '1.5' };
const base: SendState = { tokenBalances: [ETH], resolving: false, estimating: false, loading: false };
const filled: SendState = { ...base, token: ETH, sendTokenAmount: '0.5', receiverInput: 'alice.portico' };

describe('sendButtonStep', () => {
  test('names the first missing input in the order of the form: token, amount, receiver', () => {
    expect(sendButtonStep(undefined)).toBe('selectToken');
    expect(sendButtonStep(base)).toBe('selectToken');
    expect(sendButtonStep({ ...base, token: ETH })).toBe('enterAmount');
    expect(sendButtonStep({ ...base, token: ETH, sendTokenAmount: '  ' })).toBe('enterAmount');
    expect(sendButtonStep({ ...base, token: ETH, sendTokenAmount: '0.5', receiverInput: ' ' })).toBe(
      'enterAddress',
    );
  });

  test('a filled form is ready for Review; a resolved address counts as a receiver', () => {
    expect(sendButtonStep(filled)).toBe('review');
    const resolved = { ...base, token: ETH, sendTokenAmount: '1', receiverAddress: '0x' + '1'.repeat(40) };
    expect(sendButtonStep(resolved)).toBe('review');
  });

  test("the last Review's problems name the button until their field is edited", () => {
    const over = new SendAmountExceedsBalanceError('1.49', 'ETH').toJSON();
    expect(sendButtonStep({ ...filled, fieldErrors: { amount: over } })).toBe('insufficientBalance');
    const malformed = new SendAmountInvalidError('notANumber').toJSON();
    expect(sendButtonStep({ ...filled, fieldErrors: { amount: malformed } })).toBe('invalidAmount');
    const receiver = new SendReceiverInvalidError('checksum').toJSON();
    expect(sendButtonStep({ ...filled, fieldErrors: { receiver } })).toBe('invalidAddress');
    // The amount comes first in the form, so it is named first.
    expect(sendButtonStep({ ...filled, fieldErrors: { amount: over, receiver } })).toBe(
      'insufficientBalance',
    );
  });

  test("a name lookup's failure (the form's error) names the receiver; errors of no field do not", () => {
    const notFound = { name: 'NameNotFoundError', message: 'No address found for this name' };
    expect(sendButtonStep({ ...filled, error: notFound })).toBe('invalidAddress');
    expect(sendButtonStep({ ...filled, error: { name: 'RequestAbortedError', message: 'x' } })).toBe(
      'review',
    );
    const both = new SendAmountAndReceiverRequiredError().toJSON();
    expect(sendButtonStep({ ...filled, fieldErrors: { amount: both, receiver: both } })).toBe('review');
  });
});
