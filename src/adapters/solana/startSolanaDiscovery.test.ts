/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { ed25519 } from '@noble/curves/ed25519.js';
import {
  registerStandardWallet,
  unregisterStandardWallets,
} from '../../../test/adapters/registerStandardWallet';
import { stubEvmAdapter } from '../../../test/adapters/stubEvmAdapter';
import { decodeBase58, encodeBase58 } from '../../core/base58';
import { ethereum } from '../../core/networks/chains/evm';
import { solana, solanaDevnet } from '../../core/networks/chains/solana';
import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { orderWallets } from '../../ui/wallets/orderWallets';
import { solanaAdapter } from './solanaAdapter';

// Solana discovery through a kit, as a page has it: wallets register through the Wallet Standard's
// window events (what an extension's registerWallet does), a Phantom-style wallet sits on
// window.solana, and the connect view's list is computed from the kit's store.

// jsdom has no TextEncoder (every browser has): the adapter encodes messages with it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

const standardWallet = (name: string) => ({
  version: '1.0.0',
  name,
  icon: ICON,
  chains: ['solana:mainnet'],
  accounts: [] as { address: string }[],
  features: {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => ({ accounts: [{ address: ADDRESS, chains: ['solana:mainnet'] }] }),
    },
    'solana:signTransaction': { version: '1.0.0', signTransaction: async () => [] },
  },
});

const kits: AppKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  // The standard's registry lives as long as the page: each test unregisters what it registered.
  unregisterStandardWallets();
  delete (window as { solana?: unknown }).solana;
});

function createKit(withSolana = true) {
  const kit = createAppKit({
    projectId: 'p',
    networks: withSolana ? [ethereum, solana, solanaDevnet] : [ethereum],
    adapters: withSolana ? [stubEvmAdapter, solanaAdapter()] : [stubEvmAdapter],
    // Balance reads after connect go nowhere (a closed local port) instead of to the real clusters.
    customRpcUrls: { [solana.caipNetworkId]: ['http://127.0.0.1:9'] },
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  kits.push(kit);
  return kit;
}

const connectors = (kit: AppKit) => (kit.store.getState() as RootState).connectors.connectors;
/** Waits until the discovery chunk has run and listed what the page has. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const listOf = (kit: AppKit) =>
  orderWallets({
    connectors: connectors(kit),
    recentWallets: [],
    registry: BUNDLED_WALLETS,
    featuredWalletIds: [],
    enableWalletConnect: true,
    connectedThroughWalletConnect: false,
  });

test('default: Wallet Standard wallets appear in the wallet list with their icons, as Solana connectors', async () => {
  registerStandardWallet(standardWallet('Early Solana Wallet'));
  const kit = createKit();
  await settle();
  registerStandardWallet(standardWallet('Late Solana Wallet'));
  expect(connectors(kit).filter((c) => c.chain === 'solana')).toEqual([
    expect.objectContaining({ id: 'wallet-standard:early solana wallet', type: 'ANNOUNCED', imageUrl: ICON }),
    expect.objectContaining({ id: 'wallet-standard:late solana wallet', type: 'ANNOUNCED', imageUrl: ICON }),
  ]);
  const installed = listOf(kit).filter((e) => e.section === 'injected');
  expect(installed.map((e) => [e.name, e.imageUrl, e.target])).toEqual([
    [
      'Early Solana Wallet',
      ICON,
      { view: 'ConnectingExternal', data: { connectorId: 'wallet-standard:early solana wallet' } },
    ],
    [
      'Late Solana Wallet',
      ICON,
      { view: 'ConnectingExternal', data: { connectorId: 'wallet-standard:late solana wallet' } },
    ],
  ]);
});

test('behavior: a standard wallet that is in the registry (Phantom) is listed once, as the installed wallet', async () => {
  registerStandardWallet(standardWallet('Phantom'));
  const kit = createKit();
  await settle();
  const phantoms = listOf(kit).filter((e) => e.name === 'Phantom');
  expect(phantoms).toEqual([
    expect.objectContaining({
      section: 'injected',
      imageUrl: ICON,
      target: expect.objectContaining({ view: 'ConnectingExternal' }),
    }),
  ]);
});

test('behavior: the same wallet on EVM (EIP-6963) and on Solana gets one row per namespace', async () => {
  registerStandardWallet(standardWallet('Phantom'));
  const kit = createKit();
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: {
        info: {
          uuid: 'a7c4c5ee-0f0c-4d07-9d6a-1b1e8f2a8f10',
          name: 'Phantom',
          icon: ICON,
          rdns: 'app.phantom',
        },
        provider: { request: async () => null },
      },
    }),
  );
  await settle();
  const rows = listOf(kit).filter((e) => e.name === 'Phantom');
  expect(rows.map((e) => e.target)).toEqual([
    { view: 'ConnectingExternal', data: { connectorId: 'app.phantom' } },
    { view: 'ConnectingExternal', data: { connectorId: 'wallet-standard:phantom' } },
  ]);
});

test('behavior: window.solana is the fallback connector only while no standard wallet of its name exists', async () => {
  (window as { solana?: unknown }).solana = {
    isPhantom: true,
    connect: async () => ({ publicKey: ADDRESS }),
  };
  const kit = createKit();
  await settle();
  expect(connectors(kit).filter((c) => c.chain === 'solana')).toEqual([
    expect.objectContaining({ id: 'injected:solana', type: 'INJECTED', name: 'Phantom' }),
  ]);
  registerStandardWallet(standardWallet('Phantom'));
  expect(
    connectors(kit)
      .filter((c) => c.chain === 'solana')
      .map((c) => c.id),
  ).toEqual(['wallet-standard:phantom']);
});

test('behavior: a standard wallet of another name leaves the window.solana fallback listed', async () => {
  (window as { solana?: unknown }).solana = { connect: async () => ({ publicKey: ADDRESS }) };
  registerStandardWallet(standardWallet('Other Wallet'));
  const kit = createKit();
  await settle();
  expect(
    connectors(kit)
      .filter((c) => c.chain === 'solana')
      .map((c) => [c.id, c.name]),
  ).toEqual([
    ['wallet-standard:other wallet', 'Other Wallet'],
    ['injected:solana', 'Solana Wallet'],
  ]);
});

test('behavior: a kit without a Solana network lists no Solana wallet (discovery never loads)', async () => {
  registerStandardWallet(standardWallet('Early Solana Wallet'));
  (window as { solana?: unknown }).solana = {
    isPhantom: true,
    connect: async () => ({ publicKey: ADDRESS }),
  };
  const kit = createKit(false);
  await settle();
  expect(connectors(kit).filter((c) => c.chain === 'solana')).toEqual([]);
});

test('behavior: connecting a discovered wallet runs the Solana adapter and connects the solana namespace only', async () => {
  registerStandardWallet(standardWallet('Early Solana Wallet'));
  const kit = createKit();
  await settle();
  await kit.adapters.connect('wallet-standard:early solana wallet');
  const state = kit.store.getState() as RootState;
  expect(state.connection.status.solana).toBe('connected');
  expect(state.connection.status.eip155 ?? 'disconnected').toBe('disconnected');
  expect(state.connection.connectorIds.solana).toBe('wallet-standard:early solana wallet');
  expect(state.chains.chains.solana?.accountState.caipAddress).toBe(`${solana.caipNetworkId}:${ADDRESS}`);
  expect(state.chains.activeNamespace).toBe('solana');
});

test('behavior: connecting the window.solana fallback asks its connect() and stores its key', async () => {
  const connect = jest.fn(async () => ({ publicKey: { toBase58: () => ADDRESS } }));
  (window as { solana?: unknown }).solana = { isPhantom: true, connect };
  const kit = createKit();
  await settle();
  await kit.adapters.connect('injected:solana');
  const state = kit.store.getState() as RootState;
  expect(connect).toHaveBeenCalledWith();
  expect(state.connection.status.solana).toBe('connected');
  expect(state.chains.chains.solana?.accountState.address).toBe(ADDRESS);
});

test('behavior: the window.solana fallback signs a message through its signMessage(bytes, "utf8")', async () => {
  const secret = ed25519.utils.randomPrivateKey();
  const address = encodeBase58(ed25519.getPublicKey(secret));
  const signMessage = jest.fn(async (message: Uint8Array, _display?: string) => ({
    signature: ed25519.sign(message, secret),
  }));
  (window as { solana?: unknown }).solana = {
    connect: async () => ({ publicKey: address }),
    signMessage,
  };
  const kit = createKit();
  await settle();
  await kit.adapters.connect('injected:solana');
  const signature = await kit.adapters.signMessage('hello solana');
  expect(new TextDecoder().decode(signMessage.mock.calls[0]![0])).toBe('hello solana');
  expect(signMessage.mock.calls[0]![1]).toBe('utf8');
  expect(
    ed25519.verify(
      decodeBase58(signature)!,
      new TextEncoder().encode('hello solana'),
      decodeBase58(address)!,
    ),
  ).toBe(true);
});
