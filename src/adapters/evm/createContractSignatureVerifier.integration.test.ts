import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  keccak256,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { sandboxViemChain } from '../../../sandbox/chain/sandboxViemChain';
import { type SpawnAnvilReturnType, spawnAnvil } from '../../../sandbox/chain/spawnAnvil';
import echoArtifact from '../../../sandbox/contracts/artifacts/CalldataEcho.json';
import {
  deploySmartAccountFactory,
  type SmartAccountFactory,
} from '../../../test/adapters/deploySmartAccountFactory';
import { jsonRpc } from '../../../test/jsonRpc';
import { buildSiweMessage } from '../../core/siwx/buildSiweMessage';
import { verifySiwxMessage } from '../../core/siwx/verifySiwxMessage';
import {
  ContractSignatureRpcError,
  createContractSignatureVerifier,
} from './createContractSignatureVerifier';

// Smart-account sign-in against a real anvil: the sandbox's SandboxAccountFactory (CREATE2) and
// SandboxSmartAccount (EIP-1271, one owner EOA), with owners that are fresh random keys.

const CHAIN_ID = 31337;

let anvil: SpawnAnvilReturnType;
let factory: SmartAccountFactory;
const client = () =>
  createPublicClient({ chain: sandboxViemChain(CHAIN_ID, anvil.rpcUrl), transport: http(anvil.rpcUrl) });

beforeAll(async () => {
  anvil = await spawnAnvil({ port: 0, chainId: CHAIN_ID });
  // anvil's first unlocked account (anvil signs its transactions) deploys the factory and the accounts.
  const [deployer] = await jsonRpc<Address[]>(anvil.rpcUrl, 'eth_accounts');
  factory = await deploySmartAccountFactory({
    rpcUrl: anvil.rpcUrl,
    deployer: deployer as Address,
    chain: sandboxViemChain(CHAIN_ID, anvil.rpcUrl),
  });
}, 30_000);

afterAll(() => anvil?.stop());

const salt = (n: number) => keccak256(toHex(`salt-${n}-${Math.random()}`));

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
    const account = await factory.deployAccount(owner.address, salt(1));
    const message = siwe(account);
    const signature = await owner.signMessage({ message });
    await expect(verify(message, signature)).resolves.toMatchObject({ accountAddress: account });
  });

  test('behavior: a counterfactual account signs in with an EIP-6492 signature and stays undeployed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const accountSalt = salt(2);
    const account = await factory.accountAddress(owner.address, accountSalt);
    expect(await client().getCode({ address: account })).toBeUndefined();
    const message = siwe(account);
    const signature = factory.wrap6492(owner.address, accountSalt, await owner.signMessage({ message }));
    await expect(verify(message, signature)).resolves.toMatchObject({ accountAddress: account });
    // The factory call ran inside the eth_call only.
    expect(await client().getCode({ address: account })).toBeUndefined();
  });

  test('behavior: an EIP-6492 signature of an account deployed since is checked by EIP-1271', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const accountSalt = salt(3);
    const account = await factory.deployAccount(owner.address, accountSalt);
    const message = siwe(account);
    const signature = factory.wrap6492(owner.address, accountSalt, await owner.signMessage({ message }));
    await expect(verify(message, signature)).resolves.toMatchObject({ accountAddress: account });
  });

  test('error: another key’s signature is refused for a deployed and for a counterfactual account', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const intruder = privateKeyToAccount(generatePrivateKey());
    const deployed = await factory.deployAccount(owner.address, salt(4));
    const deployedMessage = siwe(deployed);
    await expect(
      verify(deployedMessage, await intruder.signMessage({ message: deployedMessage })),
    ).rejects.toMatchObject({
      data: { reason: 'signatureMismatch' },
    });
    const counterfactualSalt = salt(5);
    const counterfactual = await factory.accountAddress(owner.address, counterfactualSalt);
    const message = siwe(counterfactual);
    const forged = factory.wrap6492(
      owner.address,
      counterfactualSalt,
      await intruder.signMessage({ message }),
    );
    await expect(verify(message, forged)).rejects.toMatchObject({ data: { reason: 'signatureMismatch' } });
  });

  test('error: the owner’s signature of another text is refused', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await factory.deployAccount(owner.address, salt(6));
    const message = siwe(account);
    const signature = await owner.signMessage({ message: `${message} ` });
    await expect(verify(message, signature)).rejects.toMatchObject({ data: { reason: 'signatureMismatch' } });
  });

  test('error: a chain without an RPC URL is refused with contractSignatureUnsupported', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await factory.accountAddress(owner.address, salt(7));
    const message = siwe(account);
    const signature = factory.wrap6492(owner.address, salt(7), await owner.signMessage({ message }));
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
    const account = await factory.accountAddress(owner.address, salt(8));
    const message = siwe(account);
    const signature = await owner.signMessage({ message });
    const refusal = verify(message, signature, 'http://127.0.0.1:9');
    await expect(refusal).rejects.toBeInstanceOf(ContractSignatureRpcError);
    await expect(refusal).rejects.toMatchObject({ data: { reason: 'rpcUnavailable', chainId: CHAIN_ID } });
  });

  test('error: a contract that echoes its calldata (no owner) is refused, plain and EIP-6492 wrapped', async () => {
    // The echo's answer starts with the magic value (it is the selector) followed by the hash: only an
    // answer that is exactly abi.encode(bytes4 magic) may count as "valid".
    const [deployer] = await jsonRpc<Address[]>(anvil.rpcUrl, 'eth_accounts');
    const wallet = createWalletClient({
      account: deployer as Address,
      chain: sandboxViemChain(CHAIN_ID, anvil.rpcUrl),
      transport: http(anvil.rpcUrl),
    });
    const hash = await wallet.deployContract({
      abi: echoArtifact.abi,
      bytecode: echoArtifact.bytecode as Hex,
    });
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 10 });
    const echo = getAddress(receipt.contractAddress as Address);
    const message = siwe(echo);
    const anything = toHex(crypto.getRandomValues(new Uint8Array(65)));
    await expect(verify(message, anything)).rejects.toMatchObject({ data: { reason: 'signatureMismatch' } });
    const wrapped = factory.wrap6492(echo, salt(9), anything);
    await expect(verify(message, wrapped)).rejects.toMatchObject({ data: { reason: 'signatureMismatch' } });
  });
});
