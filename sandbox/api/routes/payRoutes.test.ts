import { type Address, erc20Abi, type Hash, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// The pay routes and the Sandbox Exchange against the first sandbox chain: settlements are checked
// against the chain's balances, and wallet payments are real transfers sent by funded anvil accounts.

const network = 'eip155:31337';
const idPattern = /^pay_[-_A-Za-z0-9]{24}$/;
const unknownId = `pay_${'A'.repeat(24)}`;

describeEachDatabase(
  'pay routes',
  (harness) => {
    const h = () => harness();
    const usdc = () => h().chain.contracts.usdc;
    const account = (index: number) => h().chain.accounts[index]?.address as Address;
    const freshAddress = () => privateKeyToAddress(generatePrivateKey());
    const paymentCount = async () =>
      (await h().api.db.query<{ n: number }>('select count(*)::int as n from pay_payments')).rows[0]?.n;
    const ethPayment = (recipient: Address) => ({
      recipient,
      network,
      asset: 'native',
      amount: '0.01',
      decimals: 18,
    });
    const usdcPayment = (recipient: Address) => ({
      recipient,
      network,
      asset: usdc(),
      amount: '2.5',
      decimals: 6,
    });
    const create = async (body: Record<string, unknown>) => {
      const answer = await h().request('POST', '/v1/pay/payments', body);
      expect(answer.status).toBe(200);
      return answer.json as { id: string; status: string; url?: string };
    };
    const read = async (id: string) => (await h().request('GET', `/v1/pay/payments/${id}`)).json;
    const report = (id: string, txHash: string) =>
      h().request('POST', `/v1/pay/payments/${id}/transaction`, { txHash });
    const settle = (id: string, body: Record<string, unknown> = {}) =>
      h().request('POST', `/sandbox-exchange/pay/${id}/settle`, body);
    const ethBalance = (address: Address) => h().publicClient.getBalance({ address });
    const usdcBalance = (address: Address) =>
      h().publicClient.readContract({
        address: usdc(),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    const mined = async (hash: Hash) => {
      await h().publicClient.waitForTransactionReceipt({ hash, pollingInterval: 10 });
      return hash;
    };
    const sendEth = async (from: number, to: Address, value: bigint) =>
      mined(await h().wallet(from).sendTransaction({ to, value }));
    const sendUsdc = async (from: number, to: Address, amount: bigint, gas?: bigint) =>
      mined(
        await h()
          .wallet(from)
          .writeContract({
            address: usdc(),
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
            gas,
          }),
      );

    test('exchanges: the Sandbox Exchange for the networks and assets the API serves, none elsewhere', async () => {
      const sandbox = {
        id: 'sandbox',
        name: 'Sandbox Exchange',
        imageUrl: `${h().api.url}/v1/pay/exchanges/sandbox/icon.svg`,
      };
      for (const query of [
        '',
        `?network=${network}&asset=native&amount=0.01`,
        `?network=${network}&asset=${usdc()}&page=0`,
      ]) {
        const answer = await h().request('GET', `/v1/pay/exchanges${query}`);
        expect([answer.status, answer.json]).toEqual([200, { exchanges: [sandbox], total: 1 }]);
      }
      for (const query of ['?network=eip155:1', `?network=${network}&asset=${freshAddress()}`]) {
        const answer = await h().request('GET', `/v1/pay/exchanges${query}`);
        expect([answer.status, answer.json]).toEqual([200, { exchanges: [], total: 0 }]);
      }
      for (const query of ['?network=31337', '?asset=usdc', '?amount=-1', '?amount=1e3']) {
        expect((await h().request('GET', `/v1/pay/exchanges${query}`)).status).toBe(400);
      }
      const icon = await h().request('GET', '/v1/pay/exchanges/sandbox/icon.svg');
      expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
      expect(icon.text).toMatch(/^<svg /);
    });

    test('create: a wallet payment is recorded IN_PROGRESS under an unguessable id, with no URL', async () => {
      const recipient = freshAddress();
      const created = await create({ ...ethPayment(recipient), method: 'wallet', payer: account(5) });
      expect(created).toEqual({ id: expect.stringMatching(idPattern), status: 'IN_PROGRESS' });
      expect(await read(created.id)).toEqual({
        id: created.id,
        status: 'IN_PROGRESS',
        recipient,
        network,
        asset: 'native',
        amount: '0.01',
        decimals: 18,
        method: 'wallet',
      });
      const other = await create({ ...ethPayment(recipient), method: 'wallet' });
      expect(other.id).not.toBe(created.id);
    });

    test('create: an exchange payment gets the Sandbox Exchange page URL', async () => {
      const recipient = freshAddress();
      const lower = usdc().toLowerCase();
      const created = await create({
        ...usdcPayment(recipient),
        asset: lower,
        method: 'exchange',
        exchangeId: 'sandbox',
      });
      expect(created).toEqual({
        id: expect.stringMatching(idPattern),
        status: 'IN_PROGRESS',
        url: `${h().api.url}/sandbox-exchange/pay/${created.id}`,
      });
      expect(await read(created.id)).toMatchObject({
        asset: usdc(),
        amount: '2.5',
        decimals: 6,
        method: 'exchange',
        exchangeId: 'sandbox',
      });
    });

    test('error: bad payment input is 4xx and records nothing', async () => {
      const before = await paymentCount();
      const base = { ...ethPayment(freshAddress()), method: 'wallet' };
      const cases: [Record<string, unknown>, number, string][] = [
        [{ recipient: '0x1234' }, 400, 'BAD_REQUEST'],
        [{ network: 'eip155:1' }, 400, 'UNSUPPORTED_CHAIN'],
        [{ network: '31337' }, 400, 'BAD_REQUEST'],
        [{ asset: freshAddress(), decimals: 6 }, 400, 'BAD_REQUEST'],
        [{ asset: 'ETH' }, 400, 'BAD_REQUEST'],
        [{ decimals: 6 }, 400, 'BAD_REQUEST'],
        [{ asset: usdc(), decimals: 18 }, 400, 'BAD_REQUEST'],
        [{ asset: usdc(), decimals: 6, amount: '1.0000001' }, 400, 'BAD_REQUEST'],
        [{ amount: '0' }, 400, 'BAD_REQUEST'],
        [{ amount: '0.000' }, 400, 'BAD_REQUEST'],
        [{ amount: 0.01 }, 400, 'BAD_REQUEST'],
        [{ amount: '-1' }, 400, 'BAD_REQUEST'],
        [{ decimals: 18.5 }, 400, 'BAD_REQUEST'],
        [{ method: 'card' }, 400, 'BAD_REQUEST'],
        [{ method: 'exchange' }, 400, 'BAD_REQUEST'],
        [{ method: 'exchange', exchangeId: 'coinbase' }, 400, 'BAD_REQUEST'],
        [{ exchangeId: 'sandbox' }, 400, 'BAD_REQUEST'],
        [{ payer: 'me' }, 400, 'BAD_REQUEST'],
      ];
      for (const [change, status, code] of cases) {
        const answer = await h().request('POST', '/v1/pay/payments', { ...base, ...change });
        expect([change, answer.status, answer.json.error.code]).toEqual([change, status, code]);
      }
      expect((await h().request('POST', '/v1/pay/payments', '{"recipient":')).status).toBe(400);
      expect(await paymentCount()).toBe(before);
    });

    test('error: an unknown payment id is 404 and a malformed one 400, on every route', async () => {
      const tx = `0x${'1'.repeat(64)}`;
      for (const [id, status] of [
        [unknownId, 404],
        ['pay_short', 400],
        ['%3Cscript%3E', 400],
      ] as const) {
        expect((await h().request('GET', `/v1/pay/payments/${id}`)).status).toBe(status);
        expect((await report(id, tx)).status).toBe(status);
        expect((await h().request('GET', `/sandbox-exchange/pay/${id}`)).status).toBe(status);
        expect((await settle(id)).status).toBe(status);
        expect((await h().request('POST', `/sandbox-exchange/pay/${id}/fail`, {})).status).toBe(status);
      }
    });

    test('exchange page: labelled as a stand-in, shows the payment, same headers as Sandbox Pay', async () => {
      const recipient = freshAddress();
      const { id } = await create({ ...usdcPayment(recipient), method: 'exchange', exchangeId: 'sandbox' });
      const page = await h().request('GET', `/sandbox-exchange/pay/${id}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(
        'Sandbox Exchange — a local stand-in for a centralised exchange, no real account',
      );
      expect(page.text).toContain('2.5 USDC');
      expect(page.text).toContain(recipient);
      expect(page.text).toContain('<button type="submit">Pay</button>');
      expect(page.text).not.toContain('undefined');
      // Sandbox Pay's page, for its headers.
      const generated = await h().request('POST', '/v1/generators/onrampurl', {
        destinationWallets: [{ address: recipient }],
        defaultNetwork: 'sandbox-31337',
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetFiatAmount: 20,
      });
      const payPage = await h().request(
        'GET',
        new URL(generated.json.url).pathname + new URL(generated.json.url).search,
      );
      for (const header of ['content-type', 'cache-control', 'content-security-policy']) {
        expect([header, page.headers.get(header)]).toEqual([header, payPage.headers.get(header)]);
      }
      // A wallet payment has no exchange page.
      const wallet = await create({ ...ethPayment(recipient), method: 'wallet' });
      expect((await h().request('GET', `/sandbox-exchange/pay/${wallet.id}`)).status).toBe(404);
      expect((await settle(wallet.id)).status).toBe(404);
    });

    test('exchange: Pay sends the ETH from the treasury on the chain and the payment succeeds, once', async () => {
      const recipient = freshAddress();
      const { id } = await create({ ...ethPayment(recipient), method: 'exchange', exchangeId: 'sandbox' });
      const before = await ethBalance(recipient);
      const paid = await settle(id);
      expect(paid.json).toMatchObject({
        id,
        status: 'SUCCESS',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      });
      expect(await ethBalance(recipient)).toBe(before + parseEther('0.01'));
      expect(await read(id)).toMatchObject({ status: 'SUCCESS', txHash: paid.json.txHash });
      const again = await settle(id);
      expect([again.status, again.json.error.code]).toEqual([409, 'CONFLICT']);
      expect((await h().request('POST', `/sandbox-exchange/pay/${id}/fail`, {})).status).toBe(409);
      expect(await ethBalance(recipient)).toBe(before + parseEther('0.01'));
      expect((await h().request('GET', `/sandbox-exchange/pay/${id}`)).text).toContain(
        'This payment is paid.',
      );
    });

    test('exchange: USDC arrives by an ERC-20 transfer', async () => {
      const recipient = freshAddress();
      const { id } = await create({ ...usdcPayment(recipient), method: 'exchange', exchangeId: 'sandbox' });
      const paid = await settle(id);
      expect(paid.json.status).toBe('SUCCESS');
      expect(await usdcBalance(recipient)).toBe(parseUnits('2.5', 6));
    });

    test('exchange: of two concurrent settles one wins and the recipient is paid once', async () => {
      const recipient = freshAddress();
      const { id } = await create({ ...usdcPayment(recipient), method: 'exchange', exchangeId: 'sandbox' });
      const answers = await Promise.all([settle(id), settle(id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await usdcBalance(recipient)).toBe(parseUnits('2.5', 6));
    });

    test('exchange: Fail fails the payment, nothing is sent, and it can no longer be paid', async () => {
      const recipient = freshAddress();
      const { id } = await create({ ...ethPayment(recipient), method: 'exchange', exchangeId: 'sandbox' });
      expect((await h().request('POST', `/sandbox-exchange/pay/${id}/fail`, { extra: 1 })).status).toBe(400);
      expect((await settle(id, { slow: 'yes' })).status).toBe(400);
      expect((await read(id)).status).toBe('IN_PROGRESS');
      const failed = await h().request('POST', `/sandbox-exchange/pay/${id}/fail`, {});
      expect(failed.json).toMatchObject({ id, status: 'FAILED', failureReason: 'exchange-declined' });
      expect((await settle(id)).status).toBe(409);
      expect(await read(id)).toMatchObject({ status: 'FAILED', failureReason: 'exchange-declined' });
      expect(await ethBalance(recipient)).toBe(0n);
      expect((await h().request('GET', `/sandbox-exchange/pay/${id}`)).text).toContain(
        'This payment failed.',
      );
    });

    test('exchange: a slow settlement stays IN_PROGRESS first, then succeeds after the delay', async () => {
      const recipient = freshAddress();
      const { id } = await create({ ...ethPayment(recipient), method: 'exchange', exchangeId: 'sandbox' });
      const paid = await settle(id, { slow: true });
      expect([paid.status, paid.json.status]).toEqual([202, 'IN_PROGRESS']);
      expect((await settle(id)).status).toBe(409);
      // The delay is 50 ms in this suite (paySlowSettlementMs); poll as the kit would.
      let current = await read(id);
      for (let attempt = 0; current.status === 'IN_PROGRESS' && attempt < 200; attempt++)
        current = await read(id);
      expect(current.status).toBe('SUCCESS');
      expect(await ethBalance(recipient)).toBe(parseEther('0.01'));
    });

    test('wallet: a transfer of the exact amount, reported, is checked on the chain and succeeds', async () => {
      const recipient = freshAddress();
      const eth = await create({ ...ethPayment(recipient), method: 'wallet', payer: account(5) });
      const ethTx = await sendEth(5, recipient, parseEther('0.01'));
      expect((await report(eth.id, ethTx)).json).toEqual({ id: eth.id, status: 'SUCCESS' });
      expect(await read(eth.id)).toMatchObject({ status: 'SUCCESS', txHash: ethTx });
      // The same hash again is answered; another hash is refused.
      expect((await report(eth.id, ethTx.toUpperCase().replace('0X', '0x'))).status).toBe(200);
      const other = await sendEth(5, recipient, parseEther('0.01'));
      const second = await report(eth.id, other);
      expect([second.status, second.json.error.code]).toEqual([409, 'CONFLICT']);
      const token = await create({ ...usdcPayment(recipient), method: 'wallet' });
      const tokenTx = await sendUsdc(2, recipient, parseUnits('2.5', 6));
      expect((await report(token.id, tokenTx)).json.status).toBe('SUCCESS');
    });

    test('wallet: a wrong amount, recipient, asset, payer or a reverted transaction fails with its reason', async () => {
      const recipient = freshAddress();
      const cases: [Record<string, unknown>, () => Promise<Hash>, string][] = [
        [ethPayment(recipient), () => sendEth(5, recipient, parseEther('0.02')), 'wrong-amount'],
        [ethPayment(recipient), () => sendEth(5, freshAddress(), parseEther('0.01')), 'wrong-recipient'],
        [usdcPayment(recipient), () => sendUsdc(2, recipient, parseUnits('2', 6)), 'wrong-amount'],
        [usdcPayment(recipient), () => sendUsdc(2, freshAddress(), parseUnits('2.5', 6)), 'wrong-recipient'],
        [usdcPayment(recipient), () => sendEth(5, recipient, parseEther('2.5')), 'wrong-asset'],
        [ethPayment(recipient), () => sendUsdc(2, recipient, parseUnits('0.01', 6)), 'wrong-asset'],
        [
          { ...ethPayment(recipient), payer: account(6) },
          () => sendEth(5, recipient, parseEther('0.01')),
          'wrong-payer',
        ],
        // Account 7 holds no USDC: the transfer reverts (gas given, so nothing refuses to send it).
        [usdcPayment(recipient), () => sendUsdc(7, recipient, parseUnits('2.5', 6), 100_000n), 'tx-reverted'],
      ];
      for (const [payment, send, reason] of cases) {
        const { id } = await create({ ...payment, method: 'wallet' });
        const reported = await report(id, await send());
        expect([reason, reported.json]).toEqual([reason, { id, status: 'FAILED', failureReason: reason }]);
        expect(await read(id)).toMatchObject({ status: 'FAILED', failureReason: reason });
      }
    });

    test('wallet: a transaction not mined yet keeps the payment in progress until a poll sees it mined', async () => {
      const recipient = freshAddress();
      const { id } = await create({ ...ethPayment(recipient), method: 'wallet' });
      await h().publicClient.request({ method: 'evm_setAutomine', params: [false] } as never);
      try {
        const hash = await h()
          .wallet(5)
          .sendTransaction({ to: recipient, value: parseEther('0.01') });
        expect((await report(id, hash)).json).toEqual({ id, status: 'IN_PROGRESS' });
        expect(await read(id)).toMatchObject({ status: 'IN_PROGRESS', txHash: hash });
        await h().publicClient.request({ method: 'evm_mine', params: [] } as never);
        expect(await read(id)).toMatchObject({ status: 'SUCCESS', txHash: hash });
      } finally {
        await h().publicClient.request({ method: 'evm_setAutomine', params: [true] } as never);
      }
    });

    test('error: one transaction settles one payment; bad hashes and exchange payments are refused', async () => {
      const recipient = freshAddress();
      const first = await create({ ...ethPayment(recipient), method: 'wallet' });
      const second = await create({ ...ethPayment(recipient), method: 'wallet' });
      const tx = await sendEth(5, recipient, parseEther('0.01'));
      expect((await report(first.id, tx)).json.status).toBe('SUCCESS');
      const reused = await report(second.id, tx);
      expect([reused.status, reused.json.error.code]).toEqual([409, 'CONFLICT']);
      expect(await read(second.id)).toEqual(expect.not.objectContaining({ txHash: expect.anything() }));
      for (const txHash of ['0x1234', 'nope', `0x${'g'.repeat(64)}`]) {
        expect((await report(second.id, txHash)).status).toBe(400);
      }
      expect((await h().request('POST', `/v1/pay/payments/${second.id}/transaction`, {})).status).toBe(400);
      expect((await read(second.id)).status).toBe('IN_PROGRESS');
      const exchange = await create({ ...ethPayment(recipient), method: 'exchange', exchangeId: 'sandbox' });
      expect((await report(exchange.id, `0x${'2'.repeat(64)}`)).status).toBe(409);
    });
  },
  { paySlowSettlementMs: 50 },
);
