import { sandboxAccounts } from '../../chain/sandboxAccounts';
import type { DemoConfig } from '../DemoConfig';
import { installDevWallet } from './installDevWallet';

// Issue 22: reloading the demo on the second anvil chain came back on the first, because the dev
// wallet remembered the site's permission and account but not its chain. No node is needed: the chain
// id is the wallet's own answer.

const config: DemoConfig = {
  mode: 'sandbox',
  chain: { chainId: 31337, caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
  apiUrl: 'http://127.0.0.1:8080',
  devWallet: { accounts: sandboxAccounts(2) },
};

// Node, not jsdom (viem's key derivation needs TextEncoder): the page's storage and window, in memory.
const stored = new Map<string, string>();
Object.assign(globalThis, {
  window: new EventTarget(),
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  },
});
afterEach(() => stored.clear());

test('behavior: after a reload the wallet is on the chain it was switched to (added by the site)', async () => {
  const first = installDevWallet(config)!;
  await first.request({ method: 'eth_requestAccounts' });
  await first.request({
    method: 'wallet_addEthereumChain',
    params: [{ chainId: '0x7a6a', rpcUrls: ['http://127.0.0.1:8546'], chainName: 'Anvil 31338' }],
  });
  await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });

  const reloaded = installDevWallet(config)!;
  expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  expect(reloaded.getState()).toMatchObject({
    authorized: true,
    chainId: 31338,
    rpcUrl: 'http://127.0.0.1:8546',
  });
  // Back on the first chain, a reload keeps that too.
  await reloaded.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
  expect(await installDevWallet(config)!.request({ method: 'eth_chainId' })).toBe('0x7a69');
});

test('edge: a saved chain that is not one (bad id or URL) is ignored', async () => {
  localStorage.setItem(
    'portico-dev-wallet:v1',
    JSON.stringify({ authorized: true, selected: 0, chain: { chainId: -1, rpcUrl: 'javascript:1' } }),
  );
  expect(await installDevWallet(config)!.request({ method: 'eth_chainId' })).toBe('0x7a69');
});
