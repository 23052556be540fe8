// The baseline: the same page with React only, so the kit's share is the difference between the two.
// Its button opens a plain React dialog with a wallet list of the kit's size (six rows, as many as
// the kit's Connect view shows in the bench app; the bench prints both counts), so click -> list has a
// React-only figure to compare with. Self-contained: host-app builds copy this file as their baseline.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const BASELINE_WALLETS = [
  'WalletConnect',
  'MetaMask',
  'Trust Wallet',
  'Coinbase Wallet',
  'Rainbow',
  'All Wallets',
];

function WalletDialog() {
  return (
    <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
      <h2>Connect Wallet</h2>
      <ul aria-label="Wallets">
        {BASELINE_WALLETS.map((name) => (
          <li key={name}>
            <button type="button">
              <span aria-hidden="true">{name.slice(0, 2)}</span>
              <span>{name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? <WalletDialog /> : null}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
