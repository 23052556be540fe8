import { swapsT as t } from '../../../../test/plugins/swapsTranslator';
import type { SwapButtonStep, SwapToken } from '../swapTypes';
import { SWAP_NATIVE_ADDRESS } from '../swapTypes';
import { filterSwapTokens, suggestedSwapTokens } from './filterSwapTokens';
import { formatPriceImpact, formatSwapAmount, formatSwapBalance } from './formatSwapAmount';
import { swapButtonActs, swapButtonText } from './swapButtonText';
import { swapErrorText } from './swapErrorText';
import { swapProgressText } from './swapProgressText';

const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';

const token = (symbol: string, extra: Partial<SwapToken> = {}): SwapToken => ({
  id: `eip155:31337:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  address: `0x${symbol.toLowerCase().padEnd(40, '0')}`,
  symbol,
  name: `${symbol} token`,
  decimals: 18,
  logoUri: '',
  ...extra,
});

describe('swapButtonText', () => {
  test('default: every step kind has its text, and only approve and swap act', () => {
    const steps: [SwapButtonStep, string, boolean][] = [
      [{ kind: 'unsupportedNetwork' }, 'Network not supported for Swaps', false],
      [{ kind: 'selectToken' }, 'Select token', false],
      [{ kind: 'enterAmount' }, 'Enter amount', false],
      [{ kind: 'insufficientBalance', symbol: 'USDC' }, 'Insufficient USDC balance', false],
      [{ kind: 'loadingQuote' }, 'Fetching the best price…', false],
      [{ kind: 'noLiquidity' }, 'No liquidity for this pair', false],
      [{ kind: 'quoteFailed' }, 'Price not available', false],
      [{ kind: 'priceImpactTooHigh' }, 'Price impact too high', false],
      [{ kind: 'approve', symbol: 'USDC', amount: '250', spender: ROUTER }, 'Approve USDC', true],
      [{ kind: 'swap' }, 'Swap', true],
    ];
    for (const [step, text, acts] of steps) {
      expect(swapButtonText(t, step)).toBe(text);
      expect(swapButtonActs(step)).toBe(acts);
    }
  });
});

describe('formatSwapAmount', () => {
  test('default: small figures keep four significant digits, others four decimals, cut not rounded', () => {
    expect(formatSwapAmount('0.000412345')).toBe('0.0004123');
    expect(formatSwapAmount('1234.567891')).toBe('1234.5678');
    expect(formatSwapAmount('250')).toBe('250');
    expect(formatSwapAmount('0.99999')).toBe('0.9999');
  });

  test('error: nothing, blanks and non-numbers give an empty text, never NaN or undefined', () => {
    for (const bad of [undefined, '', '  ', 'NaN', 'abc', '1e5', 'undefined'])
      expect(formatSwapAmount(bad)).toBe('');
    for (const bad of [undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatPriceImpact(bad)).toBe('');
  });

  test('behavior: price impact reads two decimals, a tiny one reads <0.01', () => {
    expect(formatPriceImpact(2.3456)).toBe('2.34');
    expect(formatPriceImpact(0.004)).toBe('<0.01');
    expect(formatPriceImpact(0)).toBe('0');
  });

  test('behavior: a native balance keeps three decimals, a token two; no balance is empty', () => {
    const eth = token('ETH', { address: SWAP_NATIVE_ADDRESS, balance: '1.23456' });
    expect(formatSwapBalance(eth)).toBe('1.234 ETH');
    expect(formatSwapBalance(token('USDC', { balance: '10.559' }))).toBe('10.55 USDC');
    expect(formatSwapBalance(token('USDC'))).toBe('');
  });
});

describe('filterSwapTokens', () => {
  const eth = token('ETH', { address: SWAP_NATIVE_ADDRESS, name: 'Ether', balance: '1', price: 3000 });
  const usdc = token('USDC', { name: 'USD Coin', balance: '5000', price: 1 });
  const prt = token('PRT', { name: 'Portico Token', balance: '0', price: 2 });
  const dai = token('DAI', { name: 'Dai Stablecoin' });
  const all = [eth, prt, dai, usdc];

  test('default: held tokens first, the most valuable first, then the rest in the API order', () => {
    expect(filterSwapTokens(all, '').map((x) => x.symbol)).toEqual(['USDC', 'ETH', 'PRT', 'DAI']);
  });

  test('behavior: the query matches name, symbol or the start of the address, any case', () => {
    expect(filterSwapTokens(all, 'coin').map((x) => x.symbol)).toEqual(['USDC', 'DAI']);
    expect(filterSwapTokens(all, ' prt ').map((x) => x.symbol)).toEqual(['PRT']);
    expect(
      filterSwapTokens(all, prt.address.slice(0, 8).toUpperCase().replace('0X', '0x')).map((x) => x.symbol),
    ).toEqual(['PRT']);
    expect(filterSwapTokens(all, prt.id).map((x) => x.symbol)).toEqual(['PRT']);
    expect(filterSwapTokens(all, 'zzz')).toEqual([]);
  });

  test('behavior: suggested tokens are those of the list, in the suggested order', () => {
    expect(suggestedSwapTokens(all).map((x) => x.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'PRT']);
  });
});

describe('swapErrorText', () => {
  test('default: the plugin errors read their text with their data', () => {
    expect(
      swapErrorText(t, {
        name: 'SwapInsufficientBalanceError',
        message: 'x',
        data: { symbol: 'USDC', needed: '250', available: '10' },
      }),
    ).toBe('Insufficient USDC balance: 250 needed, 10 available.');
    expect(swapErrorText(t, { name: 'SwapAllowanceError', message: 'x' })).toBe('Failed to check allowance');
    expect(swapErrorText(t, { name: 'SwapsNetworkError', message: 'x' })).toBe(
      'Network not supported for Swaps',
    );
    expect(
      swapErrorText(t, {
        name: 'SwapWouldRevertError',
        message: 'x',
        data: { reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', step: 'swap' },
      }),
    ).toBe(
      'This transaction would fail on chain, so your wallet was not asked: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
    );
  });

  test('error: missing data gives the short text, never a placeholder or undefined', () => {
    expect(swapErrorText(t, { name: 'SwapWouldRevertError', message: 'x', data: { reason: '' } })).toBe(
      'This transaction would fail on chain, so your wallet was not asked.',
    );
    expect(
      swapErrorText(t, { name: 'SwapInsufficientBalanceError', message: 'x', data: { symbol: 'USDC' } }),
    ).toBe('Your balance does not cover this swap.');
  });

  test('error: a refusal in the wallet and an unknown library error read their own texts, not the raw message', () => {
    expect(swapErrorText(t, { name: 'UserRejectedRequestError', message: 'User rejected', code: 4001 })).toBe(
      'Declined in your wallet. Nothing was sent.',
    );
    expect(
      swapErrorText(t, { name: 'ContractFunctionExecutionError', message: 'viem@2 docs: https://…' }),
    ).toBe('Something went wrong');
  });
});

describe('swapProgressText', () => {
  test('default: the approval names the exact amount in the wallet step; the swap uses SPEC’s snackbar', () => {
    const vars = { amount: '250', symbol: 'USDC' };
    expect(swapProgressText(t, 'approve', 'awaitingWallet', vars)).toBe(
      'Approve spending 250 USDC in your wallet',
    );
    expect(swapProgressText(t, 'swap', 'awaitingWallet', vars)).toBe('Confirm transaction in your wallet');
    expect(swapProgressText(t, 'approve', 'idle', vars)).toBeUndefined();
  });
});
