import { type Hex, parseEther, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { browserTest } from './harness/browserTest';
import { fundedAccount, sandboxClients } from './harness/fundedAccount';
import { modal } from './harness/kitPage';
import {
  goToSwap,
  swapsState,
  swapThroughPreview,
  tokenBalance,
  waitForSwapInActivity,
} from './harness/swapPage';
import {
  connectWalletPeer,
  prepareWalletPeers,
  WALLETCONNECT_DUPLICATE_DELIVERY,
} from './harness/walletConnectPage';

// Issue 25 in the browser, the WalletConnect half: the demo connected through the sandbox's relay to a
// real wallet (@reown/walletkit in this Node process) swaps 20 USDC for PRT. The wallet receives both
// eth_sendTransaction requests (the approval, then the router call with the API's gas limit) over the
// relay, signs and broadcasts them on anvil; the kit shows success and Activity shows the swap.

const startPeer = prepareWalletPeers();

const START_ETH = parseEther('10');
const START_USDC = parseUnits('50', 6);

browserTest(
  'behavior: a swap through WalletConnect: the wallet signs the approval and the swap; 20 USDC for PRT, toast, Activity shows both legs',
  async (t) => {
    const { page, sandbox } = t;
    const { publicClient } = sandboxClients(sandbox);
    const funded = await fundedAccount(sandbox, { eth: START_ETH, usdc: START_USDC });
    const account = privateKeyToAccount(funded.privateKey);
    const wallet = await startPeer(t, { account });
    await t.openDemo({ mode: 'plain' });
    await connectWalletPeer(page, wallet, account.address);
    await modal(page).waitFor({ state: 'detached' });

    await goToSwap(page, account.address);
    const result = await swapThroughPreview(page, { from: 'USDC', to: 'PRT', amount: '20' });
    expect(result.approval?.spender).toBe(sandbox.contracts.uniswapRouter);
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2);

    const { lastHash } = await swapsState(page);
    const receipt = await publicClient.waitForTransactionReceipt({ hash: lastHash as Hex });
    expect(receipt.status).toBe('success');
    // The wallet was given the API's gas limit (estimate + 25 %) and used it.
    expect((await publicClient.getTransaction({ hash: lastHash as Hex })).gas).toBe(
      BigInt(result.builtGas ?? 0),
    );
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await tokenBalance(sandbox, 'usdc', account.address)).toBe(START_USDC - parseUnits('20', 6));
    expect(await tokenBalance(sandbox, 'prt', account.address)).toBeGreaterThanOrEqual(
      BigInt(result.quote.minimumReceived),
    );

    await waitForSwapInActivity(page, account.address, '-20 USDC', 'PRT');
  },
  { timeoutMs: 150_000, allowErrors: [WALLETCONNECT_DUPLICATE_DELIVERY] },
);
