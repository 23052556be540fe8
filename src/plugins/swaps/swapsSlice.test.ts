import { swapQuoteKey, swapsSlice } from './swapsSlice';
import type { SwapQuote, SwapToken } from './swapTypes';

// The swaps slice's reducers: what each edit keeps and drops.

const token = (symbol: string, address: string): SwapToken => ({
  id: `eip155:1:${address}`,
  address,
  symbol,
  name: symbol,
  decimals: 18,
  logoUri: '',
});
const ETH = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
const USDC = { ...token('USDC', '0x5fbdb2315678afecb367f042d7a1dc4b4a1b3c7a'), decimals: 6 };
const PRT = token('PRT', '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512');
const QUOTE: SwapQuote = {
  fromAmount: '1',
  toAmount: '2',
  path: [ETH.id, USDC.id],
  priceImpact: 0,
  fee: '0',
  minimumReceived: '1',
  fetchedAt: 1,
};

const { actions, reducer } = swapsSlice;
const start = () => reducer(undefined, { type: 'init' });

/** A form: ETH -> USDC, 1.5 typed, a quote for it. */
function filled() {
  let state = reducer(start(), actions.swapTokensListed({ network: 'eip155:1', tokens: [ETH, USDC, PRT] }));
  state = reducer(state, actions.swapFromTokenSelected(ETH));
  state = reducer(state, actions.swapToTokenSelected(USDC));
  state = reducer(state, actions.swapAmountTyped('1.5'));
  return reducer(state, actions.swapQuoteReceived({ key: swapQuoteKey(state), quote: QUOTE }));
}

describe('swapsSlice', () => {
  test('default: an empty form with SPEC §9 slippage 1, nothing loading', () => {
    expect(start()).toMatchObject({
      tokens: [],
      fromAmount: '',
      slippage: 1,
      quoteStatus: 'idle',
      watchers: 0,
    });
  });

  test('behavior: a quote is kept for the form it was asked for; an edit drops it and its error', () => {
    const state = filled();
    expect(state.quote).toEqual(QUOTE);
    const typed = reducer(state, actions.swapAmountTyped('2'));
    expect(typed.quote).toBeUndefined();
    expect(typed.quoteStatus).toBe('idle');
    // A late answer for the amount typed before is dropped.
    const late = reducer(typed, actions.swapQuoteReceived({ key: swapQuoteKey(state), quote: QUOTE }));
    expect(late.quote).toBeUndefined();
  });

  test("behavior: choosing the other side's token swaps the sides", () => {
    const state = reducer(filled(), actions.swapFromTokenSelected(USDC));
    expect([state.fromToken?.symbol, state.toToken?.symbol]).toEqual(['USDC', 'ETH']);
    const back = reducer(state, actions.swapToTokenSelected(USDC));
    expect([back.fromToken?.symbol, back.toToken?.symbol]).toEqual(['ETH', 'USDC']);
  });

  test('behavior: switching direction swaps the tokens and takes the amount given (the quote output)', () => {
    const state = reducer(filled(), actions.swapDirectionSwitched({ fromAmount: '4500' }));
    expect([state.fromToken?.symbol, state.toToken?.symbol, state.fromAmount]).toEqual([
      'USDC',
      'ETH',
      '4500',
    ]);
    expect(state.quote).toBeUndefined();
    const kept = reducer(filled(), actions.swapDirectionSwitched());
    expect(kept.fromAmount).toBe('1.5');
  });

  test("behavior: another network's token list drops the chosen tokens; the same network's refreshes them", () => {
    const fresh = reducer(
      filled(),
      actions.swapTokensListed({ network: 'eip155:1', tokens: [{ ...ETH, balance: '3' }, USDC] }),
    );
    expect(fresh.fromToken?.balance).toBe('3');
    expect(fresh.quote).toEqual(QUOTE);
    const other = reducer(filled(), actions.swapTokensListed({ network: 'eip155:8453', tokens: [] }));
    expect(other.fromToken).toBeUndefined();
    expect(other.quote).toBeUndefined();
  });

  test('behavior: a failure keeps the form filled; success empties the amount and keeps the tokens and hash', () => {
    const failed = reducer(
      filled(),
      actions.swapFailed({ name: 'UserRejectedRequestError', message: 'x', code: 4001 }),
    );
    expect(failed).toMatchObject({ fromAmount: '1.5', swapStatus: 'idle', quote: QUOTE });
    const done = reducer(filled(), actions.swapSucceeded({ hash: '0xabc' }));
    expect(done).toMatchObject({ fromAmount: '', swapStatus: 'done', lastHash: '0xabc' });
    expect(done.fromToken?.symbol).toBe('ETH');
  });

  test('behavior: swapsReset clears the form but keeps the list, the hashes and the watchers', () => {
    let state = reducer(filled(), actions.swapQuoteWatchStarted());
    state = reducer(state, actions.swapSucceeded({ hash: '0xabc' }));
    state = reducer(state, actions.swapsReset());
    expect(state).toMatchObject({ tokens: [ETH, USDC, PRT], lastHash: '0xabc', watchers: 1, fromAmount: '' });
    expect(state.fromToken).toBeUndefined();
  });

  test('edge: the watchers never go below zero', () => {
    expect(reducer(start(), actions.swapQuoteWatchStopped()).watchers).toBe(0);
  });
});
