import { type Address, type Hex, parseEther, parseUnits, type TransactionReceipt } from 'viem';
import { sandboxTokenAbi } from '../../chain/sandboxAbis';
import { uniswapV2RouterAbi } from '../../chain/uniswapV2Abis';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { nativeTokenAddress } from './fungiblePriceRoutes';

// The convert routes' transactions sent as a wallet would send them, on the first sandbox chain's
// Uniswap V2: approve then swap moves both balances by the quoted amounts, and a quote that another trade
// moved past the slippage makes the built swap revert in the router.

const chainId = 'eip155:31337';

interface BuiltTx {
  from: string;
  to: string;
  data: Hex;
  value: string;
  eip155: { gas?: string | null; gasPrice: string };
}

describeEachDatabase(
  'convert routes: swaps',
  (harness) => {
    const h = () => harness();
    let snapshot: string;
    beforeEach(async () => {
      snapshot = await h().snapshot();
    });
    afterEach(async () => {
      await h().revert(snapshot);
    });

    const contracts = () => {
      const { usdc, prt, weth, uniswapRouter } = h().chain.contracts;
      if (!weth || !uniswapRouter) throw new Error('no DEX on the first chain');
      return { usdc, prt, weth, router: uniswapRouter };
    };
    const id = (address: string) => `${chainId}:${address}`;
    const eth = id(nativeTokenAddress);
    const plain = (caip10: string) => caip10.split(':')[2] as Address;
    const account = (index: number) => h().chain.accounts[index]?.address as Address;
    const tokenBalance = (token: Address, owner: Address) =>
      h().publicClient.readContract({
        address: token,
        abi: sandboxTokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      });

    /** Sends a transaction the API built, from the account it names, with the gas it gave. */
    const send = async (index: number, tx: BuiltTx): Promise<TransactionReceipt> => {
      const wallet = h().wallet(index);
      expect(plain(tx.from)).toBe(wallet.account.address);
      const hash = await wallet.sendTransaction({
        to: plain(tx.to),
        data: tx.data,
        value: BigInt(tx.value),
        ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
      });
      return h().publicClient.waitForTransactionReceipt({ hash });
    };
    const approve = async (index: number, from: string, to: string, amount: bigint) => {
      const answer = await h().request(
        'GET',
        `/v1/convert/build-approve?${new URLSearchParams({ userAddress: id(account(index)), from, to, amount: amount.toString() })}`,
      );
      expect(answer.status).toBe(200);
      expect((await send(index, answer.json.tx)).status).toBe('success');
    };
    const build = async (index: number, from: string, to: string, amount: bigint) => {
      const answer = await h().request('POST', '/v1/convert/build-transaction', {
        amount: amount.toString(),
        eip155: { slippage: 1 },
        projectId: 'p',
        from,
        to,
        userAddress: id(account(index)),
        disableEstimate: false,
      });
      expect(answer.status).toBe(200);
      return answer.json as { tx: BuiltTx; toAmount: string; minimumReceived: string; path: string[] };
    };
    /** Another account buys PRT with `eth` ETH straight on the router, moving the PRT price. */
    const buyPrt = async (eth: string) => {
      const buyer = h().wallet(3);
      const hash = await buyer.writeContract({
        address: contracts().router,
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [contracts().weth, contracts().prt], buyer.account.address, 2n ** 40n],
        value: parseEther(eth),
        gas: 300_000n,
      });
      expect((await h().publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    };

    test('behavior: approve then swap USDC for PRT through WETH moves both balances by exactly the quote', async () => {
      const { usdc, prt, router } = contracts();
      const user = account(1);
      const amount = parseUnits('250', 6);
      await approve(1, id(usdc), id(prt), amount);
      const allowance = await h().request(
        'GET',
        `/v1/convert/allowance?tokenAddress=${id(usdc)}&userAddress=${id(user)}`,
      );
      expect(allowance.json).toEqual({ allowance: amount.toString(), spender: router });
      const built = await build(1, id(usdc), id(prt), amount);
      expect(built.path).toEqual([id(usdc), id(contracts().weth), id(prt)]);
      const [usdcBefore, prtBefore] = [await tokenBalance(usdc, user), await tokenBalance(prt, user)];
      expect((await send(1, built.tx)).status).toBe('success');
      expect(await tokenBalance(usdc, user)).toBe(usdcBefore - amount);
      // Nothing traded in between, so the swap paid the quote itself (at least the minimum in any case).
      expect(await tokenBalance(prt, user)).toBe(prtBefore + BigInt(built.toAmount));
      expect(BigInt(built.minimumReceived)).toBe((BigInt(built.toAmount) * 99n) / 100n);
      // The exact approval is used up: nothing is left for the router to take later.
      const after = await h().request(
        'GET',
        `/v1/convert/allowance?tokenAddress=${id(usdc)}&userAddress=${id(user)}`,
      );
      expect(after.json.allowance).toBe('0');
    });

    test('behavior: ETH for PRT needs no approval, and PRT back to ETH pays out native ETH', async () => {
      const { prt } = contracts();
      const user = account(2);
      const ethIn = parseEther('1.5');
      const built = await build(2, eth, id(prt), ethIn);
      const ethBefore = await h().publicClient.getBalance({ address: user });
      const prtBefore = await tokenBalance(prt, user);
      const receipt = await send(2, built.tx);
      expect(receipt.status).toBe('success');
      const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice;
      expect(await h().publicClient.getBalance({ address: user })).toBe(ethBefore - ethIn - gasPaid);
      expect(await tokenBalance(prt, user)).toBe(prtBefore + BigInt(built.toAmount));

      const prtIn = parseUnits('3000', 18);
      await approve(2, id(prt), eth, prtIn);
      const back = await build(2, id(prt), eth, prtIn);
      expect(back.path).toEqual([id(prt), eth]);
      const ethBeforeBack = await h().publicClient.getBalance({ address: user });
      const backReceipt = await send(2, back.tx);
      expect(backReceipt.status).toBe('success');
      const backGas = backReceipt.gasUsed * backReceipt.effectiveGasPrice;
      expect(await h().publicClient.getBalance({ address: user })).toBe(
        ethBeforeBack + BigInt(back.toAmount) - backGas,
      );
    });

    test('behavior: a price move within the slippage still fills, above the minimum', async () => {
      const { usdc, prt } = contracts();
      const user = account(1);
      const amount = parseUnits('100', 6);
      await approve(1, id(usdc), id(prt), amount);
      const built = await build(1, id(usdc), id(prt), amount);
      await buyPrt('0.05');
      const prtBefore = await tokenBalance(prt, user);
      expect((await send(1, built.tx)).status).toBe('success');
      const received = (await tokenBalance(prt, user)) - prtBefore;
      expect(received).toBeLessThan(BigInt(built.toAmount));
      expect(received).toBeGreaterThanOrEqual(BigInt(built.minimumReceived));
    });

    test('error: a quote moved past the slippage by another trade makes the built swap revert INSUFFICIENT_OUTPUT_AMOUNT', async () => {
      const { usdc, prt } = contracts();
      const user = account(1);
      const amount = parseUnits('100', 6);
      await approve(1, id(usdc), id(prt), amount);
      const built = await build(1, id(usdc), id(prt), amount);
      // The same transaction simulates fine before the other trade...
      const simulate = () =>
        h().publicClient.call({
          account: user,
          to: plain(built.tx.to),
          data: built.tx.data,
          value: BigInt(built.tx.value),
        });
      await expect(simulate()).resolves.toBeDefined();
      await buyPrt('5');
      // ...and reverts in the router after it, as a wallet's simulation (or the chain) would see it.
      await expect(simulate()).rejects.toThrow('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT');
      const prtBefore = await tokenBalance(prt, user);
      // A fresh build quotes the moved price; the stale transaction moved nothing.
      const fresh = await build(1, id(usdc), id(prt), amount);
      expect(BigInt(fresh.toAmount)).toBeLessThan(BigInt(built.minimumReceived));
      expect(await tokenBalance(prt, user)).toBe(prtBefore);
    });
  },
  { swapChains: [chainId] },
);
