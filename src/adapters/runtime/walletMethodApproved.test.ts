import { walletMethodApproved } from './walletMethodApproved';

const withSession = (methods: string[]) => ({
  request: async () => undefined,
  session: { namespaces: { eip155: { methods, chains: ['eip155:1'], accounts: [] } } },
});

test('default: an ordinary EIP-1193 provider (extension, embedded wallet) may be asked anything', () => {
  expect(walletMethodApproved({ request: async () => undefined }, 'eip155', 'wallet_getCapabilities')).toBe(
    true,
  );
});

test('behavior: a WalletConnect session is asked only the methods it approved, per namespace', () => {
  const provider = withSession(['personal_sign', 'eth_sendTransaction']);
  expect(walletMethodApproved(provider, 'eip155', 'eth_sendTransaction')).toBe(true);
  expect(walletMethodApproved(provider, 'eip155', 'wallet_getCapabilities')).toBe(false);
  expect(
    walletMethodApproved(withSession(['wallet_getCapabilities']), 'eip155', 'wallet_getCapabilities'),
  ).toBe(true);
  // A namespace the session does not hold says nothing about the method: no session there, no check.
  expect(walletMethodApproved(provider, 'solana', 'solana_signMessage')).toBe(true);
});

test('behavior: a UniversalProvider without a session yet, or no provider at all, is not refused', () => {
  expect(walletMethodApproved({ session: undefined }, 'eip155', 'wallet_getCapabilities')).toBe(true);
  expect(walletMethodApproved(undefined, 'eip155', 'wallet_getCapabilities')).toBe(true);
});
