import { type Address, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { encodeHistoryCursor } from '../history/historyCursor';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { fetchHistory } from '../testing/fetchHistory';

const chainA = 'eip155:31337';
const chainB = 'eip155:31338';

// The account history's on-ramp side (issue 26): a Sandbox Pay settlement labelled a buy, and
// ?onramp=coinbase listing the orders. The history itself: historyRoutes.test.ts.

describeEachDatabase(
  'account history: on-ramp purchases',
  (harness) => {
    let snapshot: string;
    beforeEach(async () => {
      snapshot = await harness().snapshot();
    });
    afterEach(async () => {
      await harness().revert(snapshot);
    });

    const fresh = () => privateKeyToAddress(generatePrivateKey());
    /** Every page of the account's history, following `next` until it is null. */
    const allPages = async (account: string, query = '') => {
      const pages = [];
      let cursor: string | null = null;
      do {
        const page = await fetchHistory(
          harness(),
          account,
          [query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'),
        );
        pages.push(page);
        cursor = page.next;
      } while (cursor !== null && pages.length < 10);
      return pages;
    };

    /** A new on-ramp order of `buyer` through the generator, as the kit asks for one; its id. */
    const newOrder = async (buyer: Address, asset = 'USDC', presetFiatAmount = 20) => {
      const answer = await harness().request('POST', '/v1/generators/onrampurl', {
        destinationWallets: [{ address: buyer, blockchains: ['sandbox-31337'], assets: [asset] }],
        defaultNetwork: 'sandbox-31337',
        partnerUserId: 'history-test',
        defaultExperience: 'buy',
        presetFiatAmount,
      });
      expect(answer.status).toBe(200);
      return answer.json.orderId as string;
    };
    const sandboxPay = (id: string, action: 'pay' | 'abandon', body: Record<string, unknown> = {}) =>
      harness().request('POST', `/sandbox-pay/orders/${id}/${action}`, body);

    test("behavior: a Sandbox Pay settlement is a buy in the buyer's history, a send in the treasury's", async () => {
      const h = harness();
      const buyer = fresh();
      const id = await newOrder(buyer);
      const paid = await sandboxPay(id, 'pay', { card: '4242 4242 4242 4242' });
      expect(paid.json).toMatchObject({ status: 'completed' });
      const { txHash, amount } = paid.json as { txHash: string; amount: string };
      await h.api.indexer.sync();

      const [purchase, ...others] = (await fetchHistory(h, buyer, `chainId=${chainA}`)).data;
      expect(others).toEqual([]);
      expect(purchase?.id).toBe(`${chainA}:${txHash}`);
      expect(purchase?.metadata).toMatchObject({ operationType: 'buy', hash: txHash, status: 'confirmed' });
      expect(purchase?.transfers).toEqual([
        expect.objectContaining({
          direction: 'in',
          recipient: buyer,
          quantity: { numeric: String(Number(amount)) },
          fungible_info: expect.objectContaining({ symbol: 'USDC' }),
        }),
      ]);
      // Without chainId the same label: the join is by chain and hash, whichever chains are read.
      expect((await fetchHistory(h, buyer)).data[0]?.metadata.operationType).toBe('buy');

      // The same transaction seen from the treasury (anvil account 0) is its send, not a purchase.
      const treasury = h.chain.accounts[0]?.address as Address;
      const sent = (await allPages(treasury, `chainId=${chainA}`))
        .flatMap((page) => page.data)
        .find((tx) => tx.metadata.hash === txHash);
      expect(sent?.metadata.operationType).toBe('send');
    });

    test('behavior: a plain transfer from the treasury to a buyer is no purchase', async () => {
      const h = harness();
      const buyer = fresh();
      // An order that was never paid, and a transfer from the same treasury: only a settled order's
      // own transaction is a buy.
      await newOrder(buyer);
      const hash = await h.wallet(0).sendTransaction({ to: buyer, value: parseEther('0.01') });
      await h.publicClient.waitForTransactionReceipt({ hash });
      await h.api.indexer.sync();
      const { data } = await fetchHistory(h, buyer, `chainId=${chainA}`);
      expect(data.map((tx) => [tx.metadata.hash, tx.metadata.operationType])).toEqual([[hash, 'receive']]);
    });

    test("behavior: onramp=coinbase lists the account's orders with Coinbase's statuses, newest first", async () => {
      const h = harness();
      const buyer = fresh();
      const paidId = await newOrder(buyer, 'USDC', 25);
      const paid = await sandboxPay(paidId, 'pay', { card: '4242424242424242' });
      const declinedId = await newOrder(buyer);
      expect((await sandboxPay(declinedId, 'pay', { card: '4000 0000 0000 0002' })).json.status).toBe(
        'failed',
      );
      const abandonedId = await newOrder(buyer);
      expect((await sandboxPay(abandonedId, 'abandon')).json.status).toBe('abandoned');
      const pendingId = await newOrder(buyer, 'ETH', 30);
      await newOrder(fresh());

      const page = await fetchHistory(h, buyer, `chainId=${chainA}&onramp=coinbase`);
      expect(page.next).toBeNull();
      expect(page.data.map((tx) => [tx.id, tx.metadata.status, tx.metadata.hash])).toEqual([
        [pendingId, 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', ''],
        [abandonedId, 'ONRAMP_TRANSACTION_STATUS_FAILED', ''],
        [declinedId, 'ONRAMP_TRANSACTION_STATUS_FAILED', ''],
        [paidId, 'ONRAMP_TRANSACTION_STATUS_SUCCESS', paid.json.txHash],
      ]);
      const pendingOrder = (await h.request('GET', `/v1/onramp/orders/${pendingId}`)).json;
      expect(page.data[0]).toEqual({
        id: pendingId,
        metadata: {
          operationType: 'buy',
          hash: '',
          minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          sentFrom: 'Coinbase',
          sentTo: buyer,
          status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
          nonce: 0,
          chain: chainA,
        },
        transfers: [
          {
            direction: 'in',
            recipient: buyer,
            quantity: { numeric: pendingOrder.amount },
            fungible_info: {
              name: 'Ether',
              symbol: 'ETH',
              icon: { url: expect.stringMatching(/^http/) },
              flags: { is_spam: false },
            },
          },
        ],
      });
      expect(Date.parse(page.data[0]?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      // Any spelling of the address and any chain give the same purchases; other accounts have none.
      expect((await fetchHistory(h, buyer.toLowerCase(), 'onramp=coinbase')).data).toEqual(page.data);
      expect((await fetchHistory(h, buyer, `chainId=${chainB}&onramp=coinbase`)).data).toEqual(page.data);
      expect(await fetchHistory(h, fresh(), 'onramp=coinbase')).toEqual({ data: [], next: null });
    });

    test('behavior: onramp=coinbase pages of 50 by creation time, ties broken by id, without gaps', async () => {
      const h = harness();
      const buyer = fresh();
      // Straight into the database: 120 orders, three to a creation instant.
      const ids = Array.from(
        { length: 120 },
        (_, i) => `onramp_00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      await h.api.db.query(
        `insert into onramp_orders (id, caip_network_id, network, address, asset, crypto_amount,
           fiat_currency, fiat_amount, partner_user_id, status, created_at)
         select id, $2, 'sandbox-31337', $3, 'USDC', '10.000000', 'USD', '10.00', 'p', 'pending',
           timestamptz '2026-01-01 00:00:00.000001+00' + (n / 3) * interval '1.000001 second'
         from unnest($1::text[]) with ordinality as o(id, n)`,
        [ids, chainA, buyer],
      );
      const expected = ids
        .map((id, i) => ({ id, at: Math.floor((i + 1) / 3) }))
        .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
        .map((order) => order.id);
      const pages = await allPages(buyer, 'onramp=coinbase');
      expect(pages.map((page) => page.data.length)).toEqual([50, 50, 20]);
      expect(pages.flatMap((page) => page.data.map((tx) => tx.id))).toEqual(expected);
      // A cursor of one listing is no cursor of the other.
      const onrampCursor = pages[0]?.next as string;
      const plain = await h.request('GET', `/v1/account/${buyer}/history?cursor=${onrampCursor}`);
      expect([plain.status, plain.json.error]).toEqual([
        400,
        { code: 'BAD_REQUEST', message: 'query.cursor: Invalid cursor' },
      ]);
      const indexerCursor = encodeHistoryCursor({
        blockTime: 1n,
        blockNumber: 2n,
        txIndex: 3,
        chainId: chainA,
      });
      const mixed = await h.request(
        'GET',
        `/v1/account/${buyer}/history?onramp=coinbase&cursor=${indexerCursor}`,
      );
      expect(mixed.status).toBe(400);
    });
  },
  { secondChainId: 31338 },
);
