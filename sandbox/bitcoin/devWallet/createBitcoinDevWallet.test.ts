import { Verifier } from 'bip322-js';
import { bitcoinSandboxAccounts } from '../bitcoinSandboxAccounts';
import { createBitcoinDevWallet } from './createBitcoinDevWallet';
import {
  BITCOIN_DEV_WALLET_ID,
  BITCOIN_DEV_WALLET_NAME,
  type BitcoinWalletWindow,
  installBitcoinDevWallet,
} from './installBitcoinDevWallet';

// The dev wallet as a page sees it: installed on a window-like object the way sats-connect wallets
// inject themselves, answering JSON-RPC envelopes, signing with a dev account's real keys. No chain is
// needed for these calls (sends are covered with the chain in bitcoinAdapter.integration.test.ts).

const [account] = bitcoinSandboxAccounts(1);
const newWallet = () => createBitcoinDevWallet({ account: account!, rpcUrl: 'http://127.0.0.1:9' });

test('default: installed at its path, listed in btc_providers, and the default BitcoinProvider when free', () => {
  const wallet = newWallet();
  const page: BitcoinWalletWindow = {
    btc_providers: [{ id: 'Other.BitcoinProvider', name: 'Other', icon: '' }],
  };
  const uninstall = installBitcoinDevWallet(wallet, page);
  expect(page.PorticoDevWallet?.BitcoinProvider).toBe(wallet);
  expect(BITCOIN_DEV_WALLET_ID.split('.').reduce<unknown>((node, part) => (node as never)[part], page)).toBe(
    wallet,
  );
  expect(page.btc_providers?.map((p) => [p.id, p.name])).toEqual([
    ['Other.BitcoinProvider', 'Other'],
    [BITCOIN_DEV_WALLET_ID, BITCOIN_DEV_WALLET_NAME],
  ]);
  expect(page.btc_providers?.[1]?.icon).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(page.BitcoinProvider).toBe(wallet);
  uninstall();
  expect(page).toEqual({ btc_providers: [{ id: 'Other.BitcoinProvider', name: 'Other', icon: '' }] });
  // Another wallet already holds window.BitcoinProvider: the dev wallet leaves it alone.
  const other = { request: async () => ({}) };
  const taken: BitcoinWalletWindow = { BitcoinProvider: other };
  installBitcoinDevWallet(newWallet(), taken)();
  expect(taken.BitcoinProvider).toBe(other);
});

test('default: getInfo lists its methods; getAccounts answers the payment (P2WPKH) and ordinals (P2TR) addresses', async () => {
  const wallet = newWallet();
  expect(await wallet.request('getInfo')).toMatchObject({
    jsonrpc: '2.0',
    result: { methods: expect.arrayContaining(['getAccounts', 'signMessage', 'sendTransfer', 'signPsbt']) },
  });
  expect(await wallet.request('getAccounts', { purposes: ['payment', 'ordinals'] })).toMatchObject({
    result: [
      {
        address: account!.payment.address,
        purpose: 'payment',
        addressType: 'p2wpkh',
        publicKey: account!.payment.publicKey,
      },
      {
        address: account!.ordinals.address,
        purpose: 'ordinals',
        addressType: 'p2tr',
        publicKey: account!.ordinals.publicKey,
      },
    ],
  });
  expect(wallet.connected).toBe(true);
});

test('behavior: signMessage — ECDSA by default on payment, BIP-322 on ordinals or when asked; bip322-js verifies each', async () => {
  const wallet = newWallet();
  await wallet.request('getAccounts', { purposes: ['payment', 'ordinals'] });
  for (const [address, protocol, asked] of [
    [account!.payment.address, 'ECDSA', undefined],
    [account!.payment.address, 'BIP322', 'BIP322'],
    [account!.ordinals.address, 'BIP322', undefined],
  ] as const) {
    const answer = (await wallet.request('signMessage', {
      address,
      message: 'portico',
      protocol: asked,
    })) as {
      result: { signature: string; protocol: string; address: string };
    };
    expect(answer.result).toMatchObject({ address, protocol });
    expect(Verifier.verifySignature(address, 'portico', answer.result.signature)).toBe(true);
    expect(Verifier.verifySignature(address, 'portico?', answer.result.signature)).toBe(false);
  }
});

test('error: refusals are sats-connect error envelopes and change nothing', async () => {
  const wallet = newWallet();
  const sign = (address: string, protocol?: string) =>
    wallet.request('signMessage', { address, message: 'm', protocol });
  // Not connected yet: ACCESS_DENIED.
  expect(await sign(account!.payment.address)).toMatchObject({ error: { code: -32002 } });
  wallet.behaviour.getAccounts = 'reject';
  expect(await wallet.request('getAccounts', { purposes: ['payment'] })).toMatchObject({
    error: { code: -32000 },
  });
  expect(wallet.connected).toBe(false);
  delete wallet.behaviour.getAccounts;
  await wallet.request('getAccounts', { purposes: ['payment'] });
  // No ECDSA for a taproot key, no foreign address, no unknown method.
  expect(await sign(account!.ordinals.address, 'ECDSA')).toMatchObject({ error: { code: -32602 } });
  expect(await sign('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toMatchObject({
    error: { code: -32602 },
  });
  expect(await wallet.request('stx_signMessage')).toMatchObject({ error: { code: -32601 } });
  expect(await wallet.request('sendTransfer', { recipients: [] })).toMatchObject({ error: { code: -32602 } });
});
