import {
  type Address,
  encodeFunctionData,
  formatEther,
  formatUnits,
  getAddress,
  type Hash,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { nativePoolAbi, sandboxTokenAbi, testNftAbi } from '../../chain/sandboxAbis';
import { uniswapV2RouterAbi } from '../../chain/uniswapV2Abis';
import testNftArtifact from '../../contracts/artifacts/TestNft.json';
import { pollUntil } from '../../lib/pollUntil';
import type { HistoryTransaction } from '../history/HistoryTransaction';
import { nativeTokenAddress } from '../routes/fungiblePriceRoutes';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { fetchHistory } from '../testing/fetchHistory';
import { extractHistoryRows } from './extractHistoryRows';
import { writeHistoryRows } from './writeHistoryRows';

const chainId = 'eip155:31337';

/**
 * Router swaps get a fixed gas limit: a node's estimate falls short by the pair's price-accumulator
 * writes when the swap is mined in a later second than the estimate ran in (a pair writes them only on
 * its first trade of a second). CI saw it as "mined reverted", gas used = limit (convertRoutes.test.ts).
 */
const ROUTER_SWAP_GAS = 300_000n;

describeEachDatabase('history indexing', (harness) => {
  let snapshot: string;
  beforeEach(async () => {
    snapshot = await harness().snapshot();
  });
  afterEach(async () => {
    await harness().revert(snapshot);
  });

  const fresh = () => privateKeyToAddress(generatePrivateKey());
  const mined = async (hash: Hash, status: 'success' | 'reverted' = 'success') => {
    const client = harness().publicClient;
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== status) {
      // A rare CI failure showed a router swap mined as reverted with no reason: say why, replaying the
      // transaction on its parent block, and whether it ran out of gas.
      const tx = await client.getTransaction({ hash });
      const replay = await client
        .call({
          account: tx.from,
          to: tx.to,
          data: tx.input,
          value: tx.value,
          gas: tx.gas,
          blockNumber: receipt.blockNumber - 1n,
        })
        .then(
          () => 'the same call succeeds on the parent block',
          (error: { shortMessage?: string }) => error.shortMessage ?? String(error),
        );
      throw new Error(
        `${hash} mined ${receipt.status}, expected ${status}: ${replay}; gas used ${receipt.gasUsed} of ${tx.gas}`,
      );
    }
    return receipt;
  };
  /** The account's history once the indexer has caught up with the chain. */
  const historyOf = async (account: string) => {
    await harness().api.indexer.sync();
    return (await fetchHistory(harness(), account, `chainId=${chainId}`)).data;
  };
  const find = (list: HistoryTransaction[], hash: Hash) => {
    const found = list.find((tx) => tx.metadata.hash === hash);
    if (!found) throw new Error(`${hash} is not in the history`);
    return found;
  };
  const icon = (symbol: string) => ({ url: `${harness().api.url}/v1/icons/${symbol}.svg` });
  const ether = () => ({ name: 'Ether', symbol: 'ETH', icon: icon('eth'), flags: { is_spam: false } });
  const usdc = () => ({
    name: 'USD Coin (sandbox)',
    symbol: 'USDC',
    icon: icon('usdc'),
    flags: { is_spam: false },
  });

  test('default: a native transfer is a send for its sender and a receive for its recipient', async () => {
    const h = harness();
    const sender = h.wallet(4);
    const recipient = fresh();
    const hash = await sender.sendTransaction({ to: recipient, value: parseEther('1.5') });
    const receipt = await mined(hash);
    const block = await h.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const { nonce } = await h.publicClient.getTransaction({ hash });

    const received = await historyOf(recipient.toLowerCase());
    expect(received).toEqual([
      {
        id: `${chainId}:${hash}`,
        metadata: {
          operationType: 'receive',
          hash,
          minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
          sentFrom: sender.account.address,
          sentTo: recipient,
          status: 'confirmed',
          nonce,
          chain: chainId,
        },
        transfers: [
          {
            direction: 'in',
            sender: sender.account.address,
            recipient,
            quantity: { numeric: '1.5' },
            fungible_info: ether(),
            price: 3000,
            value: 4500,
          },
        ],
      },
    ]);
    const sent = find(await historyOf(sender.account.address), hash);
    expect(sent.metadata.operationType).toBe('send');
    expect(sent.transfers).toEqual([{ ...received[0]?.transfers[0], direction: 'out' }]);
  });

  test('behavior: an ERC-20 transfer, an approval and a plain contract call', async () => {
    const h = harness();
    const holder = h.wallet(1);
    const recipient = fresh();
    const token = { address: h.chain.contracts.usdc, abi: sandboxTokenAbi } as const;
    const transfer = await holder.writeContract({
      ...token,
      functionName: 'transfer',
      args: [recipient, parseUnits('250.5', 6)],
    });
    await mined(transfer);
    const approve = await holder.writeContract({
      ...token,
      functionName: 'approve',
      args: [h.chain.contracts.usdcPool, parseUnits('1000', 6)],
    });
    await mined(approve);
    // A call that moves nothing and logs nothing: it can only be `execute`.
    const call = await holder.sendTransaction({
      to: h.chain.contracts.usdc,
      data: encodeFunctionData({ ...token, functionName: 'totalSupply' }),
    });
    await mined(call);

    const [received] = await historyOf(recipient);
    expect(received?.metadata).toMatchObject({ operationType: 'receive', sentTo: h.chain.contracts.usdc });
    expect(received?.transfers).toEqual([
      {
        direction: 'in',
        sender: holder.account.address,
        recipient,
        quantity: { numeric: '250.5' },
        fungible_info: usdc(),
        price: 1,
        value: 250.5,
      },
    ]);
    const own = await historyOf(holder.account.address);
    expect(own.slice(0, 3).map((tx) => [tx.metadata.hash, tx.metadata.operationType])).toEqual([
      [call, 'execute'],
      [approve, 'approve'],
      [transfer, 'send'],
    ]);
    expect(find(own, transfer).transfers).toEqual([{ ...received?.transfers[0], direction: 'out' }]);
    expect(find(own, approve).transfers).toEqual([]);
    expect(find(own, call).transfers).toEqual([]);
  });

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
    const leg = (transfer: HistoryTransaction['transfers'][number]) => [
      transfer.direction,
      transfer.fungible_info?.symbol,
      transfer.quantity.numeric,
    ];
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
    const leg = (transfer: HistoryTransaction['transfers'][number]) => [
      transfer.direction,
      transfer.fungible_info?.symbol,
      transfer.quantity.numeric,
    ];
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

  test('behavior: a failed transaction is indexed as failed, with nothing moved', async () => {
    const h = harness();
    const trader = h.wallet(5);
    // Asks for far more than the pool gives: reverts with Slippage. A fixed gas limit gets it mined.
    const hash = await trader.writeContract({
      address: h.chain.contracts.prtPool,
      abi: nativePoolAbi,
      functionName: 'swapNativeForToken',
      args: [parseUnits('1000000', 18), trader.account.address],
      value: parseEther('1'),
      gas: 200_000n,
    });
    await mined(hash, 'reverted');
    const failed = find(await historyOf(trader.account.address), hash);
    expect(failed.metadata).toMatchObject({
      status: 'failed',
      operationType: 'trade',
      sentTo: h.chain.contracts.prtPool,
    });
    expect(failed.transfers).toEqual([]);
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

  test('behavior: the sandbox airdrop token is flagged as spam and carries no price', async () => {
    const h = harness();
    const demo = h.chain.accounts[2]?.address as Address;
    const airdrop = (await historyOf(demo)).find((tx) => tx.transfers[0]?.fungible_info?.symbol === 'CLAIM');
    expect(airdrop?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: h.chain.accounts[0]?.address,
      sentTo: h.chain.contracts.spamToken,
    });
    expect(airdrop?.transfers).toEqual([
      {
        direction: 'in',
        sender: h.chain.accounts[0]?.address,
        recipient: demo,
        quantity: { numeric: '1000' },
        fungible_info: {
          name: 'Claim rewards at sandbox-airdrop.example',
          symbol: 'CLAIM',
          icon: icon('token'),
          flags: { is_spam: true },
        },
      },
    ]);
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

  test('behavior: a transaction mined while the API runs shows up without being asked to sync', async () => {
    const h = harness();
    const recipient = fresh();
    const hash = await h.wallet(7).sendTransaction({ to: recipient, value: parseEther('0.25') });
    const seen = await pollUntil(
      async () => (await fetchHistory(h, recipient)).data.find((tx) => tx.metadata.hash === hash),
      { timeoutMs: 5000 },
    );
    expect(seen.metadata.operationType).toBe('receive');
  });

  test('behavior: transactions undone by evm_revert leave the history', async () => {
    const h = harness();
    const recipient = fresh();
    const demo = h.chain.accounts[1]?.address as Address;
    const seeded = await historyOf(demo);
    const before = await h.snapshot();
    const undone = await h.wallet(8).sendTransaction({ to: recipient, value: parseEther('1') });
    await mined(undone);
    expect((await historyOf(recipient)).map((tx) => tx.metadata.hash)).toEqual([undone]);

    await h.revert(before);
    expect(await historyOf(recipient)).toEqual([]);
    // Only what the chain lost goes: the blocks below the snapshot stay as they were.
    expect(await historyOf(demo)).toEqual(seeded);
    // New blocks at the numbers the undone ones had are indexed in their place.
    const redone = await h.wallet(8).sendTransaction({ to: recipient, value: parseEther('2') });
    await mined(redone);
    expect((await historyOf(recipient)).map((tx) => tx.metadata.hash)).toEqual([redone]);
  });

  test('behavior: indexing a block again adds nothing', async () => {
    const h = harness();
    const receipt = await mined(await h.wallet(1).sendTransaction({ to: fresh(), value: 1n }));
    await h.api.indexer.sync();
    const count = async () =>
      (
        await h.api.db.query<{ n: number }>(
          `select (select count(*) from transactions) + (select count(*) from transfers)
             + (select count(*) from account_transactions) + (select count(*) from indexed_blocks) as n`,
        )
      ).rows[0]?.n;
    const counted = Number(await count());
    const block = await h.publicClient.getBlock({
      blockNumber: receipt.blockNumber,
      includeTransactions: true,
    });
    const receipts = await h.publicClient.getBlockReceipts({ blockHash: block.hash });
    const rows = extractHistoryRows({ caipNetworkId: chainId, pools: new Set(), block, receipts });
    await writeHistoryRows(h.api.db, {
      ...rows,
      tokens: [],
      blocks: [{ chainId, number: block.number, hash: block.hash }],
    });
    expect(Number(await count())).toBe(counted);
    expect(rows.entries.map((entry) => getAddress(entry.account))).toContain(h.chain.accounts[1]?.address);
  });
});
