import { createRoot } from 'react-dom/client';
import { signMessage } from '../../../src/actions';
import { viemAdapter } from '../../../src/adapters/evm/viemAdapter';
import { defineNetwork } from '../../../src/index';
import { AppKitButton, createAppKit } from '../../../src/react';
import type { ScreenReaderPageConfig } from './screenReaderPageConfig';
import { installScreenReaderWallet } from './screenReaderWallet';

// The host page Orca reads (test/screenReader/orca.screenReader.ts): a heading, the kit's button and one
// button of the app's own that asks the connected wallet for a signature. The kit is created as
// docs/getting-started.md shows, on the local anvil chain and the reference API.

async function main(root: HTMLElement) {
  const config = (await (
    await fetch('/config.json', { cache: 'no-store' })
  ).json()) as ScreenReaderPageConfig;
  installScreenReaderWallet(config);
  const anvil = defineNetwork({
    id: config.chainId,
    caipNetworkId: config.caipNetworkId as `eip155:${number}`,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
    testnet: true,
  });
  const kit = createAppKit({
    projectId: 'screen-reader',
    networks: [anvil],
    adapters: [viemAdapter()],
    customRpcUrls: { [anvil.caipNetworkId]: [config.rpcUrl] },
    apiUrl: config.apiUrl,
    // No WalletConnect: its relay is not part of this run, and the one injected wallet is what is heard.
    enableWalletConnect: false,
    metadata: { name: 'Screen reader host', description: '', url: location.origin, icons: [] },
  });
  const sign = () => {
    // A refusal shows the kit's "Signature declined" toast; the rejection itself is expected here.
    signMessage(kit, { message: 'Hello from the screen-reader run' }).catch(() => undefined);
  };
  createRoot(root).render(
    <main>
      <h1>Screen reader host</h1>
      <AppKitButton />
      <button type="button" onClick={sign}>
        Sign a message
      </button>
    </main>,
  );
}

const root = document.getElementById('root');
if (root) {
  main(root).catch((error: unknown) => {
    root.textContent = `The page could not start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
