import { type Address, erc20Abi, parseEther, parseUnits } from 'viem';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { nativeTokenAddress } from './fungiblePriceRoutes';

// The on-ramp routes and Sandbox Pay against the first sandbox chain: quotes are checked against the
// API's own pool prices (POST /v1/fungible/price) and payments against the chain's balances.

const network = 'sandbox-31337';
const chainId = 'eip155:31337';

describeEachDatabase(
  'on-ramp routes',
  (harness) => {
    const h = () => harness();
    const buyer = () => h().chain.accounts[4]?.address as Address;
    const usdc = () => h().chain.contracts.usdc;
    const orderCount = async () =>
      (await h().api.db.query<{ n: number }>('select count(*)::int as n from onramp_orders')).rows[0]?.n;
    const quote = (body: Record<string, unknown>) =>
      h().request('POST', '/v1/onramp/quote', {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100.00',
        network,
        ...body,
      });
    const generate = (body: Record<string, unknown> = {}, wallet: Record<string, unknown> = {}) =>
      h().request('POST', '/v1/generators/onrampurl', {
        destinationWallets: [{ address: buyer(), blockchains: [network], assets: ['USDC'], ...wallet }],
        defaultNetwork: network,
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetFiatAmount: 20,
        ...body,
      });
    const newOrder = async (body: Record<string, unknown> = {}, wallet: Record<string, unknown> = {}) => {
      const answer = await generate(body, wallet);
      expect(answer.status).toBe(200);
      return answer.json.orderId as string;
    };
    const order = async (id: string) => (await h().request('GET', `/v1/onramp/orders/${id}`)).json;
    const pay = (id: string, body: Record<string, unknown>) =>
      h().request('POST', `/sandbox-pay/orders/${id}/pay`, body);
    const usdcBalance = (address: Address) =>
      h().publicClient.readContract({
        address: usdc(),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    const priceOf = async (address: string) => {
      const answer = await h().request('POST', '/v1/fungible/price', {
        currency: 'usd',
        addresses: [`${chainId}:${address}`],
      });
      return answer.json.fungibles[0].price as number;
    };

    test('options: ETH and USDC on the first chain, USD and EUR with the card and bank limits', async () => {
      const answer = await h().request('GET', '/v1/onramp/options?projectId=p');
      expect(answer.status).toBe(200);
      const limits = [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ];
      expect(answer.json).toEqual({
        purchaseCurrencies: [
          {
            id: 'ETH',
            name: 'Ether',
            symbol: 'ETH',
            networks: [
              { name: network, display_name: 'Sandbox 31337', chain_id: '31337', contract_address: '' },
            ],
          },
          {
            id: 'USDC',
            name: 'USD Coin (sandbox)',
            symbol: 'USDC',
            networks: [
              { name: network, display_name: 'Sandbox 31337', chain_id: '31337', contract_address: usdc() },
            ],
          },
        ],
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: limits },
          { id: 'EUR', payment_method_limits: limits },
        ],
      });
    });

    test('quote: fees inside 1-2 %, the rest bought at the pool price', async () => {
      for (const [asset, address, amount] of [
        ['USDC', usdc(), '10.00'],
        ['ETH', nativeTokenAddress, '250.50'],
        ['USDC', usdc(), '7500'],
      ] as const) {
        const answer = await quote({ purchaseCurrency: asset, amount });
        expect(answer.status).toBe(200);
        const q = answer.json;
        expect(Object.keys(q).sort()).toEqual(
          [
            'coinbaseFee',
            'networkFee',
            'paymentSubtotal',
            'paymentTotal',
            'purchaseAmount',
            'quoteId',
          ].sort(),
        );
        expect(q.paymentTotal).toEqual({ amount: Number(amount).toFixed(2), currency: 'USD' });
        const [total, fee, network, subtotal] = [
          q.paymentTotal,
          q.coinbaseFee,
          q.networkFee,
          q.paymentSubtotal,
        ].map((money) => Number(money.amount)) as [number, number, number, number];
        expect(fee / total).toBeGreaterThanOrEqual(0.01);
        expect(fee / total).toBeLessThanOrEqual(0.02);
        expect(network).toBeGreaterThanOrEqual(0.01);
        expect(subtotal).toBeCloseTo(total - fee - network, 2);
        expect(q.purchaseAmount.currency).toBe(asset);
        expect(Number(q.purchaseAmount.amount)).toBeCloseTo(subtotal / (await priceOf(address)), 5);
        expect(q.quoteId).toMatch(/^quote_/);
      }
    });

    test('quote in EUR uses the documented rate; the fee stays inside 1-2 %', async () => {
      const answer = await quote({ paymentCurrency: 'EUR', amount: '50' });
      expect(answer.status).toBe(200);
      expect(answer.json.paymentTotal).toEqual({ amount: '50.00', currency: 'EUR' });
      const subtotal = Number(answer.json.paymentSubtotal.amount);
      expect(Number(answer.json.purchaseAmount.amount)).toBeCloseTo(subtotal * 1.08, 4);
    });

    test('error: quotes outside the limits or for unknown things are 400', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: '9.99' }, 'amount must be between 10.00 and 7500.00 USD'],
        [{ amount: '7500.01' }, 'amount must be between 10.00 and 7500.00 USD'],
        [{ purchaseCurrency: 'PRT' }, 'Sandbox Pay does not sell PRT on sandbox-31337'],
        [{ network: 'ethereum' }, 'Sandbox Pay does not sell USDC on ethereum'],
      ];
      for (const [body, message] of cases) {
        const answer = await quote(body);
        expect({ status: answer.status, json: answer.json }).toEqual({
          status: 400,
          json: { error: { code: 'BAD_REQUEST', message } },
        });
      }
      for (const body of [{ paymentCurrency: 'GBP' }, { amount: '-5' }, { amount: '1e3' }, { amount: 0 }]) {
        expect((await quote(body)).status).toBe(400);
      }
    });

    test('generator: Coinbase URL format on the Sandbox Pay host, and a pending order', async () => {
      const answer = await generate();
      expect(answer.status).toBe(200);
      const url = new URL(answer.json.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${h().api.url}/sandbox-pay/buy/select-asset`);
      const query = Object.fromEntries(url.searchParams);
      expect(query).toEqual({
        appId: 'portico-sandbox',
        addresses: JSON.stringify({ [buyer()]: [network] }),
        assets: '["USDC"]',
        defaultNetwork: network,
        defaultExperience: 'buy',
        presetFiatAmount: '20',
        fiatCurrency: 'USD',
        partnerUserId: 'user-1',
        orderId: answer.json.orderId,
      });
      const recorded = await order(query.orderId as string);
      const expected = await quote({ amount: '20' });
      expect(recorded).toEqual({
        id: query.orderId,
        status: 'pending',
        asset: 'USDC',
        amount: expected.json.purchaseAmount.amount,
        address: buyer(),
        network,
        paymentTotal: { amount: '20.00', currency: 'USD' },
      });
    });

    test('generator: a preset crypto amount is the order amount, paid for fees included', async () => {
      const id = await newOrder(
        { presetFiatAmount: undefined, presetCryptoAmount: '0.01' },
        { assets: ['ETH'] },
      );
      const recorded = await order(id);
      expect(recorded).toMatchObject({ asset: 'ETH', amount: '0.01000000', status: 'pending' });
      const q = await quote({ purchaseCurrency: 'ETH', amount: recorded.paymentTotal.amount });
      expect(Number(q.json.purchaseAmount.amount)).toBeGreaterThanOrEqual(0.01);
    });

    test('error: bad generator input is 400 and records nothing', async () => {
      const before = await orderCount();
      const cases: [Record<string, unknown>, Record<string, unknown>][] = [
        [{ defaultExperience: 'send' }, {}],
        [{ presetFiatAmount: 5 }, {}],
        [{ presetFiatAmount: 9000 }, {}],
        [{ presetCryptoAmount: 1 }, {}],
        [{ presetFiatAmount: undefined }, {}],
        [{ defaultNetwork: 'ethereum' }, {}],
        [{}, { address: '0x1234' }],
        [{}, { assets: ['PRT'] }],
        [{}, { blockchains: ['base'] }],
        [{ partnerUserId: '' }, {}],
        [{ destinationWallets: [] }, {}],
      ];
      for (const [body, wallet] of cases) {
        const answer = await generate(body, wallet);
        expect([answer.status, answer.json.error.code]).toEqual([400, 'BAD_REQUEST']);
      }
      expect(await orderCount()).toBe(before);
    });

    test('order: an unknown or malformed id is 4xx', async () => {
      const unknown = await h().request(
        'GET',
        '/v1/onramp/orders/onramp_00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.status).toBe(404);
      expect((await h().request('GET', '/v1/onramp/orders/nope')).status).toBe(400);
    });

    test('page: labelled, shows the quote, escapes what it echoes; bad links are 4xx', async () => {
      const id = await newOrder();
      const page = await h().request('GET', `/sandbox-pay/buy/select-asset?orderId=${id}&appId=x`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('Sandbox Pay — a local stand-in, no real payment');
      expect(page.text).toContain('20.00 USD');
      expect(page.text).toContain(buyer());
      expect(page.text).not.toContain('undefined');
      const hostile = await h().request('GET', '/sandbox-pay/buy/select-asset?orderId=%3Cscript%3Ex');
      expect([hostile.status, hostile.json.error.code]).toEqual([400, 'BAD_REQUEST']);
      expect(hostile.text).not.toContain('<script>x');
      const unknown = await h().request(
        'GET',
        '/sandbox-pay/buy/select-asset?orderId=onramp_00000000-0000-4000-8000-000000000000',
      );
      expect([unknown.status, unknown.json.error.code]).toEqual([404, 'NOT_FOUND']);
    });

    test('pay: a test card credits the USDC on the chain, once', async () => {
      const id = await newOrder({ presetFiatAmount: 50 });
      const { amount } = await order(id);
      const before = await usdcBalance(buyer());
      const paid = await pay(id, { card: '4242 4242 4242 4242' });
      expect(paid.status).toBe(200);
      expect(paid.json).toMatchObject({ id, status: 'completed', amount });
      expect(await usdcBalance(buyer())).toBe(before + parseUnits(amount, 6));
      const receipt = await h().publicClient.getTransactionReceipt({ hash: paid.json.txHash });
      expect(receipt.status).toBe('success');
      expect(await order(id)).toMatchObject({ status: 'completed', txHash: paid.json.txHash });
      const again = await pay(id, { card: '4242424242424242' });
      expect([again.status, again.json.error.code]).toEqual([409, 'CONFLICT']);
      expect(await usdcBalance(buyer())).toBe(before + parseUnits(amount, 6));
    });

    test('pay: ETH arrives by transfer', async () => {
      const id = await newOrder(
        { presetFiatAmount: undefined, presetCryptoAmount: 0.005 },
        { assets: ['ETH'] },
      );
      const before = await h().publicClient.getBalance({ address: buyer() });
      const paid = await pay(id, { card: '4242424242424242' });
      expect(paid.json.status).toBe('completed');
      expect(await h().publicClient.getBalance({ address: buyer() })).toBe(before + parseEther('0.005'));
    });

    test('error: an invalid card is refused and changes nothing; the declined card fails the order', async () => {
      const id = await newOrder();
      for (const card of ['4242 4242 4242 4241', '1234', 'abcd', '']) {
        const answer = await pay(id, { card });
        expect(answer.status).toBe(400);
      }
      expect((await pay(id, { card: '4242424242424242', extra: 1 })).status).toBe(400);
      expect((await order(id)).status).toBe('pending');
      const before = await usdcBalance(buyer());
      const declined = await pay(id, { card: '4000 0000 0000 0002' });
      expect(declined.json).toMatchObject({ status: 'failed', reason: 'card_declined' });
      expect(await order(id)).toMatchObject({ status: 'failed' });
      expect((await pay(id, { card: '4242424242424242' })).status).toBe(409);
      expect(await usdcBalance(buyer())).toBe(before);
    });

    test('abandon: the order is abandoned and can no longer be paid', async () => {
      const id = await newOrder();
      const abandoned = await h().request('POST', `/sandbox-pay/orders/${id}/abandon`, {});
      expect(abandoned.json.status).toBe('abandoned');
      expect((await order(id)).status).toBe('abandoned');
      expect((await pay(id, { card: '4242424242424242' })).status).toBe(409);
      expect((await h().request('POST', `/sandbox-pay/orders/${id}/abandon`, {})).status).toBe(409);
      const page = await h().request('GET', `/sandbox-pay/buy/select-asset?orderId=${id}`);
      expect(page.text).toContain('This order is abandoned.');
      const unknown = 'onramp_00000000-0000-4000-8000-000000000000';
      expect((await pay(unknown, { card: '4242424242424242' })).status).toBe(404);
    });

    test('slow settlement: pending first, completed after the configured delay', async () => {
      const id = await newOrder();
      const before = await usdcBalance(buyer());
      const paid = await pay(id, { card: '4242424242424242', slow: true });
      expect([paid.status, paid.json.status]).toEqual([202, 'pending']);
      expect((await pay(id, { card: '4242424242424242' })).status).toBe(409);
      // The delay is 50 ms in this suite (onrampSlowSettlementMs); poll as the kit would.
      let current = await order(id);
      for (let attempt = 0; current.status === 'pending' && attempt < 200; attempt++)
        current = await order(id);
      expect(current.status).toBe('completed');
      expect(await usdcBalance(buyer())).toBe(before + parseUnits(current.amount, 6));
    });
  },
  { onrampSlowSettlementMs: 50 },
);
