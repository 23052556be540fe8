// The DESIGN §6 bench app: one connect button, EVM only, default features, no API configured.
import { createAppKit, ethereum } from 'portico';
import { viemAdapter } from 'portico/adapters/viem';
import { AppKitButton, AppKitProvider } from 'portico/react';
import { createRoot } from 'react-dom/client';

const kit = createAppKit({ projectId: 'bench', networks: [ethereum], adapters: [viemAdapter()] });

createRoot(document.getElementById('root')!).render(
  <AppKitProvider kit={kit}>
    <AppKitButton />
  </AppKitProvider>,
);
