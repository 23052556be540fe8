import type { AppKit } from 'portico';
import { createRoot } from 'react-dom/client';
import { parseDemoConfig } from '../DemoConfig';
import { createDemoKit, demoFeatures } from './createDemoKit';
import { DemoApp } from './DemoApp';
import { followKitTheme } from './followKitTheme';
import { installWalletConnectShims } from './walletConnectShims';
import './demo.css';

declare global {
  interface Window {
    /** The demo's kit, for the browser tests and for poking at it from the console. */
    __kit?: AppKit;
  }
}

async function main(root: HTMLElement) {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = parseDemoConfig(await response.json());
  // Imported only in sandbox mode, so the dev wallet's code is never part of a plain build's first load.
  const wallet =
    config.mode === 'sandbox'
      ? (await import('../devWallet/installDevWallet')).installDevWallet(config)
      : undefined;
  // The Solana dev wallet registers through the Wallet Standard; the kit's discovery finds it.
  if (config.mode === 'sandbox' && config.solana)
    (await import('../solanaDevWallet/installSolanaDevWallet')).installSolanaDevWallet(config);
  // The Bitcoin, Polkadot and Cosmos dev wallets inject themselves as their extensions do, before the
  // kit's discovery looks; they sign in the demo server.
  if (config.mode === 'sandbox' && (config.bitcoin || config.polkadot || config.cosmos))
    (await import('../familyDevWallets/installFamilyDevWallets')).installFamilyDevWallets(config, window);
  // Before the kit: WalletConnect's clients expect these globals once they load.
  installWalletConnectShims();
  const kit = createDemoKit(config);
  followKitTheme(kit, document.documentElement);
  window.__kit = kit;
  createRoot(root).render(<DemoApp kit={kit} config={config} wallet={wallet} features={demoFeatures} />);
}

const root = document.getElementById('root');
if (root) {
  main(root).catch((error: unknown) => {
    // Shown in the page too: a person who ran `npm start` sees why the demo is blank.
    root.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(error);
  });
}
