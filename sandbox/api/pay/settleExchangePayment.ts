import { type Address, createWalletClient, type Hex, http } from 'viem';
import { sandboxTokenAbi } from '../../chain/sandboxAbis';
import { sandboxAccounts } from '../../chain/sandboxAccounts';
import type { ApiContext } from '../ApiContext';
import { payChain, toBaseUnits } from './payAssets';
import { movePayment, type PaymentRow } from './payPayments';

/**
 * The Sandbox Exchange's treasury: anvil account 0, the deployer, which owns the sandbox tokens (it
 * mints itself a shortfall) and holds anvil's test ETH. A public test key, never real funds. anvil signs
 * for it (eth_sendTransaction), so the node assigns the nonces and no transaction here races another
 * of the treasury's for one.
 */
export function exchangeTreasury(): Address {
  const [deployer] = sandboxAccounts(1);
  if (!deployer) throw new Error('no anvil account 0');
  return deployer.address;
}

// One settlement at a time: a token transfer checks the treasury's balance before it sends.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Pays a SETTLING exchange payment from the treasury (an ETH transfer, or the token's ERC-20 `transfer`)
 * and marks it SUCCESS with the transaction hash, or FAILED (`settlement-failed`) when the transfer
 * does not land. Rejects only when the database cannot record the outcome.
 */
export function settleExchangePayment(context: ApiContext, row: PaymentRow): Promise<void> {
  const run = queue.then(() => transfer(context, row));
  queue = run.catch(() => {});
  return run.then(
    async (txHash) => {
      await movePayment(context.db, row.id, 'SETTLING', { status: 'SUCCESS', txHash: txHash.toLowerCase() });
    },
    async () => {
      await movePayment(context.db, row.id, 'SETTLING', { status: 'FAILED', reason: 'settlement-failed' });
    },
  );
}

async function transfer(context: ApiContext, row: PaymentRow): Promise<Hex> {
  const reader = payChain(context, row.caip_network_id);
  const { client } = reader;
  if (!client.chain) throw new Error(`no chain definition for ${row.caip_network_id}`);
  const treasury = exchangeTreasury();
  const wallet = createWalletClient({
    chain: client.chain,
    transport: http(reader.rpcUrl),
    account: treasury,
  });
  const amount = toBaseUnits(row.amount, row.decimals);
  const to = row.recipient as Address;
  let hash: Hex;
  if (row.asset === 'native') {
    hash = await wallet.sendTransaction({ to, value: amount });
  } else {
    const token = row.asset as Address;
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
  if (receipt.status !== 'success') throw new Error(`settlement transaction ${hash} reverted`);
  return hash;
}
