import { createAppKit } from '@reown/appkit/react';
import { EthersAdapter } from '@reown/appkit-adapter-ethers';
import { useState } from 'react';
import { ActionButtonList } from './components/ActionButtonList';
import { InfoList } from './components/InfoList';
import { customRpcUrls, metadata, networks, projectId } from './config';

// Created once, at module scope, as AppKit's docs do; there is no provider component.
createAppKit({
  adapters: [new EthersAdapter()],
  networks,
  metadata,
  projectId,
  customRpcUrls,
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#000000' },
  features: { analytics: false },
});

export function App() {
  const [signature, setSignature] = useState('');
  const [balance, setBalance] = useState('');
  return (
    <main>
      <h1>AppKit example</h1>
      <appkit-button />
      <ActionButtonList onSignature={setSignature} onBalance={setBalance} />
      <section>
        <h2>Results</h2>
        <p>Balance: {balance}</p>
        <p>Signature: {signature}</p>
      </section>
      <InfoList />
    </main>
  );
}
