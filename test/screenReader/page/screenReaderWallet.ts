import { announceProvider } from '../../../sandbox/demo/devWallet/announceProvider';
import { createDevWalletProvider } from '../../../sandbox/demo/devWallet/createDevWalletProvider';
import { devWalletIcon } from '../../../sandbox/demo/devWallet/devWalletIcon';
import { ProviderRpcError } from '../../../sandbox/demo/devWallet/ProviderRpcError';
import {
  SCREEN_READER_WALLET_NAME,
  type ScreenReaderPageConfig,
  WALLET_ROUTES,
} from './screenReaderPageConfig';

// Signing methods this wallet's user refuses: each is answered with EIP-1193's 4001, as a wallet does
// when its user clicks Reject.
const DECLINED = new Set(['personal_sign', 'eth_signTypedData_v4']);

/**
 * The sandbox's dev wallet (a real key, a real anvil behind it) announced through EIP-6963, with a user
 * who approves the connection only when the test says so (the page's server holds the approval request
 * open until then, so the modal's "Connecting to ..." is on screen long enough to be heard) and declines
 * every signature.
 */
export function installScreenReaderWallet(config: ScreenReaderPageConfig): void {
  const wallet = createDevWalletProvider({
    accounts: [config.account],
    chains: [{ chainId: config.chainId, rpcUrl: config.rpcUrl }],
  });
  const provider = {
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (DECLINED.has(args.method)) throw new ProviderRpcError(4001, 'User rejected the request.');
      if (args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions') {
        const approval = await fetch(WALLET_ROUTES.approval, { method: 'POST', cache: 'no-store' });
        if (!approval.ok) throw new ProviderRpcError(4001, 'User rejected the request.');
      }
      return wallet.request(args);
    },
    on(event: string, listener: (payload: unknown) => void) {
      wallet.on(event, listener);
      return provider;
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      wallet.removeListener(event, listener);
      return provider;
    },
  };
  announceProvider(
    { name: SCREEN_READER_WALLET_NAME, rdns: 'dev.portico.screen-reader', icon: devWalletIcon },
    provider,
  );
}
