import { PorticoError } from '../../core/errors/defineError';
import * as errors from './payErrors';
import { PAY_ERROR_CODES, PAY_ERROR_MESSAGES, toPayError } from './payErrors';

/** The error classes the room exports (defineError classes have a static `errorName`). */
const classes = Object.values(errors).filter(
  (value) => typeof value === 'function' && 'errorName' in value,
) as unknown as Array<new () => PorticoError>;

describe('payErrors', () => {
  test("default: AppKit Pay's 16 codes, each with its message", () => {
    expect(PAY_ERROR_CODES).toHaveLength(16);
    expect(Object.keys(PAY_ERROR_MESSAGES).sort()).toEqual([...PAY_ERROR_CODES].sort());
    expect(PAY_ERROR_MESSAGES.INVALID_RECIPIENT).toBe('Invalid recipient address');
    expect(PAY_ERROR_MESSAGES.UNABLE_TO_GET_PAY_URL).toBe('Unable to get payment URL');
  });

  test('behavior: every code has its class, whose instances carry the code, and every class maps to a code', () => {
    const codes = classes.map((Class) => new Class().code);
    for (const code of PAY_ERROR_CODES) expect(codes).toContain(code);
    for (const code of codes) expect(PAY_ERROR_CODES).toContain(code);
  });

  test('behavior: an instance keeps AppKit message, its detail as data, and serialises with both', () => {
    const error = new errors.PayInvalidAmountError('0 is not more than 0');
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.toJSON()).toEqual({
      name: 'PayInvalidAmountError',
      message: 'Invalid payment amount: 0 is not more than 0',
      code: 'INVALID_AMOUNT',
      data: { detail: '0 is not more than 0' },
    });
  });

  test('behavior: toPayError keeps an AppKit code and gives any other its fallback, the old code as causeCode', () => {
    const own = new errors.PayUrlError().toJSON();
    expect(toPayError(own)).toEqual(own);
    expect(
      toPayError(
        { name: 'UserRejectedRequestError', message: 'User rejected the request.', code: 4001 },
        'GENERIC_PAYMENT_ERROR',
      ),
    ).toEqual({
      name: 'UserRejectedRequestError',
      message: 'User rejected the request.',
      code: 'GENERIC_PAYMENT_ERROR',
      data: { causeCode: 4001 },
    });
    expect(toPayError({ name: 'Error', message: 'Something went wrong' }).code).toBe('UNKNOWN_ERROR');
  });
});
