import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { SandboxAccount } from '../../sandbox/chain/startChain';
import type { SandboxInfo } from './sandboxInfo';

// Fresh accounts for browser tests that move funds. Every anvil account index already belongs to one
// browser test, so a test that sends (or registers a name, which can happen once) signs with a random
// key it funds itself, as a faucet would: ETH by anvil_setBalance, USDC by a transfer from anvil
// account 1 (a read-mostly demo account that holds USDC).

/** A JSON-RPC call to the sandbox's anvil; throws with anvil's message on an error answer. */
export async function anvilRequest(
  sandbox: SandboxInfo,
  method: string,
  params: unknown[],
): Promise<unknown> {
  const response = await fetch(sandbox.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const { result, error } = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (error) throw new Error(`anvil ${method}: ${error.message}`);
  return result;
}

/** Sets `address`'s ETH balance on the sandbox's anvil to exactly `wei` (anvil_setBalance). */
export async function setEthBalance(sandbox: SandboxInfo, address: Address, wei: bigint): Promise<void> {
  await anvilRequest(sandbox, 'anvil_setBalance', [address, `0x${wei.toString(16)}`]);
}

/** The sandbox's anvil as viem needs it in Node, a public client on it, and a USDC balance reader. */
export function sandboxClients(sandbox: SandboxInfo) {
  const chain = defineChain({
    id: sandbox.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [sandbox.rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport: http(sandbox.rpcUrl) });
  const usdcOf = (owner: Address) =>
    publicClient.readContract({
      address: sandbox.contracts.usdc as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  return { chain, publicClient, usdcOf };
}

/** Options of `fundedAccount`. */
export interface FundedAccountOptions {
  /** ETH balance in wei; 1 ETH by default. */
  eth?: bigint;
  /** USDC in base units (6 decimals), transferred from anvil account 1; none by default. */
  usdc?: bigint;
}

/** A fresh random key whose address holds exactly `eth` (and `usdc`, when given) on the sandbox's anvil. */
export async function fundedAccount(
  sandbox: SandboxInfo,
  options: FundedAccountOptions = {},
): Promise<SandboxAccount> {
  const privateKey: Hex = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  await setEthBalance(sandbox, address, options.eth ?? parseEther('1'));
  if (options.usdc !== undefined && options.usdc > 0n) {
    const { chain, publicClient } = sandboxClients(sandbox);
    const funder = createWalletClient({
      account: privateKeyToAccount(sandbox.accounts[1]!.privateKey),
      chain,
      transport: http(sandbox.rpcUrl),
    });
    const hash = await funder.writeContract({
      address: sandbox.contracts.usdc as Address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, options.usdc],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error('funding the fresh account with USDC failed');
  }
  return { address, privateKey };
}

/** A fresh address nobody holds a key to in the tests: a receiver whose balance starts at zero. */
export function freshAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}
