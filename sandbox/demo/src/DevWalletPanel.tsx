import { useEffect, useState } from 'react';
import type { DevWalletProvider } from '../devWallet/createDevWalletProvider';
import { ValueTable } from './ValueTable';

/** The dev wallet's own controls, as a wallet extension's popup would have: account choice, disconnect. */
export function DevWalletPanel({ wallet }: { wallet: DevWalletProvider }) {
  const [state, setState] = useState(wallet.getState);
  useEffect(() => {
    const refresh = () => setState(wallet.getState());
    wallet.on('accountsChanged', refresh).on('chainChanged', refresh);
    return () => {
      wallet.removeListener('accountsChanged', refresh).removeListener('chainChanged', refresh);
    };
  }, [wallet]);
  const select = (index: number) => {
    wallet.selectAccount(index);
    setState(wallet.getState());
  };
  return (
    <section className="demo-panel" aria-labelledby="dev-wallet-title">
      <h2 id="dev-wallet-title">Portico Dev Wallet</h2>
      <ValueTable caption="Wallet state" values={{ ...state }} />
      <div className="demo-row">
        <label>
          Account{' '}
          <select
            value={wallet.addresses.indexOf(state.address)}
            onChange={(event) => select(Number(event.target.value))}
          >
            {wallet.addresses.map((address, index) => (
              <option key={address} value={index}>
                {address}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={!state.authorized} onClick={() => wallet.disconnect()}>
          Disconnect from the wallet
        </button>
      </div>
    </section>
  );
}
