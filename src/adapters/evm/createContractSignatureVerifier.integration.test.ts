import {
  type Address,
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  parseAbi,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { sandboxViemChain } from '../../../sandbox/chain/sandboxViemChain';
import { type SpawnAnvilReturnType, spawnAnvil } from '../../../sandbox/chain/spawnAnvil';
import factoryArtifact from '../../../sandbox/contracts/artifacts/SandboxAccountFactory.json';
import { buildSiweMessage } from '../../core/siwx/buildSiweMessage';
import { verifySiwxMessage } from '../../core/siwx/verifySiwxMessage';
import {
  ContractSignatureRpcError,
  createContractSignatureVerifier,
} from './createContractSignatureVerifier';

// Smart-account sign-in against a real anvil: the sandbox's SandboxAccountFactory (CREATE2) and
// SandboxSmartAccount (EIP-1271, one owner EOA), with owners that are fresh random keys.

const CHAIN_ID = 31337;
const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function accountAddress(address owner, bytes32 salt) view returns (address)',
]);
const EIP6492_SUFFIX = `0x${'6492'.repeat(16)}` as Hex;

let anvil: SpawnAnvilReturnType;
let factory: Address;
const client = () =>
  createPublicClient({ chain: sandboxViemChain(CHAIN_ID, anvil.rpcUrl), transport: http(anvil.rpcUrl) });

beforeAll(async () => {
  anvil = await spawnAnvil({ port: 0, chainId: CHAIN_ID });
  const chain = sandboxViemChain(CHAIN_ID, anvil.rpcUrl);
  const deployer = await anvilAccount();
  const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: deployer });
  const hash = await wallet.deployContract({ abi: factoryAbi, bytecode: factoryArtifact.bytecode as Hex });
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 10 });
  factory = getAddress(receipt.contractAddress as Address);
}, 30_000);

afterAll(() => anvil?.stop());

/** anvil's first unlocked account (anvil signs its transactions). */
async function anvilAccount(): Promise<Address> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
  });
  const { result } = (await response.json()) as { result: Address[] };
  return result[0] as Address;
}

const salt = (n: number) => keccak256(toHex(`salt-${n}-${Math.random()}`));

async function accountAddress(owner: Address, accountSalt: Hex): Promise<Address> {
  return client().readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'accountAddress',
    args: [owner, accountSalt],
  });
}

async function deployAccount(owner: Address, accountSalt: Hex): Promise<Address> {
  const deployer = await anvilAccount();
  const wallet = createWalletClient({
    chain: sandboxViemChain(CHAIN_ID, anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
    account: deployer,
  });
  const hash = await wallet.writeContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner, accountSalt],
  });
  await client().waitForTransactionReceipt({ hash, pollingInterval: 10 });
  return accountAddress(owner, accountSalt);
}

function siwe(address: Address): string {
  return buildSiweMessage({
    domain: 'app.example.com',
    accountAddress: address,
    statement: 'Sign in with a smart account',
    uri: 'https://app.example.com/',
    version: '1',
    chainId: CHAIN_ID,
    nonce: 'n0nce12345',
    issuedAt: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
  });
}

/** EIP-6492: abi.encode(factory, factoryCalldata, signature) followed by the magic suffix. */
function wrap6492(owner: Address, accountSalt: Hex, signature: Hex): Hex {
  const factoryCalldata = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner, accountSalt],
  });
  return concatHex([
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes' }],
      [factory, factoryCalldata, signature],
    ),
    EIP6492_SUFFIX,
  ]);
}

const verify = (message: string, signature: string, rpcUrl = anvil.rpcUrl) =>
  verifySiwxMessage({
    message,
    signature,
    expected: { domain: 'app.example.com' },
    verifyContractSignature: createContractSignatureVerifier({ rpcUrls: { [CHAIN_ID]: rpcUrl } }),
  });

describe('createContractSignatureVerifier (anvil)', () => {
  test('default: a deployed EIP-1271 account signs in with its owner’s signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await deployAccount(owner.address, salt(1));
    const message = siwe(account);
    const signature = await owner.signMessage({ message });
    await expect(verify(message, signature)).resolves.toMatchObject({ accountAddress: account });
  });

  test('behavior: a counterfactual account signs in with an EIP-6492 signature and stays undeployed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const accountSalt = salt(2);
    const account = await accountAddress(owner.address, accountSalt);
    expect(await client().getCode({ address: account })).toBeUndefined();
    const message = siwe(account);
    const signature = wrap6492(owner.address, accountSalt, await owner.signMessage({ message }));
    await expect(verify(message, signature)).resolves.toMatchObject({ accountAddress: account });
    // The factory call ran inside the eth_call only.
    expect(await client().getCode({ address: account })).toBeUndefined();
  });

  test('behavior: an EIP-6492 signature of an account deployed since is checked by EIP-1271', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const accountSalt = salt(3);
    const account = await deployAccount(owner.address, accountSalt);
    const message = siwe(account);
    const signature = wrap6492(owner.address, accountSalt, await owner.signMessage({ message }));
    await expect(verify(message, signature)).resolves.toMatchObject({ accountAddress: account });
  });

  test('error: another key’s signature is refused for a deployed and for a counterfactual account', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const intruder = privateKeyToAccount(generatePrivateKey());
    const deployed = await deployAccount(owner.address, salt(4));
    const deployedMessage = siwe(deployed);
    await expect(
      verify(deployedMessage, await intruder.signMessage({ message: deployedMessage })),
    ).rejects.toMatchObject({
      data: { reason: 'signatureMismatch' },
    });
    const counterfactualSalt = salt(5);
    const counterfactual = await accountAddress(owner.address, counterfactualSalt);
    const message = siwe(counterfactual);
    const forged = wrap6492(owner.address, counterfactualSalt, await intruder.signMessage({ message }));
    await expect(verify(message, forged)).rejects.toMatchObject({ data: { reason: 'signatureMismatch' } });
  });

  test('error: the owner’s signature of another text is refused', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await deployAccount(owner.address, salt(6));
    const message = siwe(account);
    const signature = await owner.signMessage({ message: `${message} ` });
    await expect(verify(message, signature)).rejects.toMatchObject({ data: { reason: 'signatureMismatch' } });
  });

  test('error: a chain without an RPC URL is refused with contractSignatureUnsupported', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await accountAddress(owner.address, salt(7));
    const message = siwe(account);
    const signature = wrap6492(owner.address, salt(7), await owner.signMessage({ message }));
    await expect(
      verifySiwxMessage({
        message,
        signature,
        expected: { domain: 'app.example.com' },
        verifyContractSignature: createContractSignatureVerifier({ rpcUrls: {} }),
      }),
    ).rejects.toMatchObject({ data: { reason: 'contractSignatureUnsupported' } });
  });

  test('error: an unreachable RPC throws ContractSignatureRpcError with the chain id', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await accountAddress(owner.address, salt(8));
    const message = siwe(account);
    const signature = await owner.signMessage({ message });
    const refusal = verify(message, signature, 'http://127.0.0.1:9');
    await expect(refusal).rejects.toBeInstanceOf(ContractSignatureRpcError);
    await expect(refusal).rejects.toMatchObject({ data: { reason: 'rpcUnavailable', chainId: CHAIN_ID } });
  });
});
