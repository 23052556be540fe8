// History indexing of swaps (pool, Uniswap V2 router), liquidity deposits and an ERC-721 collection.
import { type Address, formatEther, formatUnits, getAddress, type Hash, parseEther, parseUnits } from 'viem';
import { nativePoolAbi, sandboxTokenAbi, testNftAbi } from '../../chain/sandboxAbis';
import { uniswapV2RouterAbi } from '../../chain/uniswapV2Abis';
import testNftArtifact from '../../contracts/artifacts/TestNft.json';
import { nativeTokenAddress } from '../routes/fungiblePriceRoutes';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { chainId, historyIndexingHelpers, ROUTER_SWAP_GAS } from '../testing/historyIndexingHelpers';

describeEachDatabase('history indexing: trades and collections', (harness) => {
  let snapshot: string;
  beforeEach(async () => {
    snapshot = await harness().snapshot();
  });
  afterEach(async () => {
    await harness().revert(snapshot);
  });

  const { fresh, mined, historyOf, find, leg } = historyIndexingHelpers(harness);

  test('behavior: swaps on the pool are trades with both legs, either way round', async () => {
    const h = harness();
    const trader = h.wallet(3);
    const pool = { address: h.chain.contracts.usdcPool, abi: nativePoolAbi } as const;
    const bought = await h.publicClient.readContract({
      ...pool,
      functionName: 'quoteNativeToToken',
      args: [parseEther('2')],
    });
    const buy = await trader.writeContract({
      ...pool,
      functionName: 'swapNativeForToken',
      args: [bought, trader.account.address],
      value: parseEther('2'),
    });
    await mined(buy);
    await mined(
      await trader.writeContract({
        address: h.chain.contracts.usdc,
        abi: sandboxTokenAbi,
        functionName: 'approve',
        args: [pool.address, parseUnits('100', 6)],
      }),
    );
    const paidOut = await h.publicClient.readContract({
      ...pool,
      functionName: 'quoteTokenToNative',
      args: [parseUnits('100', 6)],
    });
    // The payout goes to another account, which sees a plain receive.
    const beneficiary = fresh();
    const sell = await trader.writeContract({
      ...pool,
      functionName: 'swapTokenForNative',
      args: [parseUnits('100', 6), 0n, beneficiary],
    });
    await mined(sell);

    const own = await historyOf(trader.account.address);
    expect(find(own, buy).metadata.operationType).toBe('trade');
    expect(find(own, buy).transfers.map(leg)).toEqual([
      ['out', 'ETH', '2'],
      ['in', 'USDC', formatUnits(bought, 6)],
    ]);
    expect(find(own, sell).metadata.operationType).toBe('trade');
    expect(find(own, sell).transfers.map(leg)).toEqual([['out', 'USDC', '100']]);
    const [payout] = await historyOf(beneficiary);
    expect(payout?.metadata).toMatchObject({ hash: sell, operationType: 'receive' });
    expect(payout?.transfers.map(leg)).toEqual([['in', 'ETH', formatEther(paidOut)]]);
    // Priced at the pool's current price, the same one the price endpoint gives.
    const prices = await h.request('POST', '/v1/fungible/price', {
      currency: 'usd',
      addresses: [`${chainId}:${nativeTokenAddress}`],
    });
    expect(payout?.transfers[0]?.price).toBe(prices.json.fungibles[0].price);
  });

  test('behavior: Uniswap V2 router swaps are trades with both legs, the ETH payout included', async () => {
    const h = harness();
    const trader = h.wallet(2);
    const { usdc, prt, weth, uniswapRouter } = h.chain.contracts;
    if (!weth || !uniswapRouter) throw new Error('the first chain has no DEX');
    const me = trader.account.address;
    const router = { address: uniswapRouter, abi: uniswapV2RouterAbi } as const;
    const deadline = 2n ** 40n;
    const amountsOut = (amountIn: bigint, path: Address[]) =>
      h.publicClient.readContract({ ...router, functionName: 'getAmountsOut', args: [amountIn, path] });
    for (const token of [usdc, prt]) {
      await mined(
        await trader.writeContract({
          address: token,
          abi: sandboxTokenAbi,
          functionName: 'approve',
          args: [uniswapRouter, parseEther('1000000')],
        }),
      );
    }
    // Two hops: USDC -> WETH -> PRT (the WETH legs are the pairs', not the trader's).
    const twoHop = [usdc, weth, prt];
    const prtBought = (await amountsOut(parseUnits('100', 6), twoHop)).at(-1) ?? 0n;
    const tokens = await trader.writeContract({
      ...router,
      functionName: 'swapExactTokensForTokens',
      args: [parseUnits('100', 6), prtBought, twoHop, me, deadline],
      gas: ROUTER_SWAP_GAS,
    });
    await mined(tokens);
    const ethPaid = (await amountsOut(parseUnits('500', 18), [prt, weth])).at(-1) ?? 0n;
    const forEth = await trader.writeContract({
      ...router,
      functionName: 'swapExactTokensForETH',
      args: [parseUnits('500', 18), ethPaid, [prt, weth], me, deadline],
      gas: ROUTER_SWAP_GAS,
    });
    await mined(forEth);
    // The payout goes to another account: it sees a plain receive of ETH from the router.
    const beneficiary = fresh();
    const ethSent = (await amountsOut(parseUnits('30', 6), [usdc, weth])).at(-1) ?? 0n;
    const gift = await trader.writeContract({
      ...router,
      functionName: 'swapExactTokensForETH',
      args: [parseUnits('30', 6), 0n, [usdc, weth], beneficiary, deadline],
      gas: ROUTER_SWAP_GAS,
    });
    await mined(gift);

    const own = await historyOf(me);
    expect(find(own, tokens).metadata.operationType).toBe('trade');
    expect(find(own, tokens).transfers.map(leg)).toEqual([
      ['out', 'USDC', '100'],
      ['in', 'PRT', formatUnits(prtBought, 18)],
    ]);
    expect(find(own, forEth).metadata.operationType).toBe('trade');
    expect(find(own, forEth).transfers.map(leg)).toEqual([
      ['out', 'PRT', '500'],
      ['in', 'ETH', formatEther(ethPaid)],
    ]);
    expect(find(own, forEth).transfers[1]?.sender).toBe(uniswapRouter);
    expect(find(own, gift).metadata.operationType).toBe('trade');
    expect(find(own, gift).transfers.map(leg)).toEqual([['out', 'USDC', '30']]);
    const [payout] = await historyOf(beneficiary);
    expect(payout?.metadata).toMatchObject({ hash: gift, operationType: 'receive' });
    expect(payout?.transfers.map(leg)).toEqual([['in', 'ETH', formatEther(ethSent)]]);
  });

  test('behavior: ERC-721 deploy, mint, transfer and burn of a collection the test deploys', async () => {
    const h = harness();
    const owner = h.wallet(6);
    const recipient = fresh();
    const deploy = await owner.deployContract({
      abi: testNftAbi,
      bytecode: testNftArtifact.bytecode as Hash,
      args: ['Test Pixels', 'PIX'],
    });
    const nft = getAddress((await mined(deploy)).contractAddress as Address);
    const call = { address: nft, abi: testNftAbi } as const;
    const mint = await owner.writeContract({ ...call, functionName: 'mint', args: [owner.account.address] });
    await mined(mint);
    const send = await owner.writeContract({
      ...call,
      functionName: 'transferFrom',
      args: [owner.account.address, recipient, 1n],
    });
    await mined(send);
    await mined(await owner.writeContract({ ...call, functionName: 'mint', args: [owner.account.address] }));
    const burn = await owner.writeContract({ ...call, functionName: 'burn', args: [2n] });
    await mined(burn);

    const own = await historyOf(owner.account.address);
    const nftInfo = (id: number) => ({ name: `Test Pixels #${id}`, flags: { is_spam: false } });
    expect(find(own, deploy).metadata).toMatchObject({ operationType: 'execute', sentTo: nft });
    expect(find(own, deploy).transfers).toEqual([]);
    expect(find(own, mint)).toMatchObject({
      metadata: { operationType: 'mint' },
      transfers: [{ direction: 'in', quantity: { numeric: '1' }, nft_info: nftInfo(1) }],
    });
    expect(find(own, send)).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '1' }, nft_info: nftInfo(1) }],
    });
    expect(find(own, burn)).toMatchObject({
      metadata: { operationType: 'burn' },
      transfers: [{ direction: 'out', quantity: { numeric: '1' }, nft_info: nftInfo(2) }],
    });
    const [received] = await historyOf(recipient);
    expect(received).toMatchObject({ metadata: { operationType: 'receive', hash: send } });
    expect(received?.transfers).toEqual([
      {
        direction: 'in',
        sender: owner.account.address,
        recipient,
        quantity: { numeric: '1' },
        nft_info: nftInfo(1),
      },
    ]);

    // Spam is data: a row in spam_tokens flags every transfer of the contract.
    await h.api.db.query('insert into spam_tokens (chain_id, address) values ($1, $2)', [
      chainId,
      nft.toLowerCase(),
    ]);
    const [flagged] = await historyOf(recipient);
    expect(flagged?.transfers[0]?.nft_info?.flags).toEqual({ is_spam: true });
  });

  test('behavior: adding liquidity to a sandbox pool is a deposit of both tokens', async () => {
    const h = harness();
    const deployer = h.chain.accounts[0]?.address as Address;
    const deposits = (await historyOf(deployer)).filter((tx) => tx.metadata.operationType === 'deposit');
    const legs = deposits.map((tx) => [
      tx.metadata.sentTo,
      tx.transfers.map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol}`),
    ]);
    // Newest first: the PRT pool was seeded after the USDC pool.
    expect(legs).toEqual([
      [h.chain.contracts.prtPool, ['out 50 ETH', 'out 300000 PRT']],
      [h.chain.contracts.usdcPool, ['out 100 ETH', 'out 300000 USDC']],
    ]);
  });
});
