import {
  type Account,
  type Address,
  type Chain,
  getAddress,
  type Hash,
  type PublicClient,
  type Transport,
  toHex,
  type WalletClient,
} from 'viem';
import { sandboxTokenAbi } from './sandboxAbis';
import { sandboxDexSeed } from './sandboxSeed';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abis';
import { loadUniswapV2Artifact, type UniswapV2ContractName } from './uniswapV2Artifacts';

/** The Uniswap V2 deployment on a sandbox chain (docs/sandbox.md "The DEX"). */
export interface UniswapV2Contracts {
  /** WETH9, the wrapped native token: every route through the native token goes through it. */
  weth: Address;
  uniswapFactory: Address;
  /** UniswapV2Router02: quotes (`getAmountsOut`), swaps, and the spender of every swap approval. */
  uniswapRouter: Address;
}

export interface DeployUniswapV2Parameters {
  publicClient: PublicClient;
  /** Signs as the deployer (anvil signs for its own accounts); the deployer also provides the liquidity. */
  wallet: WalletClient<Transport, Chain, Account>;
  /** The sandbox tokens to pair (the deployer must own them: it mints the liquidity). */
  usdc: Address;
  prt: Address;
}

/**
 * Deploys WETH9, the factory and Router02 from the packages' build files (never copied here: GPL, see
 * uniswapV2Artifacts.ts) and adds the opening liquidity of sandboxDexSeed: USDC/WETH, PRT/WETH and a
 * shallow direct USDC/PRT pair. The router's addLiquidity creates each pair, so the pairs are real
 * factory pairs that the router finds by CREATE2 address.
 */
export async function deployUniswapV2(parameters: DeployUniswapV2Parameters): Promise<UniswapV2Contracts> {
  const { publicClient, wallet, usdc, prt } = parameters;
  const deployer = wallet.account.address;
  const confirm = async (step: string, hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({
      hash,
      pollingInterval: 10,
      timeout: 10_000,
    });
    if (receipt.status !== 'success') throw new Error(`Uniswap V2: ${step}: transaction ${hash} reverted`);
    return receipt;
  };
  const deploy = async (name: UniswapV2ContractName, args: readonly unknown[]) => {
    const { abi, bytecode } = loadUniswapV2Artifact(name);
    const hash = await wallet.deployContract({ abi, bytecode, args } as never);
    const { contractAddress } = await confirm(`deploy ${name}`, hash);
    if (!contractAddress) throw new Error(`Uniswap V2: deploy ${name}: no contract address in receipt`);
    return getAddress(contractAddress);
  };

  const weth = await deploy('weth', []);
  const uniswapFactory = await deploy('factory', [deployer]);
  const uniswapRouter = await deploy('router', [uniswapFactory, weth]);

  const { usdcWeth, prtWeth, usdcPrt } = sandboxDexSeed;
  // anvil mines each transaction as it arrives, so each one sees the state of the one before; the
  // receipts are checked together at the end.
  const pending: [string, Hash][] = [];
  for (const [name, token, amount] of [
    ['USDC', usdc, usdcWeth.token + usdcPrt.usdc],
    ['PRT', prt, prtWeth.token + usdcPrt.prt],
  ] as const) {
    const call = { address: token, abi: sandboxTokenAbi } as const;
    pending.push([
      `mint ${name}`,
      await wallet.writeContract({ ...call, functionName: 'mint', args: [deployer, amount] }),
    ]);
    pending.push([
      `approve ${name} to the router`,
      await wallet.writeContract({ ...call, functionName: 'approve', args: [uniswapRouter, amount] }),
    ]);
  }
  const { timestamp } = await publicClient.getBlock();
  const deadline = timestamp + 3600n;
  const router = { address: uniswapRouter, abi: uniswapV2RouterAbi } as const;
  for (const [name, token, seed] of [
    ['USDC/WETH', usdc, usdcWeth],
    ['PRT/WETH', prt, prtWeth],
  ] as const) {
    const hash = await wallet.writeContract({
      ...router,
      functionName: 'addLiquidityETH',
      args: [token, seed.token, seed.token, seed.weth, deployer, deadline],
      value: seed.weth,
    });
    pending.push([`add ${name} liquidity`, hash]);
  }
  const direct = await wallet.writeContract({
    ...router,
    functionName: 'addLiquidity',
    args: [usdc, prt, usdcPrt.usdc, usdcPrt.prt, usdcPrt.usdc, usdcPrt.prt, deployer, deadline],
  });
  pending.push(['add USDC/PRT liquidity', direct]);
  await Promise.all(pending.map(([step, hash]) => confirm(step, hash)));
  await startPriceAccumulators(parameters, uniswapFactory, [
    [usdc, weth],
    [prt, weth],
    [usdc, prt],
  ]);
  return { weth, uniswapFactory, uniswapRouter };
}

/** Enough for a sync that writes the accumulators from zero (the node's estimate would not include them). */
const syncGas = 150_000n;

/**
 * A pair writes its price accumulators on its first update in a later second than the one before, and
 * writing them from zero costs ~40,000 gas more than any later write. A swap estimated within the
 * seeding's second but mined in the next would then run out of gas; so the seeding ends with one
 * `sync()` per pair a second later, and every later swap pays the usual cost (the API's gas estimates
 * carry headroom for the smaller difference that remains: convertTransactionRoutes.ts).
 */
async function startPriceAccumulators(
  { publicClient, wallet }: DeployUniswapV2Parameters,
  factory: Address,
  pairs: [Address, Address][],
): Promise<void> {
  const seededAt = (await publicClient.getBlock()).timestamp;
  const now = BigInt(Math.floor(Date.now() / 1000));
  const next = now > seededAt ? now : seededAt + 1n;
  await publicClient.request({ method: 'evm_setNextBlockTimestamp', params: [toHex(next)] } as never);
  const hashes: [string, Hash][] = [];
  for (const [a, b] of pairs) {
    const pair = await publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    });
    hashes.push([
      `sync ${pair}`,
      await wallet.writeContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'sync',
        gas: syncGas,
      }),
    ]);
  }
  await Promise.all(
    hashes.map(async ([step, hash]) => {
      const receipt = await publicClient.waitForTransactionReceipt({
        hash,
        pollingInterval: 10,
        timeout: 10_000,
      });
      if (receipt.status !== 'success') throw new Error(`Uniswap V2: ${step}: transaction ${hash} reverted`);
    }),
  );
}

/** The largest amount a V2 pair can hold (reserves are uint112); larger swap inputs can never be quoted. */
export const uniswapV2MaxReserve = 2n ** 112n - 1n;
