import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Address, createPublicClient, http, type PublicClient, parseUnits, zeroAddress } from 'viem';
import { formatAbiItem } from 'viem/utils';
import { sandboxDexSeed } from './sandboxSeed';
import { type StartChainReturnType, startChain } from './startChain';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi, wethAbi } from './uniswapV2Abis';
import { loadUniswapV2Artifact, type UniswapV2ContractName } from './uniswapV2Artifacts';

let chain: StartChainReturnType;
let client: PublicClient;

beforeAll(async () => {
  chain = await startChain({ port: 0 });
  client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient;
}, 20_000);

afterAll(() => chain?.stop());

const dex = () => {
  const { weth, uniswapFactory, uniswapRouter } = chain.contracts;
  if (!weth || !uniswapFactory || !uniswapRouter) throw new Error('the first chain has no DEX');
  return { weth, factory: uniswapFactory, router: uniswapRouter };
};

/** Reserves of the factory's pair for (a, b), ordered as [a's, b's]. */
async function reserves(a: Address, b: Address): Promise<[bigint, bigint]> {
  const pair = await client.readContract({
    address: dex().factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  });
  expect(pair).not.toBe(zeroAddress);
  const [reserve0, reserve1] = await client.readContract({
    address: pair,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
  });
  const token0 = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' });
  return token0.toLowerCase() === a.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
}

const amountsOut = (amountIn: bigint, path: Address[]) =>
  client.readContract({
    address: dex().router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  });

test('default: the first chain has WETH9, the factory and Router02, wired to each other, and three seeded pairs', async () => {
  const { weth, factory, router } = dex();
  expect(await client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'WETH' })).toBe(
    weth,
  );
  expect(
    await client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'factory' }),
  ).toBe(factory);
  expect(await client.readContract({ address: weth, abi: wethAbi, functionName: 'symbol' })).toBe('WETH');
  expect(
    await client.readContract({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'allPairsLength' }),
  ).toBe(3n);
  const { usdc, prt } = chain.contracts;
  expect(await reserves(usdc, weth)).toEqual([sandboxDexSeed.usdcWeth.token, sandboxDexSeed.usdcWeth.weth]);
  expect(await reserves(prt, weth)).toEqual([sandboxDexSeed.prtWeth.token, sandboxDexSeed.prtWeth.weth]);
  expect(await reserves(usdc, prt)).toEqual([sandboxDexSeed.usdcPrt.usdc, sandboxDexSeed.usdcPrt.prt]);
  // Every pair's price accumulators are started, so no later swap pays (or under-estimates) the first write.
  for (const [a, b] of [
    [usdc, weth],
    [prt, weth],
    [usdc, prt],
  ] as const) {
    const pair = await client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    });
    expect(
      await client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'price0CumulativeLast',
      }),
    ).toBeGreaterThan(0n);
  }
});

test('behavior: the shallow direct pair wins small trades and the route through WETH wins larger ones', async () => {
  const { usdc, prt } = chain.contracts;
  const { weth } = dex();
  const compare = async (usdcAmount: string) => {
    const amountIn = parseUnits(usdcAmount, 6);
    const direct = (await amountsOut(amountIn, [usdc, prt])).at(-1) ?? 0n;
    const twoHop = (await amountsOut(amountIn, [usdc, weth, prt])).at(-1) ?? 0n;
    return { direct, twoHop };
  };
  const small = await compare('10');
  expect(small.direct).toBeGreaterThan(small.twoHop);
  const large = await compare('100');
  expect(large.twoHop).toBeGreaterThan(large.direct);
  // Both near the opening price of 2 PRT per USDC, less the fees.
  expect(large.twoHop).toBeGreaterThan(parseUnits('198', 18));
  expect(large.twoHop).toBeLessThan(parseUnits('200', 18));
});

test('behavior: a second chain gets no DEX, and the sandbox addresses stay where they were without it', async () => {
  const second = await startChain({ port: 0, chainId: 31338 });
  try {
    expect(second.contracts.uniswapRouter).toBeUndefined();
    expect(second.contracts.weth).toBeUndefined();
    const { weth, uniswapFactory, uniswapRouter, ...rest } = chain.contracts;
    expect(second.contracts).toEqual(rest);
    // No code where the first chain has its router.
    const secondClient = createPublicClient({ transport: http(second.rpcUrl) });
    expect(await secondClient.getCode({ address: uniswapRouter as Address })).toBeUndefined();
  } finally {
    await second.stop();
  }
}, 20_000);

test('behavior: the typed ABIs match the packages build files', () => {
  const items = (abi: readonly unknown[]) =>
    new Set(
      (abi as { type: string }[])
        .filter((item) => ['function', 'event'].includes(item.type))
        .map((item) => formatAbiItem(item as never)),
    );
  const pairs: [readonly unknown[], UniswapV2ContractName][] = [
    [wethAbi, 'weth'],
    [uniswapV2FactoryAbi, 'factory'],
    [uniswapV2PairAbi, 'pair'],
    [uniswapV2RouterAbi, 'router'],
  ];
  for (const [typed, name] of pairs) {
    const built = items(loadUniswapV2Artifact(name).abi);
    for (const item of items(typed)) expect(built).toContain(item);
  }
});

test('behavior: no Uniswap bytecode is in the repository (GPL-3.0: read from node_modules at run time)', async () => {
  // A 64-hex-digit piece from the middle of each contract's creation code: present in any copy of it.
  const pieces = (['weth', 'factory', 'pair', 'router'] as const).map((name) => {
    const code = loadUniswapV2Artifact(name).bytecode;
    const middle = Math.floor(code.length / 2);
    return code.slice(middle, middle + 64);
  });
  const found = await promisify(execFile)(
    'git',
    ['grep', '--untracked', '-l', '-i', ...pieces.flatMap((p) => ['-e', p])],
    {
      cwd: process.cwd(),
    },
  ).then(
    ({ stdout }) => stdout.trim(),
    // git grep exits 1 when nothing matches.
    (error: { code?: number; stdout?: string }) => (error.code === 1 ? '' : Promise.reject(error)),
  );
  expect(found).toBe('');
});
