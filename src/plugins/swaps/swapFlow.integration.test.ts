import { type Address, erc20Abi, type Hex, parseEther, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type ApiHarness, startApiHarness } from '../../../sandbox/api/testing/startApiHarness';
import { uniswapV2RouterAbi } from '../../../sandbox/chain/uniswapV2Abis';
import { createTestWallet, rpcError, type TestWallet } from '../../../test/adapters/createTestWallet';
import { ethersAdapter } from '../../adapters/ethers/ethersAdapter';
import { viemAdapter } from '../../adapters/evm/viemAdapter';
import { defineNetwork } from '../../core/networks/network';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createServiceRegistry } from '../../store/createServiceRegistry';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { loadSwapsPlugin, type SwapsPluginApi } from './loadSwapsPlugin';
import { createRpcSwapChain } from './swapChain';
import type { SwapToken } from './swapTypes';

// Issue 25: the swap flow headless, through a real kit, each EVM adapter, the reference API's
// /v1/convert/* routes and Uniswap V2 on anvil (sandbox/chain/deployUniswapV2.ts). The wallet signs
// with anvil account 3's key (it holds sandbox USDC and PRT); another account trades to move the pool.
// Nothing of the kit, adapter, API or chain is stubbed.

const CONNECTOR_ID = 'com.example.swapwallet';
const SWAPPER = 3;
const TRADER = 2;
/** The other trade's deadline: none (the chain's clock is its own, not this machine's). */
const NO_DEADLINE = 2n ** 256n - 1n;

let h: ApiHarness;
const kits: AppKit[] = [];

beforeAll(async () => {
  h = await startApiHarness({ name: 'embedded' }, { swapChains: ['eip155:31337'] });
}, 60_000);

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await h?.stop();
});

const rpc = (method: string, params: unknown[] = []) =>
  h.publicClient.request({ method, params } as never) as Promise<unknown>;
let snapshot: unknown;
beforeEach(async () => {
  snapshot = await rpc('evm_snapshot');
});
afterEach(async () => {
  await rpc('evm_revert', [snapshot]);
});

const account = (index: number) => h.chain.accounts[index]!.address as Address;
const tokenBalance = (token: string, owner: Address) =>
  h.publicClient.readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
const state = (kit: AppKit) => kit.store.getState() as RootState;
/**
 * Transactions the swapper's account has sent. Not the block number: another account's transaction (the
 * test before's, mined late under load) may add a block while this test runs, and did in a CI run.
 */
const sentBySwapper = () =>
  h.publicClient.getTransactionCount({ address: account(SWAPPER), blockTag: 'pending' });

/** A kit with `library`'s adapter, the sandbox chain admitted for swaps, connected as SWAPPER. */
async function connected(library: 'viem' | 'ethers') {
  const sandbox = defineNetwork({
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [h.chain.rpcUrl] } },
  });
  const kit = createAppKit({
    projectId: '',
    networks: [sandbox],
    adapters: [library === 'ethers' ? ethersAdapter() : viemAdapter()],
    storage: createMemoryStorage(),
    apiUrl: h.api.url,
    features: { analytics: false },
    customRpcUrls: { 'eip155:31337': [h.chain.rpcUrl] },
    swapNetworkIds: [31337],
    onWarn: () => undefined,
  });
  kits.push(kit);
  const wallet = createTestWallet({
    account: privateKeyToAccount(h.chain.accounts[SWAPPER]!.privateKey),
    chains: { 31337: h.chain.rpcUrl },
  });
  kit.adapters.addConnector({
    id: CONNECTOR_ID,
    type: 'ANNOUNCED',
    name: 'Swap Test Wallet',
    chain: 'eip155',
    provider: wallet,
    rdns: CONNECTOR_ID,
    icon: 'data:image/svg+xml,<svg/>',
  });
  await kit.ready;
  await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
  const swaps = await loadSwapsPlugin(kit);
  return { kit, wallet, swaps };
}

/** Lists the tokens, picks `from` and `to` by symbol, types `amount` and reads the quote, as the views do. */
async function fill(kit: AppKit, swaps: SwapsPluginApi, from: string, to: string, amount: string) {
  const tokens = await kit.store.dispatch(swaps.loadSwapTokens()).unwrap();
  const pick = (symbol: string) => tokens.find((t) => t.symbol === symbol) as SwapToken;
  kit.store.dispatch(swaps.swapFromTokenSelected(pick(from)));
  kit.store.dispatch(swaps.swapToTokenSelected(pick(to)));
  kit.store.dispatch(swaps.typeSwapAmount(amount));
  return kit.store.dispatch(swaps.fetchSwapQuote()).unwrap();
}

const sends = (wallet: TestWallet) => wallet.calls.filter((m) => m === 'eth_sendTransaction').length;

describe.each(['viem', 'ethers'] as const)('swap flow on anvil with the %s adapter', (library) => {
  test('behavior: approve then swap USDC for PRT moves both balances by the quoted amounts within slippage', async () => {
    const { kit, wallet, swaps } = await connected(library);
    const { usdc, prt } = h.chain.contracts;
    const quote = await fill(kit, swaps, 'USDC', 'PRT', '250');
    // The balance comes from the API's balance endpoint (cached there 10 s), the prices from the pools.
    expect(Number(state(kit).swaps?.fromToken?.balance)).toBeGreaterThanOrEqual(250);
    expect(state(kit).swaps?.tokens[0]).toMatchObject({ symbol: 'ETH', price: expect.any(Number) });
    expect(swaps.selectSwapButtonStep(state(kit))).toMatchObject({
      kind: 'approve',
      symbol: 'USDC',
      amount: '250',
      spender: h.chain.contracts.uniswapRouter,
    });
    const approved = await kit.store.dispatch(swaps.approveSwap()).unwrap();
    expect(approved.amount).toBe(parseUnits('250', 6).toString());
    expect(
      await h.publicClient.readContract({
        address: usdc as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account(SWAPPER), h.chain.contracts.uniswapRouter as Address],
      }),
    ).toBe(parseUnits('250', 6));
    expect(swaps.selectSwapButtonStep(state(kit))).toEqual({ kind: 'swap' });
    const [usdcBefore, prtBefore] = await Promise.all([
      tokenBalance(usdc, account(SWAPPER)),
      tokenBalance(prt, account(SWAPPER)),
    ]);
    const result = await kit.store.dispatch(swaps.executeSwap()).unwrap();
    const receipt = await h.publicClient.getTransactionReceipt({ hash: result.hash as Hex });
    expect(receipt.status).toBe('success');
    const [usdcAfter, prtAfter] = await Promise.all([
      tokenBalance(usdc, account(SWAPPER)),
      tokenBalance(prt, account(SWAPPER)),
    ]);
    expect(usdcBefore - usdcAfter).toBe(parseUnits('250', 6));
    const received = prtAfter - prtBefore;
    // Nothing traded between the quote and the swap: exactly the quote, and never below its minimum.
    expect(received).toBe(BigInt(quote.toAmount));
    expect(received).toBeGreaterThanOrEqual(BigInt(quote.minimumReceived));
    expect(sends(wallet)).toBe(2);
    expect(state(kit).swaps).toMatchObject({ fromAmount: '', swapStatus: 'done', lastHash: result.hash });
  });

  test('error: a quote moved past slippage by another trade is refused before the wallet is asked', async () => {
    const { kit, wallet, swaps } = await connected(library);
    const { usdc } = h.chain.contracts;
    const weth = h.chain.contracts.weth as Address;
    const router = h.chain.contracts.uniswapRouter as Address;
    await fill(kit, swaps, 'ETH', 'USDC', '1');
    // Another account buys USDC with 20 ETH on the same pool: the price of USDC in ETH rises ~40 %.
    const trader = h.wallet(TRADER);
    const hash = await trader.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth, usdc as Address], account(TRADER), NO_DEADLINE],
      value: parseEther('20'),
      // Not viem's exact estimate: a pair's first trade in a new second needs ~10,000 gas more per hop
      // than estimated in the second before (docs/sandbox.md, "The DEX"), and under load it ran out.
      gas: 300_000n,
    });
    expect((await h.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    const before = await sentBySwapper();
    const result = await kit.store.dispatch(swaps.executeSwap());
    expect(result.payload).toMatchObject({ name: 'SwapQuoteMovedError', data: { symbol: 'USDC' } });
    expect(sends(wallet)).toBe(0);
    expect(await sentBySwapper()).toBe(before);
    expect(state(kit).swaps).toMatchObject({ fromAmount: '1', swapStatus: 'idle' });
  });

  test('error: a rejection in the wallet leaves the form filled and nothing mined', async () => {
    const { kit, wallet, swaps } = await connected(library);
    await fill(kit, swaps, 'ETH', 'PRT', '0.5');
    wallet.overrides.eth_sendTransaction = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    const before = await sentBySwapper();
    const result = await kit.store.dispatch(swaps.executeSwap());
    expect(result.payload).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    expect(await sentBySwapper()).toBe(before);
    expect(state(kit).swaps).toMatchObject({ fromAmount: '0.5', swapStatus: 'idle' });
    expect(state(kit).swaps?.fromToken?.symbol).toBe('ETH');
    expect(state(kit).swaps?.toToken?.symbol).toBe('PRT');
  });
});

describe('the simulation on anvil (swapChain.ts, JSON-RPC)', () => {
  test("error: a swap built before another trade moved the pool reverts in eth_call with the router's reason", async () => {
    const weth = h.chain.contracts.weth as Address;
    const usdc = h.chain.contracts.usdc as Address;
    const router = h.chain.contracts.uniswapRouter as Address;
    const id = (address: string) => `eip155:31337:${address}`;
    const built = await h.request('POST', '/v1/convert/build-transaction', {
      amount: parseEther('1').toString(),
      eip155: { slippage: 1 },
      projectId: 'p',
      from: id('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
      to: id(usdc),
      userAddress: id(account(SWAPPER)),
      disableEstimate: true,
    });
    expect(built.status).toBe(200);
    const tx = built.json.tx as { to: string; data: Hex; value: string };
    const call = { from: account(SWAPPER), to: tx.to.split(':').pop()!, data: tx.data, value: tx.value };
    const chain = createRpcSwapChain(h.chain.rpcUrl, createServiceRegistry());
    expect(await chain.call(call)).toEqual({ ok: true });
    const hash = await h.wallet(TRADER).writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth, usdc], account(TRADER), NO_DEADLINE],
      value: parseEther('20'),
      gas: 300_000n, // as above: never the exact estimate
    });
    expect((await h.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await chain.call(call)).toEqual({
      ok: false,
      reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
    });
  });
});
