import type { StartSolanaChainReturnType } from '../../sandbox/solana/startSolanaChain';
import { solanaAdapter } from '../../src/adapters/solana/solanaAdapter';
import { solanaLocal } from '../../src/core/networks/chains/solana';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { createSolanaTestWallet, type SolanaTestWallet } from '../adapters/solanaTestWallet';

// The Solana send tests start the same way: a kit on the sandbox's local chain with the Solana adapter
// and a test wallet signing with a real ed25519 key, connected from the kit as a user would.

/** Options of `connectSolanaTestKit`. */
export interface ConnectSolanaTestKitOptions {
  chain: StartSolanaChainReturnType;
  /** The sandbox account whose key the wallet holds. */
  index: number;
  /** Blockchain API; without one the send list falls back to the native balance read from the chain. */
  apiUrl: string;
  /** The kit's warning sink; the kit's default (console.warn) when absent. */
  onWarn?: (message: string) => void;
}

/** A kit with the Solana adapter and a test wallet of sandbox account `index`, connected. */
export async function connectSolanaTestKit({
  chain,
  index,
  apiUrl,
  onWarn,
}: ConnectSolanaTestKitOptions): Promise<{ kit: AppKit; wallet: SolanaTestWallet }> {
  const kit = createAppKit({
    projectId: '',
    networks: [solanaLocal],
    adapters: [solanaAdapter()],
    customRpcUrls: { [solanaLocal.caipNetworkId]: [chain.rpcUrl] },
    storage: createMemoryStorage(),
    apiUrl,
    features: { analytics: false },
    ...(onWarn ? { onWarn } : {}),
  });
  const wallet = createSolanaTestWallet({ keypair: chain.accounts[index]!.keypair, rpcUrl: chain.rpcUrl });
  kit.adapters.addConnector({
    id: 'solana-test-wallet',
    type: 'ANNOUNCED',
    name: 'Solana Test Wallet',
    chain: 'solana',
    provider: wallet,
  });
  try {
    await kit.ready;
    await kit.adapters.connect('solana-test-wallet');
  } catch (error) {
    kit.destroy();
    throw error;
  }
  return { kit, wallet };
}
