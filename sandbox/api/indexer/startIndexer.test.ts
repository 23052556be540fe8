// History indexing of transfers, ERC-20 calls, failures and spam, and of the chain changing under it.
import { type Address, encodeFunctionData, getAddress, parseEther, parseUnits } from 'viem';
import { nativePoolAbi, sandboxTokenAbi } from '../../chain/sandboxAbis';
import { pollUntil } from '../../lib/pollUntil';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { fetchHistory } from '../testing/fetchHistory';
import { chainId, historyIndexingHelpers } from '../testing/historyIndexingHelpers';
import { extractHistoryRows } from './extractHistoryRows';
import { writeHistoryRows } from './writeHistoryRows';

describeEachDatabase('history indexing', (harness) => {
  let snapshot: string;
  beforeEach(async () => {
    snapshot = await harness().snapshot();
  });
  afterEach(async () => {
    await harness().revert(snapshot);
  });

  const { fresh, mined, historyOf, find, icon, ether, usdc } = historyIndexingHelpers(harness);

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
