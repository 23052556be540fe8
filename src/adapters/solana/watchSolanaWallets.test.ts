/** @jest-environment jsdom */
import type { StandardWallet } from './walletStandardProvider';
import { type DiscoveredSolanaWallet, watchSolanaWallets } from './watchSolanaWallets';

// Wallets register the way extensions do (the Wallet Standard's registerWallet): dispatch a
// `wallet-standard:register-wallet` event whose detail receives the register function, and answer the
// app's `wallet-standard:app-ready` event the same way (for apps that start listening later).

const registerWallet = (wallet: object): (() => void) => {
  let unregister: () => void = () => undefined;
  const callback = ({ register }: { register(wallet: object): () => void }) => {
    unregister = register(wallet);
  };
  window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }));
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
  return () => unregister();
};

const solanaWallet = (name: string, extra: Partial<StandardWallet> = {}) => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['solana:mainnet', 'solana:devnet'],
  accounts: [],
  features: {
    'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
    'solana:signTransaction': { version: '1.0.0', signTransaction: async () => [] },
  },
  ...extra,
});

test('default: Solana wallets registered before and after watching are listed, with their icons', () => {
  const offEarly = registerWallet(solanaWallet('Early Wallet'));
  const lists: DiscoveredSolanaWallet[][] = [];
  const stop = watchSolanaWallets((list) => lists.push(list));
  expect(lists.at(-1)?.map((w) => w.id)).toEqual(['wallet-standard:early wallet']);
  const offLate = registerWallet(solanaWallet('Late Wallet'));
  expect(lists.at(-1)?.map((w) => [w.name, w.icon])).toEqual([
    ['Early Wallet', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['Late Wallet', 'data:image/svg+xml;base64,PHN2Zy8+'],
  ]);
  offLate();
  expect(lists.at(-1)?.map((w) => w.name)).toEqual(['Early Wallet']);
  stop();
  offEarly();
  expect(lists.at(-1)?.map((w) => w.name)).toEqual(['Early Wallet']);
});

test('behavior: EVM-only or feature-less wallets are left out; a repeated name is listed once; a non-data icon is dropped', () => {
  const offs = [
    registerWallet(solanaWallet('Evm Only', { chains: ['eip155:1'] })),
    registerWallet(
      solanaWallet('No Signing', {
        features: { 'standard:connect': { connect: async () => ({ accounts: [] }) } },
      }),
    ),
    registerWallet(solanaWallet('Twice')),
    registerWallet(solanaWallet('twice', { icon: 'https://evil.example/icon.svg' })),
    registerWallet(solanaWallet('Remote Icon', { icon: 'javascript:alert(1)' })),
  ];
  let last: DiscoveredSolanaWallet[] = [];
  const stop = watchSolanaWallets((list) => {
    last = list;
  });
  expect(last.map((w) => [w.name, w.icon])).toEqual([
    ['Twice', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['Remote Icon', undefined],
  ]);
  stop();
  for (const off of offs) off();
});
