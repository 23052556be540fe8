import { createSwapTestKit, type SwapTestKit } from '../../../test/plugins/swapTestKit';
import { acceptAmountInput as acceptSwapAmountInput } from '../../core/format';
import { typeSwapAmount } from './swapAmountInput';
import { swapAmountProblem } from './swapForm';

// The Swap amount field follows Send's rules (issue 24): digits and one decimal mark, nothing else.

describe('acceptSwapAmountInput', () => {
  test.each([
    ['', ''],
    ['5', '5'],
    ['05', '5'],
    ['.', '0.'],
    ['0.5', '0.5'],
    ['1,5', '1.5'],
    [' 12.25 ', '12.25'],
  ])('default: %p is kept as %p in en', (typed, kept) => {
    expect(acceptSwapAmountInput(typed, 'en')).toBe(kept);
  });

  test.each(['1e5', '-1', '+1', '1.2.3', 'abc', '1 000', '0x10'])('error: %p is refused', (typed) => {
    expect(acceptSwapAmountInput(typed, 'en')).toBeUndefined();
  });

  test("behavior: in a locale whose mark is ',' either mark typed shows as ','", () => {
    expect(acceptSwapAmountInput('1.5', 'de-DE')).toBe('1,5');
    expect(acceptSwapAmountInput('1,5', 'de-DE')).toBe('1,5');
  });
});

describe('typeSwapAmount (stub API, stub wallet)', () => {
  let t: SwapTestKit;
  afterEach(() => t.restore());

  test('behavior: an accepted edit reaches the slice; a refused one leaves the field as it was', async () => {
    t = await createSwapTestKit();
    expect(t.kit.store.dispatch(typeSwapAmount('12.5'))).toBe('12.5');
    expect(t.state().swaps?.fromAmount).toBe('12.5');
    expect(t.kit.store.dispatch(typeSwapAmount('12.5e'))).toBe('12.5');
    expect(t.state().swaps?.fromAmount).toBe('12.5');
  });
});

describe('swapAmountProblem', () => {
  const USDC = {
    id: 'eip155:1:0x1',
    address: '0x1',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    logoUri: '',
  };

  test('error: more decimals than the token has is SwapAmountInvalidError with the most it takes', () => {
    expect(swapAmountProblem({ fromToken: USDC, fromAmount: '1.1234567' }, 'en')).toEqual({
      name: 'SwapAmountInvalidError',
      message: 'The amount is not valid (tooManyDecimals)',
      data: { reason: 'tooManyDecimals', maxDecimals: 6 },
    });
  });

  test('default: an amount that reads, or nothing typed, has no problem', () => {
    expect(swapAmountProblem({ fromToken: USDC, fromAmount: '1.5' }, 'en')).toBeUndefined();
    expect(swapAmountProblem({ fromToken: USDC, fromAmount: '' }, 'en')).toBeUndefined();
    expect(swapAmountProblem(undefined, 'en')).toBeUndefined();
  });
});
