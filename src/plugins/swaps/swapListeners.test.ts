import { createSwapTestKit, type SwapTestKit } from '../../../test/plugins/swapTestKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_QUOTE_REFRESH_MS } from './swapConstants';
import { loadSwapTokens } from './swapFlow';
import {
  swapAmountTyped,
  swapFromTokenSelected,
  swapQuoteWatchStarted,
  swapQuoteWatchStopped,
  swapToTokenSelected,
} from './swapsSlice';

// The swaps plugin's listeners with fake timers: a quote once typing pauses, a refresh every
// SWAP_QUOTE_REFRESH_MS while a view watches (stopped when the last one leaves), and a reset when the
// network changes. The convert API, wallet and chain reads are stubs (testing/swapTestKit.ts).

let t: SwapTestKit;
const quotes = () => t.api.requests.filter((r) => r.startsWith('/v1/convert/quotes')).length;

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

async function filled() {
  t = await createSwapTestKit();
  const tokens = await t.kit.store.dispatch(loadSwapTokens()).unwrap();
  jest.useFakeTimers();
  t.kit.store.dispatch(swapFromTokenSelected(tokens.find((x) => x.symbol === 'ETH')!));
  t.kit.store.dispatch(swapToTokenSelected(tokens.find((x) => x.symbol === 'USDC')!));
}

describe('swap listeners (stub convert API, fake timers)', () => {
  test('behavior: typing asks for one quote, SWAP_QUOTE_DEBOUNCE_MS after the last key', async () => {
    await filled();
    for (const typed of ['0', '0.', '0.5']) {
      t.kit.store.dispatch(swapAmountTyped(typed));
      await jest.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS - 1);
    }
    expect(quotes()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(quotes()).toBe(1);
    expect(t.api.requests.find((r) => r.startsWith('/v1/convert/quotes'))).toContain(
      'amount=500000000000000000',
    );
    expect(t.state().swaps?.quote?.toAmount).toBe('1495500000');
  });

  test('edge: an empty amount asks for nothing', async () => {
    await filled();
    t.kit.store.dispatch(swapAmountTyped(''));
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS * 2);
    expect(quotes()).toBe(0);
  });

  test('behavior: while a view watches, the quote is read again every SWAP_QUOTE_REFRESH_MS; never once it left', async () => {
    await filled();
    t.kit.store.dispatch(swapQuoteWatchStarted());
    t.kit.store.dispatch(swapAmountTyped('0.5'));
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS);
    expect(quotes()).toBe(1);
    const first = t.state().swaps!.quote!.fetchedAt;
    t.api.priceFactor = 0.9;
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_REFRESH_MS - 1);
    expect(quotes()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(quotes()).toBe(2);
    expect(t.state().swaps?.quote?.toAmount).toBe('1345950000');
    expect(t.state().swaps!.quote!.fetchedAt).toBeGreaterThan(first);
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_REFRESH_MS);
    expect(quotes()).toBe(3);
    t.kit.store.dispatch(swapQuoteWatchStopped());
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_REFRESH_MS * 3);
    expect(quotes()).toBe(3);
  });

  test('behavior: two watching views share one refresh; it stops only when both left', async () => {
    await filled();
    t.kit.store.dispatch(swapQuoteWatchStarted());
    t.kit.store.dispatch(swapQuoteWatchStarted());
    t.kit.store.dispatch(swapAmountTyped('0.5'));
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS + SWAP_QUOTE_REFRESH_MS);
    expect(quotes()).toBe(2);
    t.kit.store.dispatch(swapQuoteWatchStopped());
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_REFRESH_MS);
    expect(quotes()).toBe(3);
    t.kit.store.dispatch(swapQuoteWatchStopped());
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_REFRESH_MS * 2);
    expect(quotes()).toBe(3);
  });

  test('behavior: a network switch clears the form; a pending quote is not asked for', async () => {
    await filled();
    t.kit.store.dispatch(swapAmountTyped('0.5'));
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    await jest.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS * 2);
    expect(quotes()).toBe(0);
    expect(t.state().swaps).toMatchObject({ fromAmount: '' });
    expect(t.state().swaps?.fromToken).toBeUndefined();
  });
});
