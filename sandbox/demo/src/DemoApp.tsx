import type { AppKit } from 'portico';
import { AppKitButton, AppKitProvider, NetworkButton } from 'portico/react';
import type { DemoConfig } from '../DemoConfig';
import type { DevWalletProvider } from '../devWallet/createDevWalletProvider';
import { DevWalletPanel } from './DevWalletPanel';
import { FamilyChainsPanel } from './FamilyChainsPanel';
import { FeaturesPanel } from './FeaturesPanel';
import { HookPanel } from './HookPanel';
import { KitStatePanel } from './KitStatePanel';
import { SiwxPanel } from './SiwxPanel';
import { TransferPanel } from './TransferPanel';
import { ValueTable } from './ValueTable';

/** Props of `DemoApp`. */
export interface DemoAppProps {
  kit: AppKit;
  config: DemoConfig;
  wallet: DevWalletProvider | undefined;
  features: Partial<Record<string, boolean>>;
}

/** The demo page: the kit as a host app wires it, plus panels that show what the kit reports. */
export function DemoApp({ kit, config, wallet, features }: DemoAppProps) {
  return (
    <AppKitProvider kit={kit}>
      <main className="demo">
        <header className="demo-header">
          <h1>Portico demo</h1>
          <div className="demo-row">
            <NetworkButton />
            <AppKitButton />
          </div>
        </header>
        <HookPanel />
        <KitStatePanel kit={kit} />
        {kit.plugins.has('siwx') && <SiwxPanel kit={kit} />}
        <TransferPanel kit={kit} />
        {wallet && <DevWalletPanel wallet={wallet} />}
        <FamilyChainsPanel config={config} />
        <FeaturesPanel kit={kit} initial={features} />
        <section className="demo-panel" aria-labelledby="sandbox-title">
          <h2 id="sandbox-title">Sandbox</h2>
          <ValueTable
            caption="Where the kit points"
            values={{
              mode: config.mode,
              chain: config.chain.caipNetworkId,
              rpc: config.chain.rpcUrl,
              api: config.apiUrl,
            }}
          />
          {config.mailUrl && (
            // Where the embedded wallet's one-time codes and device links arrive.
            <p>
              <a href={config.mailUrl} target="_blank" rel="noreferrer">
                Mail inbox (sandbox)
              </a>
            </p>
          )}
        </section>
      </main>
    </AppKitProvider>
  );
}
