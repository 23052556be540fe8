import type { SerializedError } from '../../../core/errors/defineError';
import { createTranslator } from '../../../ui/i18n/createTranslator';
import { en } from '../../../ui/i18n/en';
import { viewStrings } from '../../../ui/i18n/viewStrings.en';
import { sendStrings } from '../sendStrings';
import { sendErrorField, sendErrorText } from './sendErrorText';

// The English tables as the modal has them once the send plugin has loaded (its keys under `send.`).
const send = Object.fromEntries(Object.entries(sendStrings).map(([key, text]) => [`send.${key}`, text]));
const t = createTranslator({
  localeTables: [],
  englishTables: [en, viewStrings, send],
  warn: () => undefined,
});
// The error as it reaches the view (the Solana adapter's SolanaInsufficientRentError, serialised).
const rent = (data: Record<string, string>): SerializedError => ({
  name: 'SolanaInsufficientRentError',
  message: 'The transaction would leave an account below its rent-exempt minimum',
  data,
});

describe('sendErrorText', () => {
  test('default: a send error of the plugin reads its own text', () => {
    expect(sendErrorText(t, { name: 'SendTokenRequiredError', message: 'x' })).toBe('A token is required');
  });

  test('behavior: a Solana rent refusal with its minimum tells the receiver or the sender what to do', () => {
    const minimum = { minimumLamports: '890880', minimum: '0.00089088', symbol: 'SOL' };
    expect(sendErrorText(t, rent({ account: 'receiver', address: 'To111', ...minimum }))).toBe(
      'A new Solana account must receive at least 0.00089088 SOL, its minimum balance (rent). Send at least that much. Nothing was sent.',
    );
    expect(sendErrorText(t, rent({ account: 'sender', address: 'From111', ...minimum }))).toBe(
      'Your account must keep at least 0.00089088 SOL, its minimum balance on Solana (rent). Send less. Nothing was sent.',
    );
  });

  test('behavior: a token account the sender cannot pay the rent of names that rent', () => {
    const rentOf = { account: 'tokenAccount', address: 'Ata111', minimum: '0.00203928', symbol: 'SOL' };
    expect(sendErrorText(t, rent(rentOf))).toBe(
      'The receiver has no account for this token yet. Opening it costs 0.00203928 SOL (rent), more than your account holds. Add SOL and try again. Nothing was sent.',
    );
  });

  test('behavior: without the minimum (the node could not be asked) the rent text names no amount', () => {
    expect(sendErrorText(t, rent({ account: 'receiver', address: 'To111', symbol: 'SOL' }))).toBe(
      'The network refused this transfer: it would leave a Solana account below its minimum balance (rent). Nothing was sent.',
    );
  });

  test('error: an error nobody has a text for shows SPEC §8 "Something went wrong", never its raw message', () => {
    const viem = {
      name: 'InvalidAddressError',
      message: 'Address "0xAb" is invalid.\n\nVersion: viem@2.57.20',
    };
    expect(sendErrorText(t, viem)).toBe('Something went wrong');
    expect(sendErrorText(t, { name: 'SendTransactionError', message: 'Simulation failed' })).toBe(
      'Something went wrong',
    );
  });

  test('behavior: a receiver refused for its checksum reads the checksum text; for its format the usual one', () => {
    const receiver = (reason: string): SerializedError => ({
      name: 'SendReceiverInvalidError',
      message: 'x',
      data: { reason },
    });
    expect(sendErrorText(t, receiver('checksum'))).toBe(
      'This address has an invalid checksum: a letter may be mistyped. Copy it again from its source.',
    );
    expect(sendErrorText(t, receiver('format'))).toBe('Enter a valid address or a name.');
  });

  test('behavior: each error names its field; an error about no field (network, wallet) leaves them all valid', () => {
    expect(sendErrorField({ name: 'SendReceiverInvalidError', message: 'x' })).toBe('receiver');
    expect(sendErrorField({ name: 'SendAmountAndReceiverRequiredError', message: 'x' })).toBe('form');
    expect(sendErrorField({ name: 'InvalidAddressError', message: 'x' })).toBe('none');
  });
});
