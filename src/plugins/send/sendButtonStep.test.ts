import { sendButtonStep } from './sendButtonStep';
import {
  NameNotFoundError,
  SendAmountAndReceiverRequiredError,
  SendAmountExceedsBalanceError,
  SendAmountInvalidError,
  SendReceiverInvalidError,
} from './sendErrors';
import type { SendState } from './sendSlice';
import { sendStrings } from './sendStrings';
import { NATIVE_TOKEN, type SendToken } from './sendTypes';

const ETH: SendToken = { address: NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18, balance: '1.5' };
const ALICE = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const evm = { namespace: 'eip155' as const, locale: 'en' };
const base: SendState = {
  tokenBalances: [ETH],
  resolving: false,
  estimating: false,
  loading: false,
  feeRateChoice: 'normal',
  keepAlive: true,
};
const filled: SendState = { ...base, token: ETH, sendTokenAmount: '0.5', receiverInput: ALICE };
const step = (send: Partial<SendState> | undefined) =>
  sendButtonStep(send === undefined ? undefined : { ...base, ...send }, evm);
const label = (send: Partial<SendState>) => sendStrings[`button.${step(send)}`];

describe('sendButtonStep (issue 24: AppKit labels, read live)', () => {
  test('default: a valid form is "Preview Send"; each missing input is named by AppKit\'s text', () => {
    expect(label(filled)).toBe('Preview Send');
    expect(label({})).toBe('Select Token');
    expect(step(undefined)).toBe('selectToken');
    expect(label({ token: ETH })).toBe('Add Amount');
    expect(label({ token: ETH, sendTokenAmount: '  ' })).toBe('Add Amount');
    expect(label({ token: ETH, sendTokenAmount: '0.5' })).toBe('Add Address');
    expect(label({ token: ETH, sendTokenAmount: '0.5', receiverInput: ' ' })).toBe('Add Address');
    expect(label({ ...filled, sendTokenAmount: '2' })).toBe('Insufficient Funds');
    expect(label({ ...filled, receiverInput: '0x1234' })).toBe('Invalid Address');
  });

  test("behavior: with several missing, AppKit's order: token, amount, funds, address, address validity", () => {
    expect(step({ receiverInput: '0x1234', sendTokenAmount: '9' })).toBe('selectToken');
    expect(step({ token: ETH, receiverInput: '0x1234' })).toBe('addAmount');
    // An amount over the balance is named before a missing or malformed receiver.
    expect(step({ token: ETH, sendTokenAmount: '2' })).toBe('insufficientFunds');
    expect(step({ token: ETH, sendTokenAmount: '2', receiverInput: '0x1234' })).toBe('insufficientFunds');
    expect(step({ token: ETH, sendTokenAmount: '1', receiverInput: '0x1234' })).toBe('invalidAddress');
  });

  test('behavior: a zero amount is no amount yet; one the token cannot hold is "Invalid Amount"', () => {
    for (const amount of ['0', '0.', '0.000'])
      expect(step({ ...filled, sendTokenAmount: amount })).toBe('addAmount');
    expect(step({ ...filled, sendTokenAmount: '0.1234567890123456789' })).toBe('invalidAmount');
    expect(step({ ...filled, sendTokenAmount: 'abc' })).toBe('invalidAmount');
    expect(step({ ...filled, sendTokenAmount: '1,5' })).toBe('invalidAmount');
    expect(sendButtonStep({ ...filled, sendTokenAmount: '1,5' }, { ...evm, locale: 'de-DE' })).toBe(
      'previewSend',
    );
  });

  test('behavior: the native balance less a known fee is what the amount must fit in', () => {
    const fee = { gas: '21000', gasPrice: '1000000000', fee: '21000000000000', symbol: 'ETH', decimals: 18 };
    expect(step({ ...filled, sendTokenAmount: '1.5' })).toBe('previewSend');
    expect(step({ ...filled, sendTokenAmount: '1.5', fee })).toBe('insufficientFunds');
    expect(step({ ...filled, sendTokenAmount: '1.499979', fee })).toBe('previewSend');
  });

  test('behavior: a typed name is "Resolving Name…" until its address is known', () => {
    expect(label({ ...filled, receiverInput: 'alice.portico' })).toBe('Resolving Name…');
    expect(step({ ...filled, receiverInput: 'alice.portico', resolving: true })).toBe('resolvingName');
    expect(step({ ...filled, receiverInput: 'alice.portico', receiverAddress: ALICE })).toBe('previewSend');
    const notFound = new NameNotFoundError('nobody.portico').toJSON();
    expect(step({ ...filled, receiverInput: 'nobody.portico', error: notFound })).toBe('invalidAddress');
    // An address without 0x (SPEC §5) and a single-case one are addresses; a bad checksum is not.
    expect(step({ ...filled, receiverInput: ALICE.slice(2) })).toBe('previewSend');
    expect(step({ ...filled, receiverInput: ALICE.toLowerCase() })).toBe('previewSend');
    expect(step({ ...filled, receiverInput: `0xa0ee${ALICE.slice(6)}` })).toBe('invalidAddress');
    // On Solana an EVM address is no address.
    expect(sendButtonStep({ ...base, ...filled }, { namespace: 'solana' })).toBe('invalidAddress');
  });

  test("error: the last check's problems keep naming the button until their field is edited", () => {
    const over = new SendAmountExceedsBalanceError('1.49', 'ETH').toJSON();
    expect(step({ ...filled, fieldErrors: { amount: over } })).toBe('insufficientFunds');
    const decimals = new SendAmountInvalidError('tooManyDecimals', 18).toJSON();
    expect(step({ ...filled, fieldErrors: { amount: decimals } })).toBe('invalidAmount');
    const receiver = new SendReceiverInvalidError('checksum').toJSON();
    expect(step({ ...filled, fieldErrors: { receiver } })).toBe('invalidAddress');
    expect(step({ ...filled, fieldErrors: { amount: over, receiver } })).toBe('insufficientFunds');
    // Errors of no field (the fee's deadline) and SPEC §8's joint text do not block a filled form.
    expect(step({ ...filled, error: { name: 'RequestAbortedError', message: 'x' } })).toBe('previewSend');
    const both = new SendAmountAndReceiverRequiredError().toJSON();
    expect(step({ ...filled, error: both, fieldErrors: { amount: both, receiver: both } })).toBe(
      'previewSend',
    );
  });
});
