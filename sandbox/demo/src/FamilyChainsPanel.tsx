import type { DemoConfig } from '../DemoConfig';

// Says what the Bitcoin, Polkadot and Cosmos chains of this sandbox are: local stand-ins and simulators,
// not the networks, with the dev wallet that connects to each (docs/sandbox.md).

const FAMILIES = [
  {
    field: 'bitcoin',
    title: 'Bitcoin Regtest',
    what: "litecoind in regtest standing in for Bitcoin regtest (Litecoin's node, Bitcoin's transaction format and addresses); a block is mined whenever a transaction waits",
    wallet: 'Portico Dev Wallet (Bitcoin), a sats-connect provider',
  },
  {
    field: 'polkadot',
    title: 'Polkadot Simulator',
    what: 'a simulator serving the real Polkadot metadata: balances transfers only, no fees, final at once',
    wallet: 'Portico Dev Wallet (Polkadot), a polkadot-js-style extension (//Alice ... //Ferdie)',
  },
  {
    field: 'cosmos',
    title: 'Cosmos Sandbox',
    what: 'a CometBFT RPC simulator: bank and auth only, one fixed fee, one block per transaction',
    wallet: 'Keplr (the dev wallet injected as window.keplr)',
  },
] as const;

/** The panel, when at least one of the chains runs. */
export function FamilyChainsPanel({ config }: { config: DemoConfig }) {
  const running = FAMILIES.filter((family) => config[family.field]);
  if (running.length === 0) return null;
  return (
    <section className="demo-panel" aria-labelledby="family-chains-title">
      <h2 id="family-chains-title">Bitcoin, Polkadot and Cosmos: local stand-ins</h2>
      <p>
        These chains are local stand-ins and simulators, not the real networks. Their dev wallets hold the
        sandbox's public test keys and sign in the demo server: never send real funds to them.
      </p>
      <ul>
        {running.map((family) => (
          <li key={family.field}>
            <strong>{family.title}</strong> at <code>{config[family.field]?.rpcUrl}</code>: {family.what}.
            Wallet: {family.wallet}.
          </li>
        ))}
      </ul>
    </section>
  );
}
