import type { DemoConfig } from '../DemoConfig';
import { announceProvider } from './announceProvider';
import { createDevWalletProvider, type DevWalletProvider } from './createDevWalletProvider';
import { devWalletInfo } from './devWalletInfo';

/**
 * Creates the dev wallet from the sandbox's config and announces it to the page (EIP-6963).
 * Loaded by the demo only in sandbox mode, through a dynamic import, so it never reaches other builds.
 */
export function installDevWallet(config: DemoConfig): DevWalletProvider | undefined {
  const accounts = config.devWallet?.accounts ?? [];
  if (accounts.length === 0) return undefined;
  const provider = createDevWalletProvider({
    accounts,
    chains: [{ chainId: config.chain.chainId, rpcUrl: config.chain.rpcUrl }],
  });
  announceProvider(devWalletInfo, provider);
  return provider;
}
