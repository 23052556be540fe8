import { type Address, createWalletClient, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sandboxTokenAbi } from '../../chain/sandboxAbis';
import { sandboxAccounts } from '../../chain/sandboxAccounts';
import type { ApiContext } from '../ApiContext';
import { findOnrampOffer } from './onrampCatalog';
import { finishSettlement, type OnrampOrderRow } from './onrampOrders';

/**
 * Sandbox Pay's treasury: anvil account 0, the deployer, which owns the sandbox tokens (it may mint USDC
 * when its own balance runs short) and holds anvil's 10,000 test ETH. A public test key, never real funds.
 */
export function onrampTreasury() {
  const [deployer] = sandboxAccounts(1);
  if (!deployer) throw new Error('no anvil account 0');
  return privateKeyToAccount(deployer.privateKey);
}

// One settlement at a time: the treasury's transactions take consecutive nonces.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Credits the order's address on its chain (an ETH transfer, or a USDC transfer from the treasury) and
 * marks the order `completed` with the transaction hash, or `failed` when the transfer does not land.
 * The order must already be `settling` (claimPendingOrder).
 */
export function settleOnrampOrder(context: ApiContext, order: OnrampOrderRow): Promise<Hex | undefined> {
  const run = queue.then(() => transfer(context, order));
  queue = run.catch(() => {});
  return run.then(
    async (txHash) => {
      await finishSettlement(context.db, order.id, { status: 'completed', txHash });
      return txHash;
    },
    async () => {
      await finishSettlement(context.db, order.id, { status: 'failed' });
      return undefined;
    },
  );
}

async function transfer(context: ApiContext, order: OnrampOrderRow): Promise<Hex> {
  const offer = await findOnrampOffer(context, order.asset, order.network);
  if (!offer) throw new Error(`the sandbox no longer sells ${order.asset} on ${order.network}`);
  const { client } = offer.reader;
  const account = onrampTreasury();
  const chain = client.chain;
  if (!chain) throw new Error(`no chain definition for ${offer.caipNetworkId}`);
  const wallet = createWalletClient({ chain, transport: http(offer.reader.rpcUrl), account });
  const amount = parseUnits(order.crypto_amount, offer.decimals);
  const to = order.address as Address;
  let hash: Hex;
  if (offer.asset === 'ETH') {
    hash = await wallet.sendTransaction({ to, value: amount });
  } else {
    const token = offer.contractAddress as Address;
    const held = await client.readContract({
      address: token,
      abi: sandboxTokenAbi,
      functionName: 'balanceOf',
      args: [account.address],
    });
    if (held < amount) {
      const mint = await wallet.writeContract({
        address: token,
        abi: sandboxTokenAbi,
        functionName: 'mint',
        args: [account.address, amount - held],
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
