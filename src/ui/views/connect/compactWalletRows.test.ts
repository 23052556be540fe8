import type { WalletListEntry } from '../../wallets/orderWallets';
import { compactWalletRows } from './compactWalletRows';

const row = (section: WalletListEntry['section'], name: string): WalletListEntry => ({
  key: `${section}:${name}`,
  section,
  name,
  target: { view: 'ConnectingWalletConnect', data: { walletId: name } },
});
const names = (rows: readonly WalletListEntry[]) => rows.map((r) => r.name);

describe('compactWalletRows', () => {
  const recommended = ['a', 'b', 'c', 'd'].map((n) => row('recommended', n));

  test('cuts recommended rows, in order, down to the room the other rows leave', () => {
    const rows = [row('walletConnect', 'WC'), row('injected', 'Rabby'), ...recommended];
    expect(names(compactWalletRows(rows))).toEqual(['WC', 'Rabby', 'a', 'b']);
    expect(names(compactWalletRows(rows, 3))).toEqual(['WC', 'Rabby', 'a']);
  });

  test("never cuts the user's or the host's wallets, even past the maximum", () => {
    const own = [
      row('walletConnect', 'WC'),
      row('recent', 'Zerion'),
      row('injected', 'Rabby'),
      row('featured', 'Safe'),
      row('external', 'Ledger'),
    ];
    expect(names(compactWalletRows([...own, ...recommended]))).toEqual(names(own));
  });

  test('a list already short enough is returned as it is', () => {
    const rows = [row('walletConnect', 'WC'), ...recommended.slice(0, 3)];
    expect(compactWalletRows(rows)).toBe(rows);
  });
});
