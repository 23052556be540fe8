import fc from 'fast-check';
import { type Address, decodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem';
import { fuzzParameters } from '../../../test/fuzz/fuzzParameters';
import { hostileString } from '../../../test/fuzz/hostileArbitraries';
import { sandboxTokenAbi } from '../../chain/sandboxAbis';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../../chain/uniswapV2Abis';
import { startApi } from '../startApi';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import type { ApiHarness } from '../testing/startApiHarness';
import { nativeTokenAddress } from './fungiblePriceRoutes';

// The convert routes against the real Uniswap V2 deployment of the first sandbox chain: every figure is
// compared with the router's and the pairs' own reads at the same block. Swaps that move balances are in
// convertRoutes.swap.test.ts.

const chainId = 'eip155:31337';
const secondChainId = 'eip155:31338';

describeEachDatabase(
  'convert routes',
  (harness) => {
    const h = () => harness();
    const contracts = () => {
      const { usdc, prt, spamToken, weth, uniswapRouter, uniswapFactory } = h().chain.contracts;
      if (!weth || !uniswapRouter || !uniswapFactory) throw new Error('no DEX on the first chain');
      return { usdc, prt, spamToken, weth, router: uniswapRouter, factory: uniswapFactory };
    };
    const id = (address: string) => `${chainId}:${address}`;
    const eth = id(nativeTokenAddress);
    const user = () => h().chain.accounts[1]?.address as Address;
    const get = (path: string, query: Record<string, string>) =>
      h().request(
        'GET',
        `${path}?${new URLSearchParams({ projectId: 'p', st: 'appkit', sv: 'html-4', ...query })}`,
      );
    const quote = (from: string, to: string, amount: bigint | string) =>
      get('/v1/convert/quotes', {
        amount: String(amount),
        userAddress: id(user()),
        from,
        to,
        gasPrice: '1000000000',
      });
    const blockNumber = () => h().publicClient.getBlockNumber();

    /** The router's own figure for `path` at `block`, and the pairs' reserves along it. */
    const routerOut = async (amountIn: bigint, path: Address[], block: bigint) =>
      (
        await h().publicClient.readContract({
          address: contracts().router,
          abi: uniswapV2RouterAbi,
          functionName: 'getAmountsOut',
          args: [amountIn, path],
          blockNumber: block,
        })
      ).at(-1);
    const reservesAlong = async (path: Address[], block: bigint) => {
      const hops: [bigint, bigint][] = [];
      for (let i = 0; i + 1 < path.length; i++) {
        const [a, b] = [path[i] as Address, path[i + 1] as Address];
        const pair = await h().publicClient.readContract({
          address: contracts().factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [a, b],
        });
        const [r0, r1] = await h().publicClient.readContract({
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
          blockNumber: block,
        });
        const token0 = await h().publicClient.readContract({
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'token0',
        });
        hops.push(token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]);
      }
      return hops;
    };

    test('default: tokens lists the native token first, then USDC, PRT and WETH, priced as fungible/price prices them', async () => {
      const { usdc, prt, weth } = contracts();
      const answer = await get('/v1/convert/tokens', { chainId });
      expect(answer.status).toBe(200);
      const icon = (name: string) => `${h().api.url}/v1/icons/${name}.svg`;
      const prices = await h().request('POST', '/v1/fungible/price', {
        currency: 'usd',
        addresses: [eth, id(usdc), id(prt)],
      });
      const [ethPrice, usdcPrice, prtPrice] = prices.json.fungibles.map((f: { price: number }) => f.price);
      expect(ethPrice).toBe(3000);
      expect(answer.json).toEqual({
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: eth,
            decimals: 18,
            logoUri: icon('eth'),
            eip2612: false,
            price: ethPrice,
          },
          {
            name: 'USD Coin (sandbox)',
            symbol: 'USDC',
            address: id(usdc),
            decimals: 6,
            logoUri: icon('usdc'),
            eip2612: false,
            price: usdcPrice,
          },
          {
            name: 'Portico Token',
            symbol: 'PRT',
            address: id(prt),
            decimals: 18,
            logoUri: icon('prt'),
            eip2612: false,
            price: prtPrice,
          },
          {
            name: 'Wrapped Ether',
            symbol: 'WETH',
            address: id(weth),
            decimals: 18,
            logoUri: icon('token'),
            eip2612: false,
            price: ethPrice,
          },
        ],
      });
    });

    test('behavior: a quote is the router getAmountsOut over the better route at the same block, with impact and fee from the reserves', async () => {
      const { usdc, prt, weth } = contracts();
      const cases: { from: string; to: string; amount: bigint; path: Address[]; ids: string[] }[] = [
        // Large: two hops through the deep WETH pairs beat the shallow direct pair.
        {
          from: id(usdc),
          to: id(prt),
          amount: parseUnits('100', 6),
          path: [usdc, weth, prt],
          ids: [id(usdc), id(weth), id(prt)],
        },
        // Small: the direct pair pays one fee instead of two.
        {
          from: id(usdc),
          to: id(prt),
          amount: parseUnits('10', 6),
          path: [usdc, prt],
          ids: [id(usdc), id(prt)],
        },
        { from: eth, to: id(usdc), amount: parseEther('1'), path: [weth, usdc], ids: [eth, id(usdc)] },
        { from: id(prt), to: eth, amount: parseUnits('5000', 18), path: [prt, weth], ids: [id(prt), eth] },
      ];
      for (const c of cases) {
        const before = await blockNumber();
        const answer = await quote(c.from, c.to, c.amount);
        expect(await blockNumber()).toBe(before);
        expect(answer.status).toBe(200);
        const [only, ...others] = answer.json.quotes;
        expect(others).toEqual([]);
        const toAmount = await routerOut(c.amount, c.path, before);
        // Mid price after fees, with no price movement: amount × Π(0.997 × out / in).
        const hops = await reservesAlong(c.path, before);
        const ideal = hops.reduce(
          (value, [rIn, rOut]) => (value * 0.997 * Number(rOut)) / Number(rIn),
          Number(c.amount),
        );
        const fee = c.amount - (c.amount * 997n ** BigInt(hops.length)) / 1000n ** BigInt(hops.length);
        expect(only).toEqual({
          fromAmount: c.amount.toString(),
          toAmount: toAmount?.toString(),
          path: c.ids,
          priceImpact: expect.any(Number),
          fee: fee.toString(),
        });
        expect(only.priceImpact).toBeCloseTo((1 - Number(toAmount) / ideal) * 100, 5);
        expect(only.priceImpact).toBeGreaterThan(0);
      }
    });

    test('behavior: a bigger trade has a bigger price impact, and a trade on the pairs moves the next quote', async () => {
      const { usdc, prt } = contracts();
      const small = (await quote(id(usdc), id(prt), parseUnits('100', 6))).json.quotes[0];
      const big = (await quote(id(usdc), id(prt), parseUnits('10000', 6))).json.quotes[0];
      expect(big.priceImpact).toBeGreaterThan(small.priceImpact * 10);
      const snapshot = await h().snapshot();
      try {
        // Someone buys PRT with 10 ETH: PRT is dearer, so 100 USDC buys less of it.
        const buyer = h().wallet(3);
        const hash = await buyer.writeContract({
          address: contracts().router,
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [contracts().weth, prt], buyer.account.address, 2n ** 40n],
          value: parseEther('10'),
          // A node's estimate can fall short by the pair's price-accumulator writes (deployUniswapV2.ts).
          gas: 300_000n,
        });
        expect((await h().publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
        const after = (await quote(id(usdc), id(prt), parseUnits('100', 6))).json.quotes[0];
        expect(BigInt(after.toAmount)).toBeLessThan(BigInt(small.toAmount));
      } finally {
        await h().revert(snapshot);
      }
    });

    test('behavior: allowance is read from the token for the router, and the native token needs none', async () => {
      const { usdc, router } = contracts();
      const allowance = async (token: string) =>
        (await get('/v1/convert/allowance', { tokenAddress: token, userAddress: id(user()) })).json;
      expect(await allowance(id(usdc))).toEqual({ allowance: '0', spender: router });
      expect(await allowance(eth)).toEqual({ allowance: maxUint256.toString(), spender: router });
      const snapshot = await h().snapshot();
      try {
        const hash = await h()
          .wallet(1)
          .writeContract({
            address: usdc,
            abi: sandboxTokenAbi,
            functionName: 'approve',
            args: [router, 1234567n],
          });
        await h().publicClient.waitForTransactionReceipt({ hash });
        expect(await allowance(id(usdc))).toEqual({ allowance: '1234567', spender: router });
        // Lower-case ids are the same token; the answer stays checksummed.
        expect(await allowance(id(usdc.toLowerCase()))).toEqual({ allowance: '1234567', spender: router });
      } finally {
        await h().revert(snapshot);
      }
    });

    test('behavior: build-approve approves the router for exactly the amount, or unlimited only when asked', async () => {
      const { usdc, prt, router } = contracts();
      const gasPrice = (await h().publicClient.getGasPrice()).toString();
      const build = (extra: Record<string, string> = {}) =>
        get('/v1/convert/build-approve', {
          userAddress: id(user()),
          from: id(usdc),
          to: id(prt),
          amount: '2500000',
          ...extra,
        });
      const exact = await build();
      expect(exact.status).toBe(200);
      expect(exact.json).toEqual({
        tx: { from: id(user()), to: id(usdc), data: expect.any(String), value: '0', eip155: { gasPrice } },
        spender: router,
        amount: '2500000',
      });
      expect(decodeFunctionData({ abi: erc20Abi, data: exact.json.tx.data })).toEqual({
        functionName: 'approve',
        args: [router, 2_500_000n],
      });
      const unlimited = await build({ unlimited: 'true' });
      expect(unlimited.json.amount).toBe(maxUint256.toString());
      expect(decodeFunctionData({ abi: erc20Abi, data: unlimited.json.tx.data }).args).toEqual([
        router,
        maxUint256,
      ]);
      expect((await build({ unlimited: 'false' })).json.amount).toBe('2500000');
    });

    test('behavior: build-transaction answers the router call for the quote less 1 % slippage, with gas estimated or not', async () => {
      const { prt, router, weth } = contracts();
      const amount = parseEther('2');
      const before = await blockNumber();
      const answer = await h().request('POST', '/v1/convert/build-transaction', {
        amount: amount.toString(),
        eip155: { slippage: 1 },
        projectId: 'p',
        from: eth,
        to: id(prt),
        userAddress: id(user()),
        disableEstimate: false,
      });
      expect(answer.status).toBe(200);
      const toAmount = (await routerOut(amount, [weth, prt], before)) as bigint;
      const minimumReceived = (toAmount * 99n) / 100n;
      const { timestamp } = await h().publicClient.getBlock({ blockNumber: before });
      expect(answer.json).toEqual({
        tx: {
          from: id(user()),
          to: id(router),
          data: expect.any(String),
          value: amount.toString(),
          eip155: { gas: expect.stringMatching(/^[0-9]+$/), gasPrice: expect.stringMatching(/^[0-9]+$/) },
        },
        toAmount: toAmount.toString(),
        minimumReceived: minimumReceived.toString(),
        path: [eth, id(prt)],
      });
      expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: answer.json.tx.data })).toEqual({
        functionName: 'swapExactETHForTokens',
        args: [minimumReceived, [weth, prt], user(), timestamp + 1200n],
      });
      // Half a percent, as a string; and no estimate when asked.
      const loose = await h().request('POST', '/v1/convert/build-transaction', {
        amount: amount.toString(),
        eip155: { slippage: '0.5' },
        from: eth,
        to: id(prt),
        userAddress: id(user()),
        disableEstimate: true,
      });
      expect(loose.json.minimumReceived).toBe(((toAmount * 995n) / 1000n).toString());
      expect(loose.json.tx.eip155.gas).toBeNull();
    });

    test('error: a token swap without the allowance is 400 WOULD_REVERT with the revert reason', async () => {
      const { usdc, prt } = contracts();
      const answer = await h().request('POST', '/v1/convert/build-transaction', {
        amount: parseUnits('100', 6).toString(),
        eip155: { slippage: 1 },
        from: id(usdc),
        to: id(prt),
        userAddress: id(user()),
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toEqual({
        code: 'WOULD_REVERT',
        message: 'The swap would revert: TransferHelper: TRANSFER_FROM_FAILED',
      });
    });

    test('error: bad input is 4xx naming the field, and changes nothing', async () => {
      const { usdc, prt, spamToken, weth } = contracts();
      const stateBefore = [
        await blockNumber(),
        await get('/v1/convert/allowance', { tokenAddress: id(usdc), userAddress: id(user()) }),
      ];
      const userId = id(user());
      const unsupported = { code: 'UNSUPPORTED_CHAIN', message: 'Network not supported for Swaps' };
      const cases: [string, Promise<ApiAnswerLike>, number, unknown][] = [
        ['unknown chain', get('/v1/convert/tokens', { chainId: 'eip155:999' }), 400, unsupported],
        ['the second local chain', get('/v1/convert/tokens', { chainId: secondChainId }), 400, unsupported],
        [
          'a Solana chain',
          get('/v1/convert/tokens', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
          400,
          unsupported,
        ],
        [
          'malformed chain',
          get('/v1/convert/tokens', { chainId: 'ethereum' }),
          400,
          { code: 'BAD_REQUEST', message: 'query.chainId: Invalid CAIP-2 network id: ethereum' },
        ],
        [
          'second chain quote',
          quote(`${secondChainId}:${usdc}`, `${secondChainId}:${prt}`, 1000n),
          400,
          unsupported,
        ],
        [
          'malformed from',
          quote(`${chainId}:0x1234`, id(prt), 1000n),
          400,
          { code: 'BAD_REQUEST', message: 'query.from: Invalid address: "0x1234"' },
        ],
        [
          'bad checksum',
          quote(id(usdc.replace('F', 'f').replace('b', 'B')), id(prt), 1000n),
          400,
          { code: 'BAD_REQUEST', message: expect.stringMatching(/^query\.from: Invalid address/) },
        ],
        [
          'amount 0',
          quote(id(usdc), id(prt), '0'),
          400,
          { code: 'BAD_REQUEST', message: 'query.amount: must be greater than 0' },
        ],
        [
          'negative amount',
          quote(id(usdc), id(prt), '-5'),
          400,
          {
            code: 'BAD_REQUEST',
            message: 'query.amount: must be a whole number of base units, such as 1000000',
          },
        ],
        [
          'amount not a number',
          quote(id(usdc), id(prt), 'abc'),
          400,
          {
            code: 'BAD_REQUEST',
            message: 'query.amount: must be a whole number of base units, such as 1000000',
          },
        ],
        [
          'decimal amount',
          quote(id(usdc), id(prt), '1.5'),
          400,
          {
            code: 'BAD_REQUEST',
            message: 'query.amount: must be a whole number of base units, such as 1000000',
          },
        ],
        [
          'amount beyond uint112',
          quote(id(usdc), id(prt), (2n ** 112n).toString()),
          400,
          { code: 'BAD_REQUEST', message: 'query.amount: is more than any pool can hold' },
        ],
        [
          'same token',
          quote(id(usdc), id(usdc.toLowerCase()), 1000n),
          400,
          { code: 'BAD_REQUEST', message: 'query.to: must differ from query.from' },
        ],
        [
          'unknown token',
          quote(id(usdc), id(spamToken), 1000n),
          400,
          { code: 'BAD_REQUEST', message: `query.to: Unknown token on ${chainId}: "${spamToken}"` },
        ],
        [
          'to on another chain',
          quote(id(usdc), `${secondChainId}:${prt}`, 1000n),
          400,
          { code: 'BAD_REQUEST', message: `query.to: must be on ${chainId}, the chain of query.from` },
        ],
        [
          'user on another chain',
          get('/v1/convert/quotes', {
            amount: '1000',
            userAddress: `eip155:1:${user()}`,
            from: id(usdc),
            to: id(prt),
          }),
          400,
          {
            code: 'BAD_REQUEST',
            message: `query.userAddress: must be on ${chainId}, the chain of query.from`,
          },
        ],
        [
          'missing to',
          get('/v1/convert/quotes', { amount: '1000', userAddress: userId, from: id(usdc) }),
          400,
          { code: 'BAD_REQUEST', message: 'query.to is required' },
        ],
        [
          'wrapping is no swap',
          quote(eth, id(weth), 1000n),
          400,
          { code: 'NO_LIQUIDITY', message: 'No liquidity for this pair' },
        ],
        [
          'allowance on the second chain',
          get('/v1/convert/allowance', {
            tokenAddress: `${secondChainId}:${usdc}`,
            userAddress: `${secondChainId}:${user()}`,
          }),
          400,
          unsupported,
        ],
        [
          'allowance of an unknown token',
          get('/v1/convert/allowance', { tokenAddress: id(spamToken), userAddress: userId }),
          400,
          { code: 'BAD_REQUEST', message: `query.tokenAddress: Unknown token on ${chainId}: "${spamToken}"` },
        ],
        [
          'approve the native token',
          get('/v1/convert/build-approve', { userAddress: userId, from: eth, to: id(prt), amount: '1' }),
          400,
          { code: 'BAD_REQUEST', message: 'query.from: ETH is sent as value and needs no approval' },
        ],
        [
          'approve amount 0',
          get('/v1/convert/build-approve', { userAddress: userId, from: id(usdc), to: id(prt), amount: '0' }),
          400,
          { code: 'BAD_REQUEST', message: 'query.amount: must be greater than 0' },
        ],
        [
          'approve with a bad flag',
          get('/v1/convert/build-approve', {
            userAddress: userId,
            from: id(usdc),
            to: id(prt),
            amount: '1',
            unlimited: 'yes',
          }),
          400,
          { code: 'BAD_REQUEST', message: 'query.unlimited: must be true or false' },
        ],
        [
          'transaction with a bad slippage',
          h().request('POST', '/v1/convert/build-transaction', {
            amount: '1000',
            eip155: { slippage: 80 },
            from: id(usdc),
            to: id(prt),
            userAddress: userId,
          }),
          400,
          { code: 'BAD_REQUEST', message: 'body.eip155.slippage: must be 50 or less' },
        ],
        [
          'transaction with a numeric amount',
          h().request('POST', '/v1/convert/build-transaction', {
            amount: 1000,
            from: id(usdc),
            to: id(prt),
            userAddress: userId,
          }),
          400,
          { code: 'BAD_REQUEST', message: expect.stringMatching(/^body\.amount: /) },
        ],
        [
          'transaction on the second chain',
          h().request('POST', '/v1/convert/build-transaction', {
            amount: '1000',
            from: `${secondChainId}:${nativeTokenAddress}`,
            to: `${secondChainId}:${prt}`,
            userAddress: `${secondChainId}:${user()}`,
          }),
          400,
          unsupported,
        ],
        [
          'transaction without a body',
          h().request('POST', '/v1/convert/build-transaction'),
          400,
          { code: 'BAD_REQUEST', message: 'A JSON request body is required' },
        ],
      ];
      for (const [name, pending, status, error] of cases) {
        const answer = await pending;
        expect({ name, status: answer.status, error: answer.json?.error }).toEqual({ name, status, error });
      }
      // The gas price of the second chain is served: the chain is the API's, only not on the swap list.
      expect((await get('/v1/convert/gas-price', { chainId: secondChainId })).status).toBe(200);
      const stateAfter = [
        await blockNumber(),
        await get('/v1/convert/allowance', { tokenAddress: id(usdc), userAddress: id(user()) }),
      ];
      expect(stateAfter[0]).toBe(stateBefore[0]);
      expect((stateAfter[1] as ApiAnswerLike).json).toEqual((stateBefore[1] as ApiAnswerLike).json);
    });

    test('behavior: generated requests get 200 or a 4xx with a known code, never a 500, and change nothing', async () => {
      const { usdc, prt, weth, spamToken } = contracts();
      const before = await blockNumber();
      const tokenId = fc.constantFrom(
        eth,
        id(usdc),
        id(prt),
        id(weth),
        id(spamToken),
        `${secondChainId}:${usdc}`,
        `eip155:1:${usdc}`,
      );
      const value = fc.oneof(
        { weight: 3, arbitrary: tokenId },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            '1',
            '1000000',
            '5000000000000000000',
            '0',
            (2n ** 112n).toString(),
            id(user()),
          ),
        },
        // Short enough for a URL: a huge query is refused by Node's HTTP parser (431), not by the route.
        { weight: 2, arbitrary: hostileString.filter((text) => text.length <= 200) },
      );
      const fields = fc.record(
        { amount: value, userAddress: value, from: value, to: value },
        { requiredKeys: [] },
      );
      const codes = new Set(['BAD_REQUEST', 'UNSUPPORTED_CHAIN', 'NO_LIQUIDITY', 'WOULD_REVERT']);
      await fc.assert(
        fc.asyncProperty(fc.boolean(), fields, async (post, query) => {
          const answer = post
            ? await h().request('POST', '/v1/convert/build-transaction', query)
            : await h().request('GET', `/v1/convert/quotes?${new URLSearchParams(query)}`);
          if (answer.status === 200) return;
          expect(answer.status).toBe(400);
          expect(codes).toContain(answer.json.error.code);
        }),
        fuzzParameters(150),
      );
      expect(await blockNumber()).toBe(before);
    });

    test('error: startApi refuses a swap list naming a chain it does not serve or one without the DEX', async () => {
      const chains = h().chains.map((c) => ({
        caipNetworkId: c.caipNetworkId,
        rpcUrl: c.rpcUrl,
        contracts: c.contracts,
      }));
      await expect(startApi({ port: 0, chains, swapChains: [secondChainId] })).rejects.toThrow(
        `api: invalid configuration: swapChains: ${secondChainId} has no Uniswap V2 (weth, uniswapFactory, uniswapRouter)`,
      );
      await expect(startApi({ port: 0, chains, swapChains: ['eip155:1'] })).rejects.toThrow(
        "api: invalid configuration: swapChains: eip155:1 is not one of the API's chains",
      );
    });
  },
  { swapChains: [chainId], secondChainId: 31338 },
);

type ApiAnswerLike = Awaited<ReturnType<ApiHarness['request']>>;
