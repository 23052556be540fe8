import { swapButtonStep } from './swapButtonStep';
import { SWAP_MAX_GAS_RESERVE, SWAP_PRICE_IMPACT_LIMIT } from './swapConstants';
import type { SwapsState } from './swapsSlice';
import type { SwapQuote, SwapToken } from './swapTypes';

// The Swap form's main button, read from the slice as it is (a pure function: no kit needed).

const ETH: SwapToken = {
  id: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoUri: '',
  balance: '1',
};
const USDC: SwapToken = {
  id: 'eip155:1:0x5fbdb2315678afecb367f042d7a1dc4b4a1b3c7a',
  address: '0x5fbdb2315678afecb367f042d7a1dc4b4a1b3c7a',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  logoUri: '',
  balance: '300',
};
const ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d';
const QUOTE: SwapQuote = {
  fromAmount: '250000000',
  toAmount: '83000000000000000',
  path: [USDC.id, ETH.id],
  priceImpact: 0.4,
  fee: '750000',
  minimumReceived: '82170000000000000',
  fetchedAt: 0,
};

function form(patch: Partial<SwapsState> = {}): SwapsState {
  return {
    tokens: [ETH, USDC],
    tokensStatus: 'ready',
    fromToken: USDC,
    toToken: ETH,
    fromAmount: '250',
    quote: QUOTE,
    quoteStatus: 'ready',
    allowance: { tokenId: USDC.id, allowance: '250000000', spender: ROUTER },
    allowanceStatus: 'ready',
    approvalStatus: 'idle',
    swapStatus: 'idle',
    slippage: 1,
    watchers: 0,
    ...patch,
  };
}

const on = { supported: true };

describe('swapButtonStep', () => {
  test('unsupportedNetwork: off the swap networks, whatever the form holds', () => {
    expect(swapButtonStep(form(), { supported: false })).toEqual({ kind: 'unsupportedNetwork' });
    expect(swapButtonStep(undefined, { supported: false })).toEqual({ kind: 'unsupportedNetwork' });
  });

  test('selectToken: before the plugin loaded, or with either token missing', () => {
    expect(swapButtonStep(undefined, on)).toEqual({ kind: 'selectToken' });
    const { toToken: _to, ...noTo } = form();
    expect(swapButtonStep(noTo, on)).toEqual({ kind: 'selectToken' });
    const { fromToken: _from, ...noFrom } = form();
    expect(swapButtonStep(noFrom, on)).toEqual({ kind: 'selectToken' });
  });

  test('enterAmount: no amount, zero on the way to a decimal, or not an amount of the token', () => {
    for (const fromAmount of ['', '  ', '0', '0.', '1.1234567'])
      expect(swapButtonStep(form({ fromAmount }), on)).toEqual({ kind: 'enterAmount' });
  });

  test('insufficientBalance names the symbol; the native token keeps the gas room of a swap', () => {
    expect(swapButtonStep(form({ fromAmount: '300.000001' }), on)).toEqual({
      kind: 'insufficientBalance',
      symbol: 'USDC',
    });
    // The whole balance passes the balance check (here it goes on to the approval of 300).
    expect(swapButtonStep(form({ fromAmount: '300' }), on)).toMatchObject({ kind: 'approve', amount: '300' });
    // 1 ETH held at 1 gwei keeps 250 000 gwei: 0.99975 is the most it can swap.
    const native = {
      fromToken: ETH,
      toToken: USDC,
      gasPrice: '1000000000',
      quote: { ...QUOTE, path: [ETH.id, USDC.id] },
    };
    expect(SWAP_MAX_GAS_RESERVE).toBe(250_000n);
    expect(swapButtonStep(form({ ...native, fromAmount: '0.99975' }), on).kind).toBe('swap');
    expect(swapButtonStep(form({ ...native, fromAmount: '0.99976' }), on)).toEqual({
      kind: 'insufficientBalance',
      symbol: 'ETH',
    });
  });

  test('loadingQuote: an edit dropped the quote and its debounced read has not answered; a refresh keeps the old step', () => {
    const { quote: _q, ...noQuote } = form();
    expect(swapButtonStep({ ...noQuote, quoteStatus: 'idle' }, on)).toEqual({ kind: 'loadingQuote' });
    expect(swapButtonStep({ ...noQuote, quoteStatus: 'loading' }, on)).toEqual({ kind: 'loadingQuote' });
    expect(swapButtonStep(form({ quoteStatus: 'loading' }), on)).toEqual({ kind: 'swap' });
  });

  test('noLiquidity for SwapNoLiquidityError; quoteFailed for any other failure of the quote or allowance', () => {
    const { quote: _q, ...noQuote } = form();
    const failed = (name: string) => ({
      ...noQuote,
      quoteStatus: 'failed' as const,
      quoteError: { name, message: 'x' },
    });
    expect(swapButtonStep(failed('SwapNoLiquidityError'), on)).toEqual({ kind: 'noLiquidity' });
    expect(swapButtonStep(failed('HttpStatusError'), on)).toEqual({ kind: 'quoteFailed' });
    expect(swapButtonStep(form({ allowanceStatus: 'failed' }), on)).toEqual({ kind: 'quoteFailed' });
  });

  test('priceImpactTooHigh above the limit (the limit itself still swaps)', () => {
    expect(swapButtonStep(form({ quote: { ...QUOTE, priceImpact: SWAP_PRICE_IMPACT_LIMIT } }), on).kind).toBe(
      'swap',
    );
    expect(
      swapButtonStep(form({ quote: { ...QUOTE, priceImpact: SWAP_PRICE_IMPACT_LIMIT + 0.01 } }), on),
    ).toEqual({
      kind: 'priceImpactTooHigh',
    });
  });

  test('approve names the symbol, the exact amount in token units and the spender when the allowance is short', () => {
    const short = form({ allowance: { tokenId: USDC.id, allowance: '249999999', spender: ROUTER } });
    expect(swapButtonStep(short, on)).toEqual({
      kind: 'approve',
      symbol: 'USDC',
      amount: '250',
      spender: ROUTER,
    });
    // An allowance read for the token chosen before is no allowance: it is being read again.
    const other = form({ allowance: { tokenId: ETH.id, allowance: '999999999999', spender: ROUTER } });
    expect(swapButtonStep(other, on)).toEqual({ kind: 'loadingQuote' });
  });

  test('swap: the allowance covers the amount, or the native token (never approved) is paid', () => {
    expect(swapButtonStep(form(), on)).toEqual({ kind: 'swap' });
    const { allowance: _a, ...noAllowance } = form({ fromToken: ETH, toToken: USDC, fromAmount: '0.5' });
    expect(swapButtonStep(noAllowance, on)).toEqual({ kind: 'swap' });
  });
});
