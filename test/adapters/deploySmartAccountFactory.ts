import {
  type Address,
  type Chain,
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  parseAbi,
} from 'viem';
import factoryArtifact from '../../sandbox/contracts/artifacts/SandboxAccountFactory.json';

// Smart accounts for sign-in tests on anvil: the sandbox's SandboxAccountFactory (CREATE2) makes
// SandboxSmartAccount wallets (EIP-1271, one owner EOA); an account need not be deployed to sign in,
// since EIP-6492 wraps the owner's signature with the factory call that would deploy it.

const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function accountAddress(address owner, bytes32 salt) view returns (address)',
]);

/** The magic suffix that marks an EIP-6492 signature. */
export const EIP6492_SUFFIX = `0x${'6492'.repeat(16)}` as Hex;

export interface SmartAccountFactory {
  address: Address;
  /** The CREATE2 address of `owner`'s account for `salt`, deployed or not. */
  accountAddress(owner: Address, salt: Hex): Promise<Address>;
  /** Deploys `owner`'s account for `salt` (sent by the deployer) and returns its address. */
  deployAccount(owner: Address, salt: Hex): Promise<Address>;
  /** EIP-6492: abi.encode(factory, factoryCalldata, signature) followed by the magic suffix. */
  wrap6492(owner: Address, salt: Hex, signature: Hex): Hex;
}

export interface DeploySmartAccountFactoryParameters {
  rpcUrl: string;
  /** An account the node signs for (anvil's unlocked accounts); it deploys the factory and accounts. */
  deployer: Address;
  /** The chain to check the node against; none by default. */
  chain?: Chain;
}

/** Deploys SandboxAccountFactory and returns it with its account helpers. */
export async function deploySmartAccountFactory(
  parameters: DeploySmartAccountFactoryParameters,
): Promise<SmartAccountFactory> {
  // Without a chain, viem sends as is (`chain: null`) rather than checking the node's chain id first.
  const chain = parameters.chain ?? null;
  const onChain = parameters.chain ? { chain: parameters.chain } : {};
  const transport = http(parameters.rpcUrl);
  const client = createPublicClient({ transport, ...onChain });
  const wallet = createWalletClient({ transport, account: parameters.deployer, ...onChain });
  const hash = await wallet.deployContract({
    abi: factoryAbi,
    bytecode: factoryArtifact.bytecode as Hex,
    chain,
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
  const address = getAddress(receipt.contractAddress as Address);

  const accountAddress = async (owner: Address, salt: Hex) =>
    getAddress(
      await client.readContract({
        address,
        abi: factoryAbi,
        functionName: 'accountAddress',
        args: [owner, salt],
      }),
    );

  return {
    address,
    accountAddress,
    async deployAccount(owner, salt) {
      const sent = await wallet.writeContract({
        address,
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner, salt],
        chain,
      });
      await client.waitForTransactionReceipt({ hash: sent, pollingInterval: 10 });
      return accountAddress(owner, salt);
    },
    wrap6492(owner, salt, signature) {
      const factoryCalldata = encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner, salt],
      });
      return concatHex([
        encodeAbiParameters(
          [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes' }],
          [address, factoryCalldata, signature],
        ),
        EIP6492_SUFFIX,
      ]);
    },
  };
}
