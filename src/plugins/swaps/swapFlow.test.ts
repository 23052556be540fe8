import {
  APPROVAL_HASH,
  createSwapTestKit,
  HASH,
  id,
  LONELY,
  NATIVE_ID,
  PRT,
  ROUTER,
  type SwapTestKit,
  USDC,
} from '../../../test/plugins/swapTestKit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { selectSwapButtonStep } from './swapButtonStep';
import { fetchSwapQuote, loadSwapTokens, setSwapMaxAmount, switchSwapDirection } from './swapFlow';
import { selectSwapPreview } from './swapSelectors';
import { swapAmountTyped, swapFromTokenSelected, swapToTokenSelected } from './swapsSlice';
import { approveSwap, executeSwap } from './swapTransactions';
import type { SwapQuote } from './swapTypes';

// The swap thunks driven headless through a real kit with the plugin loaded. The convert and balance
// API, the wallet and the chain reads are stubs (testing/swapTestKit.ts); the same flow against anvil,
// the reference API and a real adapter is swapFlow.integration.test.ts.

let t: SwapTestKit;
const swaps = () => t.state().swaps!;

afterEach(() => t.restore());

/** Lists the tokens, picks `from` and `to` by symbol, types `amount`, and reads the quote. */
async function fill(from: string, to: string, amount: string) {
  const tokens = await t.kit.store.dispatch(loadSwapTokens()).unwrap();
  t.kit.store.dispatch(swapFromTokenSelected(tokens.find((x) => x.symbol === from)!));
  t.kit.store.dispatch(swapToTokenSelected(tokens.find((x) => x.symbol === to)!));
  t.kit.store.dispatch(swapAmountTyped(amount));
  return t.kit.store.dispatch(fetchSwapQuote());
}

/** The AppKit swap events a host receives (`kit.subscribeEvents`), in order. */
function events() {
  const raised: { event: string; properties?: object }[] = [];
  const stop = t.kit.subscribeEvents((event) => {
    const data = event.data as { event: string; properties?: object };
    if (/SWAP/.test(data.event)) raised.push({ event: data.event, properties: data.properties });
  });
  return { raised, stop };
}

describe('swap thunks (stub convert API, stub wallet, stub chain)', () => {
  test('default: the token list is native first with the balances of the balance endpoint and the API prices', async () => {
    t = await createSwapTestKit();
    const tokens = await t.kit.store.dispatch(loadSwapTokens()).unwrap();
    expect(tokens.map((x) => [x.id, x.symbol, x.balance, x.price])).toEqual([
      [NATIVE_ID, 'ETH', '1.5', 3000],
      [id(USDC), 'USDC', '300', 1],
      [id(PRT), 'PRT', '0', 0.5],
      [id(LONELY), 'LONELY', '0', 2],
    ]);
    expect(swaps().gasPrice).toBe('1000000000');
  });

  test('behavior: a quote keeps the minimum received (1 % slippage) and the preview reads it', async () => {
    t = await createSwapTestKit();
    const quote = (await fill('USDC', 'PRT', '250')).payload as SwapQuote;
    // 250 USDC at $1 into PRT at $0.5, less the stub pool's 0.3 %: 498.5 PRT; 1 % less: 493.515.
    expect(quote.toAmount).toBe('498500000000000000000');
    expect(quote.minimumReceived).toBe('493515000000000000000');
    expect(t.api.requests.find((r) => r.startsWith('/v1/convert/quotes'))).toContain(
      `from=${encodeURIComponent(id(USDC))}`,
    );
    const preview = selectSwapPreview(t.state())!;
    expect(preview).toMatchObject({
      fromAmount: '250',
      toAmount: '498.5',
      rate: '1.994',
      minimumReceived: '493.515',
      priceImpact: 0.4,
      priceImpactHigh: false,
      route: ['USDC', '0xcf7e…0fc9', 'PRT'],
    });
    // Two pools guessed at 180 000 gas x 1 gwei x $3000 = $0.54 until the swap is simulated.
    expect(preview.networkFeeUsd).toBeCloseTo(0.54, 6);
  });

  test('error: a pair without a pool is SwapNoLiquidityError and the button says so', async () => {
    t = await createSwapTestKit();
    const result = await fill('USDC', 'LONELY', '10');
    expect(result.payload).toMatchObject({ name: 'SwapNoLiquidityError' });
    expect(swaps().quoteStatus).toBe('failed');
    expect(selectSwapButtonStep(t.state())).toEqual({ kind: 'noLiquidity' });
  });

  test('error: a failing quote API is a failed quote, not "no liquidity"', async () => {
    t = await createSwapTestKit();
    t.api.failQuotes = true;
    const result = await fill('USDC', 'PRT', '10');
    expect(result.payload).toMatchObject({ name: 'HttpStatusError', code: 500 });
    expect(selectSwapButtonStep(t.state())).toEqual({ kind: 'quoteFailed' });
  });

  test('error: off the swap networks the list empties and nothing is asked of the API', async () => {
    t = await createSwapTestKit();
    await t.kit.store.dispatch(loadSwapTokens());
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:11155111' }));
    t.api.requests.length = 0;
    const result = await t.kit.store.dispatch(loadSwapTokens());
    expect(result.payload).toMatchObject({
      name: 'SwapsNetworkError',
      message: 'Network not supported for Swaps',
    });
    expect(t.api.requests).toEqual([]);
    expect(selectSwapButtonStep(t.state())).toEqual({ kind: 'unsupportedNetwork' });
  });

  test('behavior: Max fills the whole ERC-20 balance, and the native balance less the gas room of a swap', async () => {
    t = await createSwapTestKit();
    await fill('USDC', 'ETH', '1');
    expect(await t.kit.store.dispatch(setSwapMaxAmount()).unwrap()).toBe('300');
    t.kit.store.dispatch(switchSwapDirection());
    expect(swaps().fromToken?.symbol).toBe('ETH');
    // 1.5 ETH less 250 000 gas x 1 gwei.
    expect(await t.kit.store.dispatch(setSwapMaxAmount()).unwrap()).toBe('1.49975');
  });

  test('behavior: switching direction takes the quote output as the new amount paid', async () => {
    t = await createSwapTestKit();
    await fill('USDC', 'PRT', '250');
    t.kit.store.dispatch(switchSwapDirection());
    expect([swaps().fromToken?.symbol, swaps().toToken?.symbol, swaps().fromAmount]).toEqual([
      'PRT',
      'USDC',
      '498.5',
    ]);
  });

  test('behavior: approve builds the exact amount, simulates it, names amount and spender, and keeps the allowance', async () => {
    t = await createSwapTestKit();
    await fill('USDC', 'PRT', '250');
    expect(selectSwapButtonStep(t.state())).toEqual({
      kind: 'approve',
      symbol: 'USDC',
      amount: '250',
      spender: ROUTER,
    });
    const toasts: string[] = [];
    const stop = t.kit.store.subscribe(() => {
      const message = t.state().notifications.message;
      if (message && toasts.at(-1) !== message) toasts.push(message);
    });
    const approved = await t.kit.store.dispatch(approveSwap()).unwrap();
    stop();
    expect(approved).toEqual({ hash: APPROVAL_HASH, amount: '250000000', spender: ROUTER });
    expect(t.api.requests.find((r) => r.startsWith('/v1/convert/build-approve'))).toContain(
      'amount=250000000',
    );
    expect(t.chain.calls[0]).toMatchObject({ to: USDC, value: '0' });
    expect(toasts).toContain('Approve 250 USDC for 0x7a25…488d in your wallet');
    expect(swaps()).toMatchObject({ approvalStatus: 'done', lastApprovalHash: APPROVAL_HASH });
    expect(selectSwapButtonStep(t.state())).toEqual({ kind: 'swap' });
  });

  test('behavior: a swap refreshes the quote, simulates, asks the wallet, and ends with events, toast and an empty amount', async () => {
    t = await createSwapTestKit();
    t.api.allowance = 10n ** 12n;
    await fill('USDC', 'PRT', '250');
    const { raised, stop } = events();
    const result = await t.kit.store
      .dispatch(executeSwap({ successMessage: 'Swapped USDC for PRT' }))
      .unwrap();
    stop();
    expect(result).toMatchObject({ hash: HASH, fromAmount: '250000000', toAmount: '498500000000000000000' });
    expect(t.api.requests.filter((r) => r.startsWith('/v1/convert/quotes'))).toHaveLength(2);
    expect(t.chain.calls).toHaveLength(1);
    expect(t.wallet.sent).toEqual([{ to: ROUTER, data: '0x38ed1739', value: 0n, gas: 150_000n }]);
    const properties = {
      isSmartAccount: false,
      network: 'eip155:1',
      swapFromToken: id(USDC),
      swapToToken: id(PRT),
      swapFromAmount: '250',
      swapToAmount: '498.5',
    };
    expect(raised).toEqual([
      { event: 'INITIATE_SWAP', properties },
      { event: 'SWAP_SUCCESS', properties },
    ]);
    expect(swaps()).toMatchObject({ fromAmount: '', swapStatus: 'done', lastHash: HASH });
    expect(t.state().notifications).toMatchObject({ message: 'Swapped USDC for PRT', variant: 'success' });
    // The form opened again reads the balances of after the swap, not a cached read of before it.
    t.api.usdcBalance = 50;
    const tokens = await t.kit.store.dispatch(loadSwapTokens()).unwrap();
    expect(tokens.find((token) => token.symbol === 'USDC')?.balance).toBe('50');
  });

  test('error: a simulation that reverts is SwapWouldRevertError with the reason; the wallet is not asked, the form stays', async () => {
    t = await createSwapTestKit();
    await fill('ETH', 'USDC', '0.5');
    t.chain.result = { ok: false, reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' };
    const { raised, stop } = events();
    const result = await t.kit.store.dispatch(executeSwap());
    stop();
    expect(result.payload).toMatchObject({
      name: 'SwapWouldRevertError',
      data: { reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', step: 'swap' },
    });
    expect(t.wallet.sent).toEqual([]);
    expect(raised).toEqual([]);
    expect(swaps()).toMatchObject({
      fromAmount: '0.5',
      swapStatus: 'idle',
      error: { name: 'SwapWouldRevertError' },
    });
  });

  test('error: a price moved below the minimum of the quote shown is refused before the wallet is asked', async () => {
    t = await createSwapTestKit();
    await fill('ETH', 'USDC', '0.5');
    t.api.priceFactor = 0.98;
    const result = await t.kit.store.dispatch(executeSwap());
    expect(result.payload).toMatchObject({
      name: 'SwapQuoteMovedError',
      data: { symbol: 'USDC', minimumReceived: '1480.545', nowReceived: '1465.59' },
    });
    expect(t.wallet.sent).toEqual([]);
    // The new quote is in the form, to be reviewed again; swapping now goes ahead at its price.
    expect(swaps().quote?.toAmount).toBe('1465590000');
    await t.kit.store.dispatch(executeSwap()).unwrap();
    expect(t.wallet.sent).toHaveLength(1);
  });

  test('error: a wallet rejection is UserRejectedRequestError 4001 with SWAP_ERROR; the form stays filled', async () => {
    t = await createSwapTestKit();
    await fill('ETH', 'USDC', '0.5');
    t.wallet.send = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    const { raised, stop } = events();
    const result = await t.kit.store.dispatch(executeSwap());
    stop();
    expect(result.payload).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    expect(raised.map((e) => e.event)).toEqual(['INITIATE_SWAP', 'SWAP_ERROR']);
    expect(raised[1]?.properties).toMatchObject({
      message: result.payload && (result.payload as { message: string }).message,
    });
    expect(swaps()).toMatchObject({ fromAmount: '0.5', swapStatus: 'idle' });
    expect(swaps().quote).toBeDefined();
    // The waiting toast ('Confirm transaction in your wallet') does not outlive the wallet's answer.
    expect(t.state().notifications.open).toBe(false);
  });

  test('error: swapping an ERC-20 without allowance is SwapApprovalRequiredError naming amount and spender', async () => {
    t = await createSwapTestKit();
    await fill('USDC', 'PRT', '250');
    const result = await t.kit.store.dispatch(executeSwap());
    expect(result.payload).toMatchObject({
      name: 'SwapApprovalRequiredError',
      data: { symbol: 'USDC', amount: '250', spender: ROUTER },
    });
    expect(t.wallet.sent).toEqual([]);
  });

  test('error: an approval the API cannot build is AppKit\'s "Failed to create approval transaction" with SWAP_APPROVAL_ERROR', async () => {
    t = await createSwapTestKit();
    await fill('USDC', 'PRT', '250');
    const real = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.includes('build-approve') ? new Response('{}', { status: 500 }) : real(input, init);
    }) as typeof fetch;
    const { raised, stop } = events();
    const result = await t.kit.store.dispatch(approveSwap());
    stop();
    expect(result.payload).toMatchObject({
      name: 'SwapApprovalFailedError',
      message: 'Failed to create approval transaction',
      data: { symbol: 'USDC', amount: '250' },
    });
    expect(raised.map((e) => e.event)).toEqual(['SWAP_APPROVAL_ERROR']);
    expect(swaps().approvalStatus).toBe('idle');
  });

  test('error: more than the balance is SwapInsufficientBalanceError with symbol, needed and available', async () => {
    t = await createSwapTestKit();
    await fill('USDC', 'PRT', '300.5');
    expect(selectSwapButtonStep(t.state())).toEqual({ kind: 'insufficientBalance', symbol: 'USDC' });
    const result = await t.kit.store.dispatch(executeSwap());
    expect(result.payload).toMatchObject({
      name: 'SwapInsufficientBalanceError',
      data: { symbol: 'USDC', needed: '300.5', available: '300' },
    });
    expect(t.api.requests.some((r) => r.includes('build-transaction'))).toBe(false);
  });

  test('error: a swap mined as reverted is SwapRevertedError with its hash and SWAP_ERROR', async () => {
    t = await createSwapTestKit();
    await fill('ETH', 'USDC', '0.5');
    t.chain.receipt = 'reverted';
    const result = await t.kit.store.dispatch(executeSwap());
    expect(result.payload).toMatchObject({ name: 'SwapRevertedError', data: { hash: HASH } });
    expect(swaps().fromAmount).toBe('0.5');
  });
});
