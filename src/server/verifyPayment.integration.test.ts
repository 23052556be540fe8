import { type Address, erc20Abi, type Hash, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { type ApiHarness, startApiHarness } from '../../sandbox/api/testing/startApiHarness';
import { PaymentVerificationError, type VerifyPaymentOptions, verifyPayment } from './verifyPayment';

// verifyPayment against the real reference API and anvil: payments are made through the API's routes
// (the Sandbox Exchange, or a wallet transfer reported to it), and the "lying API" cases tamper with the
// API's own database row, so only the chain can tell the truth.

const network = 'eip155:31337';

describe('verifyPayment', () => {
  let h: ApiHarness;
  let options: VerifyPaymentOptions;

  beforeAll(async () => {
    h = await startApiHarness({ name: 'embedded' }, { secondChainId: 31338 });
    options = { apiUrl: h.api.url, rpcUrls: { [network]: h.chain.rpcUrl } };
  }, 30_000);
  afterAll(async () => {
    await h?.stop();
  });
  afterEach(() => {
    const errors = [...h.serverErrors.splice(0), ...h.indexerErrors.splice(0)];
    if (errors.length > 0) throw errors[0];
  });

  const usdc = () => h.chain.contracts.usdc;
  const freshAddress = () => privateKeyToAddress(generatePrivateKey());
  const create = async (body: Record<string, unknown>): Promise<string> => {
    const answer = await h.request('POST', '/v1/pay/payments', { network, ...body });
    expect(answer.status).toBe(200);
    return answer.json.id;
  };
  const ethPayment = (recipient: Address) => ({ recipient, asset: 'native', amount: '0.01', decimals: 18 });
  const usdcPayment = (recipient: Address) => ({ recipient, asset: usdc(), amount: '2.5', decimals: 6 });
  const paidThroughExchange = async (payment: Record<string, unknown>) => {
    const id = await create({ ...payment, method: 'exchange', exchangeId: 'sandbox' });
    const settled = await h.request('POST', `/sandbox-exchange/pay/${id}/settle`, {});
    expect(settled.json.status).toBe('SUCCESS');
    return { id, txHash: settled.json.txHash as Hash };
  };
  const mined = async (hash: Hash) => {
    await h.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    return hash;
  };
  const sendEth = async (to: Address, value: bigint) =>
    mined(await h.wallet(5).sendTransaction({ to, value }));
  const sendUsdc = async (from: number, to: Address, amount: bigint, gas?: bigint) =>
    mined(
      await h
        .wallet(from)
        .writeContract({ address: usdc(), abi: erc20Abi, functionName: 'transfer', args: [to, amount], gas }),
    );
  /** The API's record is made to say SUCCESS with this transaction (and these fields), whatever the chain says. */
  const lie = async (
    id: string,
    txHash: string | null,
    fields: { amount?: string; recipient?: string } = {},
  ) => {
    await h.api.db.query(
      `update pay_payments set status = 'SUCCESS', tx_hash = $2, amount = coalesce($3, amount),
         recipient = coalesce($4, recipient) where id = $1`,
      [id, txHash?.toLowerCase() ?? null, fields.amount ?? null, fields.recipient ?? null],
    );
  };
  const mine = (blocks: number) =>
    h.publicClient.request({ method: 'anvil_mine', params: [`0x${blocks.toString(16)}`] } as never);

  test('default: a settled exchange payment is verified on the chain, with its block and confirmations', async () => {
    const recipient = freshAddress();
    const { id, txHash } = await paidThroughExchange(ethPayment(recipient));
    const receipt = await h.publicClient.getTransactionReceipt({ hash: txHash });
    const result = await verifyPayment(id, {
      ...options,
      expected: { recipient: recipient.toLowerCase(), amount: '0.010', asset: 'native', network },
    });
    expect(result).toEqual({
      verified: true,
      payment: expect.objectContaining({ id, status: 'SUCCESS', recipient, amount: '0.01', txHash }),
      txHash,
      confirmations: 1,
      blockNumber: Number(receipt.blockNumber),
    });
  });

  test('behavior: a wallet payment in USDC, reported by the kit, is verified', async () => {
    const recipient = freshAddress();
    const id = await create({ ...usdcPayment(recipient), method: 'wallet' });
    const txHash = await sendUsdc(2, recipient, parseUnits('2.5', 6));
    expect((await h.request('POST', `/v1/pay/payments/${id}/transaction`, { txHash })).json.status).toBe(
      'SUCCESS',
    );
    const result = await verifyPayment(id, {
      ...options,
      expected: { asset: usdc().toLowerCase(), amount: '2.50' },
    });
    expect(result).toMatchObject({ verified: true, txHash, confirmations: 1 });
  });

  test('behavior: minConfirmations waits for blocks on top of the settling one', async () => {
    const { id } = await paidThroughExchange(ethPayment(freshAddress()));
    expect(await verifyPayment(id, { ...options, minConfirmations: 3 })).toMatchObject({
      verified: false,
      reason: 'too-few-confirmations',
      confirmations: 1,
    });
    await mine(2);
    expect(await verifyPayment(id, { ...options, minConfirmations: 3 })).toMatchObject({
      verified: true,
      confirmations: 3,
    });
  });

  test('error: unknown and malformed ids are not-found', async () => {
    expect(await verifyPayment(`pay_${'Z'.repeat(24)}`, options)).toEqual({
      verified: false,
      reason: 'not-found',
    });
    for (const id of ['pay_short', '../sessions/x', '', `pay_${'a'.repeat(23)}/`]) {
      expect(await verifyPayment(id, options)).toEqual({ verified: false, reason: 'not-found' });
    }
  });

  test('error: a payment in progress is not-settled, a failed one failed', async () => {
    const id = await create({ ...ethPayment(freshAddress()), method: 'exchange', exchangeId: 'sandbox' });
    expect(await verifyPayment(id, options)).toMatchObject({
      verified: false,
      reason: 'not-settled',
      payment: { id, status: 'IN_PROGRESS' },
    });
    await h.request('POST', `/sandbox-exchange/pay/${id}/fail`, {});
    expect(await verifyPayment(id, options)).toMatchObject({ verified: false, reason: 'failed' });
  });

  test('error: a record other than the host expects is mismatch-expected, before anything else', async () => {
    const recipient = freshAddress();
    const { id } = await paidThroughExchange(ethPayment(recipient));
    for (const expected of [
      { recipient: freshAddress() },
      { amount: '0.02' },
      { amount: '0.0100000000000000001' },
      { asset: usdc() },
      { network: 'eip155:1' },
    ]) {
      expect([expected, await verifyPayment(id, { ...options, expected })]).toEqual([
        expected,
        { verified: false, reason: 'mismatch-expected', payment: expect.objectContaining({ id }) },
      ]);
    }
    // An open payment for someone else is refused for the mismatch, not reported as merely unsettled.
    const open = await create({ ...ethPayment(freshAddress()), method: 'wallet' });
    expect(await verifyPayment(open, { ...options, expected: { recipient } })).toMatchObject({
      reason: 'mismatch-expected',
    });
  });

  test('error: a lying API record (SUCCESS, but not on the chain) is refused with what the chain says', async () => {
    const recipient = freshAddress();
    const record = (payment: Record<string, unknown>) => create({ ...payment, method: 'wallet' });
    const cases: [string, () => Promise<string>, string][] = [
      [
        'no transaction at all',
        async () => {
          const id = await record(ethPayment(recipient));
          await lie(id, `0x${'7'.repeat(64)}`);
          return id;
        },
        'tx-not-found',
      ],
      [
        'SUCCESS without a hash',
        async () => {
          const id = await record(ethPayment(recipient));
          await lie(id, null);
          return id;
        },
        'tx-not-found',
      ],
      [
        'a reverted transfer',
        async () => {
          const id = await record(usdcPayment(recipient));
          await lie(id, await sendUsdc(7, recipient, parseUnits('2.5', 6), 100_000n));
          return id;
        },
        'tx-reverted',
      ],
      [
        'half the amount',
        async () => {
          const id = await record(ethPayment(recipient));
          await lie(id, await sendEth(recipient, parseEther('0.005')));
          return id;
        },
        'wrong-amount',
      ],
      [
        'a record whose amount was raised after a smaller payment',
        async () => {
          const { id } = await paidThroughExchange(usdcPayment(recipient));
          await lie(id, (await h.request('GET', `/v1/pay/payments/${id}`)).json.txHash, { amount: '25' });
          return id;
        },
        'wrong-amount',
      ],
      [
        'paid to someone else',
        async () => {
          const id = await record(usdcPayment(recipient));
          await lie(id, await sendUsdc(2, freshAddress(), parseUnits('2.5', 6)));
          return id;
        },
        'wrong-recipient',
      ],
      [
        'ETH for a USDC payment',
        async () => {
          const id = await record(usdcPayment(recipient));
          await lie(id, await sendEth(recipient, parseEther('2.5')));
          return id;
        },
        'wrong-asset',
      ],
    ];
    for (const [name, make, reason] of cases) {
      const result = await verifyPayment(await make(), options);
      expect([name, result.verified, result.verified ? undefined : result.reason]).toEqual([
        name,
        false,
        reason,
      ]);
    }
  });

  test('error: a recorded transaction not mined yet has too few (zero) confirmations', async () => {
    const recipient = freshAddress();
    const id = await create({ ...ethPayment(recipient), method: 'wallet' });
    await h.publicClient.request({ method: 'evm_setAutomine', params: [false] } as never);
    try {
      const hash = await h.wallet(5).sendTransaction({ to: recipient, value: parseEther('0.01') });
      await lie(id, hash);
      expect(await verifyPayment(id, options)).toMatchObject({
        verified: false,
        reason: 'too-few-confirmations',
        confirmations: 0,
      });
    } finally {
      await h.publicClient.request({ method: 'evm_setAutomine', params: [true] } as never);
      await mine(1);
    }
  });

  test('error: what keeps it from deciding throws PaymentVerificationError with the reason', async () => {
    const { id } = await paidThroughExchange(ethPayment(freshAddress()));
    const reasonOf = async (run: Promise<unknown>) => {
      const error = await run.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(PaymentVerificationError);
      return (error as InstanceType<typeof PaymentVerificationError>).data?.reason;
    };
    expect(await reasonOf(verifyPayment(id, { ...options, rpcUrls: {} }))).toBe('noRpcUrl');
    // The second anvil is chain 31338: a URL of another chain is refused, not trusted.
    const other = h.chains[1]?.rpcUrl as string;
    expect(await reasonOf(verifyPayment(id, { ...options, rpcUrls: { [network]: other } }))).toBe(
      'wrongChain',
    );
    expect(
      await reasonOf(verifyPayment(id, { ...options, rpcUrls: { [network]: 'http://127.0.0.1:1' } })),
    ).toBe('unavailable');
    expect(await reasonOf(verifyPayment(id, { ...options, apiUrl: 'http://127.0.0.1:1' }))).toBe(
      'unavailable',
    );
    expect(await reasonOf(verifyPayment(id, { ...options, minConfirmations: 0 }))).toBe('invalidOptions');
    expect(await reasonOf(verifyPayment(id, { ...options, expected: { amount: '1e3' } }))).toBe(
      'invalidOptions',
    );
    expect(await reasonOf(verifyPayment(id, { ...options, apiUrl: 'ftp://x' }))).toBe('invalidOptions');
  });

  test('error: a node or API answering malformed data (stub fetch) is unavailable, never verified', async () => {
    const { id } = await paidThroughExchange(ethPayment(freshAddress()));
    // Stub: a broken node or API cannot be made offline; the real API answers every other call.
    const stubFetch =
      (answer: (body: { method: string }) => unknown, target: 'rpc' | 'api'): typeof fetch =>
      async (input, init) => {
        const url = String(input);
        const isRpc = url === h.chain.rpcUrl;
        if ((target === 'rpc') !== isRpc) return fetch(input, init);
        const body = isRpc ? JSON.parse(String(init?.body)) : { method: 'GET' };
        return Response.json(answer(body));
      };
    const brokenReceipt = stubFetch(
      (body) => ({
        jsonrpc: '2.0',
        id: 1,
        result:
          body.method === 'eth_chainId'
            ? '0x7a69'
            : body.method === 'eth_blockNumber'
              ? '0x10'
              : body.method === 'eth_getTransactionReceipt'
                ? { status: '0x1', blockNumber: 'soon', logs: 'none' }
                : { to: null, value: '0x0' },
      }),
      'rpc',
    );
    const notAPayment = stubFetch(() => ({ id, status: 'SUCCESS' }), 'api');
    for (const stub of [brokenReceipt, notAPayment]) {
      const error = await verifyPayment(id, { ...options, fetch: stub }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PaymentVerificationError);
      expect((error as InstanceType<typeof PaymentVerificationError>).data?.reason).toBe('unavailable');
    }
  });
});
