import { type Address, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { nativePoolAbi, sandboxTokenAbi } from '../../chain/sandboxAbis';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import type { ApiHarness } from '../testing/startApiHarness';
import { nativeTokenAddress } from './fungiblePriceRoutes';

const chainId = 'eip155:31337';

describeEachDatabase('balances and prices', (harness) => {
  let snapshot: string;
  beforeEach(async () => {
    snapshot = await harness().snapshot();
  });
  afterEach(async () => {
    await harness().revert(snapshot);
  });

  const balances = async (address: string, extra = '&forceUpdate=true') => {
    const answer = await harness().request(
      'GET',
      `/v1/account/${address}/balance?currency=usd&chainId=${chainId}&projectId=p&st=appkit&sv=html-4${extra}`,
    );
    expect(answer.status).toBe(200);
    return answer.json.balances as {
      symbol: string;
      value: number;
      price: number;
      quantity: { numeric: string };
    }[];
  };
  const bySymbol = async (address: string, extra?: string) =>
    Object.fromEntries((await balances(address, extra)).map((entry) => [entry.symbol, entry]));
  const prices = async (addresses: string[]) => {
    const answer = await harness().request('POST', '/v1/fungible/price', {
      currency: 'usd',
      addresses,
      projectId: 'p',
    });
    expect(answer.status).toBe(200);
    return answer.json.fungibles as { symbol: string; price: number; address: string }[];
  };
  const caip = (address: Address) => `${chainId}:${address}`;
  const freshAddress = () => privateKeyToAddress(generatePrivateKey());
  const mined = async (h: ApiHarness, hash: `0x${string}`) => {
    const receipt = await h.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
  };

  test('default: a demo account holds ETH, USDC and PRT at pool prices', async () => {
    const h = harness();
    const address = h.chain.accounts[2]?.address as Address;
    const answer = await h.request(
      'GET',
      `/v1/account/${address}/balance?currency=usd&chainId=${chainId}&projectId=p`,
    );
    const base = h.api.url;
    expect(answer.json).toEqual({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId,
          value: 30_000_000,
          price: 3000,
          quantity: { decimals: '18', numeric: '10000' },
          iconUrl: `${base}/v1/icons/eth.svg`,
        },
        {
          name: 'USD Coin (sandbox)',
          symbol: 'USDC',
          chainId,
          address: caip(h.chain.contracts.usdc),
          value: 10_000,
          price: 1,
          quantity: { decimals: '6', numeric: '10000' },
          iconUrl: `${base}/v1/icons/usdc.svg`,
        },
        {
          name: 'Portico Token',
          symbol: 'PRT',
          chainId,
          address: caip(h.chain.contracts.prt),
          value: 10_000,
          price: 0.5,
          quantity: { decimals: '18', numeric: '20000' },
          iconUrl: `${base}/v1/icons/prt.svg`,
        },
      ],
    });
  });

  test('default: an empty account lists only its zero native balance', async () => {
    expect(await balances(freshAddress())).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        value: 0,
        price: 3000,
        quantity: { decimals: '18', numeric: '0' },
      }),
    ]);
  });

  test('default: fungible prices of native, USDC and PRT; unknown tokens are left out', async () => {
    const h = harness();
    const native = `${chainId}:${nativeTokenAddress}`;
    const answer = await prices([
      native,
      caip(h.chain.contracts.usdc),
      caip(h.chain.contracts.prt),
      `${chainId}:0x${'1'.repeat(40)}`,
      `eip155:1:${h.chain.contracts.usdc}`,
    ]);
    expect(answer).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: `${h.api.url}/v1/icons/eth.svg`,
        price: 3000,
        address: native,
      },
      {
        name: 'USD Coin (sandbox)',
        symbol: 'USDC',
        iconUrl: `${h.api.url}/v1/icons/usdc.svg`,
        price: 1,
        address: caip(h.chain.contracts.usdc),
      },
      {
        name: 'Portico Token',
        symbol: 'PRT',
        iconUrl: `${h.api.url}/v1/icons/prt.svg`,
        price: 0.5,
        address: caip(h.chain.contracts.prt),
      },
    ]);
  });

  test('behavior: without chainId every configured chain is answered', async () => {
    const h = harness();
    const answer = await h.request('GET', `/v1/account/${h.chain.accounts[2]?.address}/balance?currency=usd`);
    expect(answer.json.balances.map((entry: { symbol: string }) => entry.symbol)).toEqual([
      'ETH',
      'USDC',
      'PRT',
    ]);
  });

  test('behavior: balances follow a token transfer and a native transfer', async () => {
    const h = harness();
    const sender = h.wallet(1);
    const recipient = freshAddress();
    await mined(
      h,
      await sender.writeContract({
        address: h.chain.contracts.usdc,
        abi: sandboxTokenAbi,
        functionName: 'transfer',
        args: [recipient, parseUnits('250.5', 6)],
      }),
    );
    await mined(h, await sender.sendTransaction({ to: recipient, value: parseEther('1.5') }));

    const received = await bySymbol(recipient);
    expect(Object.keys(received)).toEqual(['ETH', 'USDC']);
    expect(received.USDC).toMatchObject({ quantity: { numeric: '250.5' }, value: 250.5, price: 1 });
    expect(received.ETH).toMatchObject({ quantity: { numeric: '1.5' }, value: 4500 });
    const sent = await bySymbol(sender.account.address);
    expect(sent.USDC?.quantity.numeric).toBe('9749.5');
    expect(Number(sent.ETH?.quantity.numeric)).toBeLessThan(10000 - 1.5);
  });

  test('behavior: a trade on the pool moves balances and every price derived from it', async () => {
    const h = harness();
    const trader = h.wallet(3);
    const pool = { address: h.chain.contracts.usdcPool, abi: nativePoolAbi } as const;
    const bought = await h.publicClient.readContract({
      ...pool,
      functionName: 'quoteNativeToToken',
      args: [parseEther('10')],
    });
    await mined(
      h,
      await trader.writeContract({
        ...pool,
        functionName: 'swapNativeForToken',
        args: [bought, trader.account.address],
        value: parseEther('10'),
      }),
    );
    // Expected prices straight from the reserves: ETH = USDC reserve / ETH reserve, PRT through its ETH pool.
    const [usdcReserve, usdcPoolEth] = await h.publicClient.readContract({
      ...pool,
      functionName: 'getReserves',
    });
    const ethPrice = Number(usdcReserve) / 1e6 / (Number(usdcPoolEth) / 1e18);
    expect(ethPrice).toBeLessThan(3000);
    const prtPrice = (50 / 300_000) * ethPrice;

    const after = await bySymbol(trader.account.address);
    expect(after.ETH?.price).toBeCloseTo(ethPrice, 6);
    expect(after.PRT?.price).toBeCloseTo(prtPrice, 9);
    expect(after.USDC?.quantity.numeric).toBe(String(10000 + Number(bought) / 1e6));
    expect(after.USDC?.price).toBe(1);

    const [eth, prt] = await prices([`${chainId}:${nativeTokenAddress}`, caip(h.chain.contracts.prt)]);
    expect(eth?.price).toBeCloseTo(ethPrice, 6);
    expect(prt?.price).toBeCloseTo(prtPrice, 9);
  });

  test('behavior: selling PRT into its pool lowers the PRT price only', async () => {
    const h = harness();
    const trader = h.wallet(1);
    const amount = parseUnits('15000', 18);
    await mined(
      h,
      await trader.writeContract({
        address: h.chain.contracts.prt,
        abi: sandboxTokenAbi,
        functionName: 'approve',
        args: [h.chain.contracts.prtPool, amount],
      }),
    );
    await mined(
      h,
      await trader.writeContract({
        address: h.chain.contracts.prtPool,
        abi: nativePoolAbi,
        functionName: 'swapTokenForNative',
        args: [amount, 0n, trader.account.address],
      }),
    );
    const [eth, prt] = await prices([`${chainId}:${nativeTokenAddress}`, caip(h.chain.contracts.prt)]);
    expect(eth?.price).toBe(3000);
    expect(prt?.price).toBeLessThan(0.5);
    const after = await bySymbol(trader.account.address);
    expect(after.PRT?.quantity.numeric).toBe('5000');
    expect(after.PRT?.value).toBeCloseTo(5000 * (prt?.price ?? 0), 9);
  });

  test('behavior: answers are cached per address until forceUpdate asks for a fresh one', async () => {
    const h = harness();
    const holder = freshAddress();
    expect((await bySymbol(holder, '')).ETH?.quantity.numeric).toBe('0');
    await mined(h, await h.wallet(1).sendTransaction({ to: holder, value: parseEther('2') }));
    expect((await bySymbol(holder, '')).ETH?.quantity.numeric).toBe('0');
    expect((await bySymbol(holder, '&forceUpdate=true')).ETH?.quantity.numeric).toBe('2');
    // The fresh answer replaces the cached one.
    expect((await bySymbol(holder, '')).ETH?.quantity.numeric).toBe('2');
  });

  test('error: unknown chain, invalid address, bad currency and bad flag are 400s', async () => {
    const h = harness();
    const address = h.chain.accounts[1]?.address as string;
    const get = (path: string) => h.request('GET', path);
    expect((await get(`/v1/account/${address}/balance?chainId=eip155:1`)).json).toEqual({
      error: { code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain: eip155:1' },
    });
    expect((await get(`/v1/account/${address}/balance?chainId=31337`)).json.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'query.chainId: Invalid CAIP-2 network id: 31337',
    });
    for (const bad of [
      '0x1234',
      'not-an-address',
      `${address.slice(0, -1)}X`,
      address.replace(/[a-f]/, (c) => c.toUpperCase()),
    ]) {
      const answer = await get(`/v1/account/${bad}/balance?chainId=${chainId}`);
      expect(answer).toMatchObject({
        status: 400,
        json: { error: { code: 'BAD_REQUEST', message: `params.address: Invalid address: ${bad}` } },
      });
    }
    expect((await get(`/v1/account/${address}/balance?currency=eur`)).json.error.message).toBe(
      'query.currency: only usd is supported',
    );
    expect((await get(`/v1/account/${address}/balance?forceUpdate=yes`)).status).toBe(400);
  });

  test('error: malformed price requests are 400s', async () => {
    const h = harness();
    const post = (body: unknown) => h.request('POST', '/v1/fungible/price', body);
    expect((await post({ currency: 'usd', addresses: [] })).json.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'body.addresses: Too small: expected array to have >=1 items',
    });
    expect((await post({ currency: 'usd', addresses: ['0xabc'] })).json.error.message).toBe(
      'body.addresses.0: Invalid CAIP-10 address: 0xabc',
    );
    expect((await post({ currency: 'eur', addresses: [`${chainId}:${nativeTokenAddress}`] })).status).toBe(
      400,
    );
    expect((await post({ addresses: [`${chainId}:${nativeTokenAddress}`] })).json.error.message).toBe(
      'body.currency is required',
    );
    expect((await post('{"currency": "usd",')).json.error.message).toMatch(/^Malformed JSON body: /);
    expect((await post('')).json.error.message).toBe('A JSON request body is required');
    expect((await post([1, 2])).status).toBe(400);
  });
});
