import { deploySandbox, type SandboxContracts } from './deploySandbox';
import { type SandboxAccount, sandboxAccounts } from './sandboxAccounts';
import { sandboxDemoAccountIndices } from './sandboxSeed';
import { spawnAnvil } from './spawnAnvil';

export type { SandboxContracts } from './deploySandbox';
export type { SandboxAccount } from './sandboxAccounts';

export interface StartChainParameters {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Defaults to 31337, anvil's own default. */
  chainId?: number;
  /**
   * Deploys Uniswap V2 (WETH9, factory, Router02) and its seeded pairs after the sandbox contracts.
   * Default: on chain 31337 (the first sandbox chain) only, so a second chain started beside it has no
   * DEX and the API's "Network not supported for Swaps" path stays reachable (docs/sandbox.md).
   */
  dex?: boolean;
}

export interface StartChainReturnType {
  rpcUrl: string;
  chainId: number;
  /** CAIP-2 id of the chain, e.g. `eip155:31337`. */
  caipNetworkId: string;
  port: number;
  /** Process id of anvil (tests check that stop() leaves no process). */
  pid: number;
  contracts: SandboxContracts;
  /** anvil's ten funded accounts (10,000 ETH each); 0 deployed the contracts, 1..3 also hold USDC and PRT. */
  accounts: SandboxAccount[];
  /** Kills anvil and waits for it to exit. */
  stop(): Promise<void>;
}

/** The first sandbox chain's id (anvil's default); the only one that gets the DEX unless told otherwise. */
const firstChainId = 31337;

/** Starts anvil on 127.0.0.1 and deploys and seeds the sandbox tokens and pools. */
export async function startChain(parameters: StartChainParameters = {}): Promise<StartChainReturnType> {
  const chainId = parameters.chainId ?? firstChainId;
  const anvil = await spawnAnvil({ port: parameters.port ?? 0, chainId });
  const accounts = sandboxAccounts(10);
  const deployer = accounts[0];
  try {
    if (!deployer) throw new Error('no deployer account');
    const demoAccounts = sandboxDemoAccountIndices.map((index) => accounts[index]?.address);
    const contracts = await deploySandbox({
      rpcUrl: anvil.rpcUrl,
      chainId,
      deployer: deployer.address,
      demoAccounts: demoAccounts.filter((address) => address !== undefined),
      dex: parameters.dex ?? chainId === firstChainId,
    });
    return {
      rpcUrl: anvil.rpcUrl,
      chainId,
      caipNetworkId: `eip155:${chainId}`,
      port: anvil.port,
      pid: anvil.pid,
      contracts,
      accounts,
      stop: anvil.stop,
    };
  } catch (error) {
    await anvil.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`anvil: failed to deploy the sandbox contracts on port ${anvil.port}: ${reason}`);
  }
}
