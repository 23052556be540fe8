// Compile-time checks of AppKit's names and types (issue 24, Deliver 6), run by `npm run typecheck`
// (not by Jest): an AppKit app's imports, hook calls and open() views compile unchanged.
import { BrowserProvider } from 'ethers';
import { type AppKitNetwork, createAppKit } from 'portico';
import { type Provider, useAppKit, useAppKitNetworkCore, useAppKitProvider } from 'portico/react';
import {
  arbitrum,
  base,
  baseSepolia,
  bitcoin,
  defineChain,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../src/networks';

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  mainnet,
  sepolia,
  base,
  baseSepolia,
  arbitrum,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
];
export const custom: AppKitNetwork = defineChain({ ...mainnet, id: 7, caipNetworkId: 'eip155:7' });

export const kit = createAppKit({
  projectId: 'p',
  networks,
  themeVariables: { '--w3m-accent': '#00BB7F', '--apkt-color-mix-strength': 40, accent: '#00BB7F' },
  customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example' }], 'eip155:8453': ['https://base.example'] },
});
// @ts-expect-error: an AppKit theme key with a misspelt name does not compile
kit.setThemeVariables({ '--w3m-acent': '#fff' });
// @ts-expect-error: customRpcUrls entries are { url } objects or URL strings
createAppKit({ projectId: 'p', networks, customRpcUrls: { 'eip155:1': [{ href: 'https://x' }] } });

export function Wallet() {
  const { open } = useAppKit();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');
  // walletProvider is typed as AppKit types it (Provider, not Provider | undefined).
  const ethersProvider = new BrowserProvider(walletProvider);
  const accounts: Promise<string[]> = walletProvider.request<string[]>({ method: 'eth_accounts' });
  const { caipNetworkId, chainId } = useAppKitNetworkCore();
  // @ts-expect-error: useAppKitNetworkCore has no switchNetwork (useAppKitNetwork has)
  useAppKitNetworkCore().switchNetwork;
  void open({ view: 'WalletSend' });
  void open({ view: 'ProfileWallets' }); // compiles; rejects with ViewNotAvailableError at run time
  void open({ view: 'WhatIsAWallet' });
  // @ts-expect-error: a misspelt view does not compile
  void open({ view: 'WalletSnd' });
  return [ethersProvider, accounts, caipNetworkId, chainId];
}
