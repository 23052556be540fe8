import { type Address, createWalletClient, type Hex, http } from 'viem';
import { sandboxTokenAbi } from '../../chain/sandboxAbis';
import { sandboxAccounts } from '../../chain/sandboxAccounts';
import type { ChainReader } from './createChainReader';

/**
 * The sandbox's treasury, which the local stand-ins (Sandbox Pay, Sandbox Exchange) pay from: anvil
 * account 0, the deployer, which owns the sandbox tokens (it mints itself a shortfall) and holds anvil's
 * test ETH. A public test key, never real funds.
 */
export function sandboxTreasury(): Address {
  const [deployer] = sandboxAccounts(1);
  if (!deployer) throw new Error('no anvil account 0');
  return deployer.address;
}

// One payment at a time for both stand-ins: a token payment reads the treasury's balance before it
// sends, and anvil signs for the treasury (eth_sendTransaction), so the node assigns the nonces.
let queue: Promise<unknown> = Promise.resolve();

/** A payment from the treasury: ETH, or `token`'s ERC-20 `transfer`, of `amount` base units. */
export interface TreasuryPayment {
  reader: ChainReader;
  to: Address;
  amount: bigint;
  /** The ERC-20 token; absent for ETH. */
  token?: Address;
}

/** Pays `payment` from the treasury once the payments before it are done; resolves with the mined hash. */
export function payFromTreasury(payment: TreasuryPayment): Promise<Hex> {
  const run = queue.then(() => pay(payment));
  queue = run.catch(() => {});
  return run;
}

async function pay({ reader, to, amount, token }: TreasuryPayment): Promise<Hex> {
  const { client } = reader;
  if (!client.chain) throw new Error(`no chain definition for ${reader.caipNetworkId}`);
  const treasury = sandboxTreasury();
  const wallet = createWalletClient({
    chain: client.chain,
    transport: http(reader.rpcUrl),
    account: treasury,
  });
  let hash: Hex;
  if (!token) {
    hash = await wallet.sendTransaction({ to, value: amount });
  } else {
    const held = await client.readContract({
      address: token,
      abi: sandboxTokenAbi,
      functionName: 'balanceOf',
      args: [treasury],
    });
    if (held < amount) {
      const mint = await wallet.writeContract({
        address: token,
        abi: sandboxTokenAbi,
        functionName: 'mint',
        args: [treasury, amount - held],
      });
      await client.waitForTransactionReceipt({ hash: mint, pollingInterval: 20 });
    }
    hash = await wallet.writeContract({
      address: token,
      abi: sandboxTokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    });
  }
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`treasury transaction ${hash} reverted`);
  return hash;
}
