import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hash,
  type Hex,
  http,
} from 'viem';
import nativePoolArtifact from '../contracts/artifacts/NativePool.json';
import sandboxTokenArtifact from '../contracts/artifacts/SandboxToken.json';
import testNftArtifact from '../contracts/artifacts/TestNft.json';
import { deployUniswapV2, type UniswapV2Contracts } from './deployUniswapV2';
import { nativePoolAbi, sandboxTokenAbi, testNftAbi } from './sandboxAbis';
import {
  sandboxDemoBalances,
  sandboxNftCollection,
  sandboxNftsPerAccount,
  sandboxPoolSeed,
  sandboxSpamDrop,
  sandboxTokens,
} from './sandboxSeed';
import { sandboxViemChain } from './sandboxViemChain';

/** Addresses of the contracts deployed on every sandbox chain. */
export interface SandboxContracts {
  usdc: Address;
  prt: Address;
  usdcPool: Address;
  prtPool: Address;
  /** An airdropped ERC-20 (CLAIM) that the reference API marks as spam. */
  spamToken: Address;
  /**
   * The ERC-721 collection (TestNft) whose tokens the demo accounts hold. Optional because a chain
   * configured by hand for the API may have none; then its NFT listings are empty.
   */
  nft?: Address;
  /** Uniswap V2's WETH9, factory and Router02: on the first sandbox chain only (`dex`, docs/sandbox.md). */
  weth?: UniswapV2Contracts['weth'];
  uniswapFactory?: UniswapV2Contracts['uniswapFactory'];
  uniswapRouter?: UniswapV2Contracts['uniswapRouter'];
}

export interface DeploySandboxParameters {
  rpcUrl: string;
  chainId: number;
  /** Deploys and owns the tokens; must be an account the node signs for (anvil's accounts are). */
  deployer: Address;
  /**
   * Each receives sandboxDemoBalances of USDC and PRT, sandboxSpamDrop of the spam token and
   * sandboxNftsPerAccount tokens of the NFT collection.
   */
  demoAccounts: readonly Address[];
  /** Also deploys Uniswap V2 with its pairs (deployUniswapV2), after everything else. Default false. */
  dex?: boolean;
}

/**
 * Deploys the sandbox tokens and pools on a fresh chain and seeds pools and demo accounts.
 * On a fresh anvil the deployer's nonces start at 0, so the addresses are the same on every start.
 */
export async function deploySandbox(parameters: DeploySandboxParameters): Promise<SandboxContracts> {
  const chain = sandboxViemChain(parameters.chainId, parameters.rpcUrl);
  const transport = http(parameters.rpcUrl);
  // anvil mines on receipt of each transaction, so receipts are there almost at once: poll quickly.
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 10 });
  const wallet = createWalletClient({ chain, transport, account: parameters.deployer });

  const confirm = async (step: string, hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({
      hash,
      pollingInterval: 10,
      timeout: 10_000,
    });
    if (receipt.status !== 'success') throw new Error(`${step}: transaction ${hash} reverted`);
    return receipt;
  };
  const deploy = async (step: string, abi: unknown, bytecode: string, args: readonly unknown[]) => {
    const hash = await wallet.deployContract({ abi: abi as never, bytecode: bytecode as Hex, args });
    const { contractAddress } = await confirm(step, hash);
    if (!contractAddress) throw new Error(`${step}: no contract address in receipt`);
    return getAddress(contractAddress);
  };

  const { usdc: usdcMeta, prt: prtMeta } = sandboxTokens;
  const token = sandboxTokenArtifact.bytecode;
  const pool = nativePoolArtifact.bytecode;
  const usdc = await deploy('deploy USDC', sandboxTokenArtifact.abi, token, [
    usdcMeta.name,
    usdcMeta.symbol,
    usdcMeta.decimals,
  ]);
  const prt = await deploy('deploy PRT', sandboxTokenArtifact.abi, token, [
    prtMeta.name,
    prtMeta.symbol,
    prtMeta.decimals,
  ]);
  const usdcPool = await deploy('deploy USDC pool', nativePoolArtifact.abi, pool, [usdc]);
  const prtPool = await deploy('deploy PRT pool', nativePoolArtifact.abi, pool, [prt]);

  // The rest needs no result from earlier steps; anvil mines them in nonce order, so send all and then
  // check every receipt.
  const pending: [string, Hash][] = [];
  const seedPool = async (name: string, tokenAddress: Address, poolAddress: Address, seed: PoolSeed) => {
    const call = { address: tokenAddress, abi: sandboxTokenAbi } as const;
    pending.push([
      `mint ${name}`,
      await wallet.writeContract({ ...call, functionName: 'mint', args: [parameters.deployer, seed.token] }),
    ]);
    pending.push([
      `approve ${name} pool`,
      await wallet.writeContract({ ...call, functionName: 'approve', args: [poolAddress, seed.token] }),
    ]);
    pending.push([
      `seed ${name} pool`,
      await wallet.writeContract({
        address: poolAddress,
        abi: nativePoolAbi,
        functionName: 'addLiquidity',
        args: [seed.token],
        value: seed.native,
      }),
    ]);
  };
  await seedPool('USDC', usdc, usdcPool, sandboxPoolSeed.usdc);
  await seedPool('PRT', prt, prtPool, sandboxPoolSeed.prt);
  for (const account of parameters.demoAccounts) {
    for (const [name, address, amount] of [
      ['USDC', usdc, sandboxDemoBalances.usdc],
      ['PRT', prt, sandboxDemoBalances.prt],
    ] as const) {
      const hash = await wallet.writeContract({
        address,
        abi: sandboxTokenAbi,
        functionName: 'mint',
        args: [account, amount],
      });
      pending.push([`mint ${name} to ${account}`, hash]);
    }
  }
  await Promise.all(pending.map(([step, hash]) => confirm(step, hash)));

  // Deployed last so that the other contracts keep the addresses they had before it existed. The
  // deployer mints to itself and then transfers, so demo accounts see it arrive from an account as an
  // airdrop would, not as a mint.
  const spamMeta = sandboxTokens.spam;
  const spamToken = await deploy('deploy spam token', sandboxTokenArtifact.abi, token, [
    spamMeta.name,
    spamMeta.symbol,
    spamMeta.decimals,
  ]);
  const spam = { address: spamToken, abi: sandboxTokenAbi } as const;
  const drops: [string, Hash][] = [];
  const total = sandboxSpamDrop * BigInt(parameters.demoAccounts.length);
  drops.push([
    'mint spam token',
    await wallet.writeContract({ ...spam, functionName: 'mint', args: [parameters.deployer, total] }),
  ]);
  for (const account of parameters.demoAccounts) {
    drops.push([
      `airdrop spam token to ${account}`,
      await wallet.writeContract({ ...spam, functionName: 'transfer', args: [account, sandboxSpamDrop] }),
    ]);
  }
  await Promise.all(drops.map(([step, hash]) => confirm(step, hash)));

  // Also last, for the same reason: the addresses above stay as they were before the collection existed.
  const nft = await deploy('deploy NFT collection', testNftArtifact.abi, testNftArtifact.bytecode, [
    sandboxNftCollection.name,
    sandboxNftCollection.symbol,
  ]);
  const mints: [string, Hash][] = [];
  for (const account of parameters.demoAccounts) {
    for (let n = 0; n < sandboxNftsPerAccount; n++) {
      mints.push([
        `mint NFT to ${account}`,
        await wallet.writeContract({ address: nft, abi: testNftAbi, functionName: 'mint', args: [account] }),
      ]);
    }
  }
  await Promise.all(mints.map(([step, hash]) => confirm(step, hash)));
  const contracts: SandboxContracts = { usdc, prt, usdcPool, prtPool, spamToken, nft };
  // Last of all, so that every address above is the same with or without the DEX.
  if (parameters.dex) Object.assign(contracts, await deployUniswapV2({ publicClient, wallet, usdc, prt }));
  return contracts;
}

interface PoolSeed {
  native: bigint;
  token: bigint;
}
