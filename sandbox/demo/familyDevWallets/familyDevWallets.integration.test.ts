import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { Verifier } from 'bip322-js';
import { satsConnectProvider } from '../../../src/adapters/bitcoin/satsConnectProvider';
import { keplrProvider } from '../../../src/adapters/cosmos/keplrProvider';
import { injectedPolkadotProvider } from '../../../src/adapters/polkadot/injectedPolkadotProvider';
import { bitcoinSandboxAccounts } from '../../bitcoin/bitcoinSandboxAccounts';
import {
  BITCOIN_DEV_WALLET_ID,
  BITCOIN_DEV_WALLET_NAME,
} from '../../bitcoin/devWallet/installBitcoinDevWallet';
import { cosmosSandboxAccounts } from '../../cosmos/cosmosSandboxAccounts';
import { polkadotSandboxAccounts } from '../../polkadot/polkadotSandboxAccounts';
import { bitcoinDemoConfig } from '../bitcoinDemoConfig';
import { cosmosDemoConfig } from '../cosmosDemoConfig';
import { createDemoConfig } from '../createDemoConfig';
import type { DemoConfig } from '../DemoConfig';
import { polkadotDemoConfig } from '../polkadotDemoConfig';
import { DEV_WALLETS_PATH } from './devWalletFamilies';
import { familyDevWalletsPlugin } from './familyDevWalletsPlugin';
import {
  type FamilyWalletWindow,
  httpDevWalletTransport,
  installFamilyDevWallets,
  POLKADOT_DEV_WALLET_NAME,
} from './installFamilyDevWallets';

// The demo's Bitcoin, Polkadot and Cosmos dev wallets end to end but for the browser: the page's
// stand-ins installed on a window-like object, their calls over real HTTP to the demo server's plugin
// (mounted on a plain Node server standing in for Vite's), signed there with the sandbox's keys, and
// read through the kit's own wallet wrappers (sats-connect, polkadot-js, Keplr). Each signature is
// verified with the family's library. No chain is needed: these calls do not reach one.

jest.setTimeout(30_000);

const base = { rpcUrl: 'http://127.0.0.1:9', chainId: 31337, apiUrl: 'http://127.0.0.1:9' };
const families = {
  bitcoin: bitcoinDemoConfig('http://127.0.0.1:9'),
  polkadot: polkadotDemoConfig('ws://127.0.0.1:9'),
  cosmos: cosmosDemoConfig('http://127.0.0.1:9'),
};
let config: DemoConfig;
let server: Server;
let url: string;

/** Vite's connect server reduced to what the plugin uses: `use(path, handler)`, the path stripped. */
function viteServerStandIn(): {
  middlewares: unknown;
  serve(req: IncomingMessage, res: ServerResponse): void;
} {
  const routes: [string, (req: IncomingMessage, res: ServerResponse, next: () => void) => void][] = [];
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.end();
  };
  return {
    middlewares: { use: (path: string, handler: (typeof routes)[number][1]) => routes.push([path, handler]) },
    serve(req, res) {
      const route = routes.find(([path]) => req.url?.startsWith(`${path}/`));
      if (!route) return notFound(res);
      req.url = req.url!.slice(route[0].length);
      route[1](req, res, () => notFound(res));
    },
  };
}

beforeAll(async () => {
  await cryptoWaitReady();
  config = createDemoConfig({ ...base, accounts: [], ...families });
  // Sandbox mode, as npm start has it (the EVM accounts do not matter here).
  config.mode = 'sandbox';
  const vite = viteServerStandIn();
  (familyDevWalletsPlugin(() => config).configureServer as unknown as (server: unknown) => void)(vite);
  server = createServer((req, res) => vite.serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const installed = () => {
  const page: FamilyWalletWindow = {};
  const remove = installFamilyDevWallets(config, page, httpDevWalletTransport(url));
  return { page, remove };
};

test('default: each wallet is injected where its kind of extension injects itself, and removed again', () => {
  const other = { request: async () => ({}) };
  const page: FamilyWalletWindow = { BitcoinProvider: other, injectedWeb3: { talisman: { version: '1' } } };
  const remove = installFamilyDevWallets(config, page, httpDevWalletTransport(url));
  expect(page.btc_providers?.map((p) => [p.id, p.name])).toEqual([
    [BITCOIN_DEV_WALLET_ID, BITCOIN_DEV_WALLET_NAME],
  ]);
  expect(page.PorticoDevWallet?.BitcoinProvider).toBeDefined();
  // Another wallet holds window.BitcoinProvider: left alone.
  expect(page.BitcoinProvider).toBe(other);
  expect(Object.keys(page.injectedWeb3 ?? {})).toEqual(['talisman', POLKADOT_DEV_WALLET_NAME]);
  expect(typeof (page.keplr as { enable?: unknown }).enable).toBe('function');
  expect(typeof page.getOfflineSigner).toBe('function');
  remove();
  expect(page).toEqual({
    BitcoinProvider: other,
    btc_providers: [],
    injectedWeb3: { talisman: { version: '1' } },
  });
  // Without the families' chains (plain config) nothing is installed.
  const bare: FamilyWalletWindow = {};
  installFamilyDevWallets(createDemoConfig(base), bare, httpDevWalletTransport(url));
  expect(bare).toEqual({});
});

test('behavior: Bitcoin — through sats-connect calls, the payment and ordinals addresses and a BIP-322 signature bip322-js verifies', async () => {
  const { page } = installed();
  const [account] = bitcoinSandboxAccounts(1);
  const provider = satsConnectProvider(page.PorticoDevWallet?.BitcoinProvider as never);
  const accounts = (await provider.request({
    method: 'getAccounts',
    params: { purposes: ['payment', 'ordinals'] },
  })) as { address: string; purpose: string }[];
  expect(accounts.map((a) => [a.purpose, a.address])).toEqual([
    ['payment', account!.payment.address],
    ['ordinals', account!.ordinals.address],
  ]);
  const { signature } = (await provider.request({
    method: 'signMessage',
    params: { address: account!.ordinals.address, message: 'portico demo', protocol: 'BIP322' },
  })) as { signature: string };
  expect(Verifier.verifySignature(account!.ordinals.address, 'portico demo', signature)).toBe(true);
  expect(Verifier.verifySignature(account!.ordinals.address, 'portico demo?', signature)).toBe(false);
});

test('behavior: Polkadot — enable, the dev accounts, and a signRaw signature signatureVerify accepts', async () => {
  const { page } = installed();
  const entry = page.injectedWeb3?.[POLKADOT_DEV_WALLET_NAME];
  const provider = injectedPolkadotProvider(entry as never, 'Portico demo');
  const accounts = (await provider.request({ method: 'polkadot_requestAccounts' })) as { name: string }[];
  expect(accounts.map((a) => a.name)).toEqual(['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie']);
  const alice = polkadotSandboxAccounts()[0]!;
  const { signature } = (await provider.request({
    method: 'polkadot_signMessage',
    params: { address: alice.address, message: 'portico demo' },
  })) as { signature: `0x${string}` };
  expect(signatureVerify('portico demo', signature, alice.address).isValid).toBe(true);
  expect(signatureVerify('portico demo?', signature, alice.address).isValid).toBe(false);
});

test('behavior: Cosmos — Keplr enable and key, an ADR-036 signature and a direct signature over bytes and a bigint, verified with cosmjs', async () => {
  const { page } = installed();
  const provider = keplrProvider(page.keplr as never, new EventTarget() as never);
  const chainId = 'portico-sandbox-1';
  const [account] = await cosmosSandboxAccounts(1);
  const [listed] = (await provider.request({ method: 'cosmos_requestAccounts', params: { chainId } })) as {
    address: string;
    pubkey: string;
  }[];
  expect(listed).toMatchObject({ address: account!.address, pubkey: toBase64(account!.publicKey) });
  const verify = (signature: string, bytes: Uint8Array) =>
    Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(signature)),
      sha256(bytes),
      account!.publicKey,
    );
  const arbitrary = (await provider.request({
    method: 'cosmos_signArbitrary',
    params: { chainId, signerAddress: account!.address, data: 'portico demo' },
  })) as { signature: string };
  const doc = makeSignDoc(
    [
      {
        type: 'sign/MsgSignData',
        value: { signer: account!.address, data: toBase64(toUtf8('portico demo')) },
      },
    ],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  );
  expect(await verify(arbitrary.signature, serializeSignDoc(doc))).toBe(true);
  expect(await verify(arbitrary.signature, serializeSignDoc({ ...doc, memo: 'x' }))).toBe(false);
  const signDoc = { chainId, accountNumber: '7', bodyBytes: toBase64(toUtf8('body')), authInfoBytes: '' };
  const direct = (await provider.request({
    method: 'cosmos_signDirect',
    params: { chainId, signerAddress: account!.address, signDoc },
  })) as { signed: typeof signDoc; signature: { signature: string } };
  expect(direct.signed).toEqual(signDoc);
  const bytes = makeSignBytes({
    chainId,
    accountNumber: 7n,
    bodyBytes: toUtf8('body'),
    authInfoBytes: new Uint8Array(),
  });
  expect(await verify(direct.signature.signature, bytes)).toBe(true);
});

test('error: a refusal or a call no wallet takes comes back as an error with its message, and the server goes on', async () => {
  const send = httpDevWalletTransport(url);
  // Keplr's refusal text for a chain it does not know, as the real one words it.
  await expect(send('cosmos', 'getKey', ['cosmoshub-4'])).rejects.toThrow('cosmoshub-4 is not enabled');
  await expect(send('cosmos', 'selectAccount', [1])).rejects.toThrow(
    'the cosmos dev wallet has no method selectAccount',
  );
  await expect(send('polkadot', 'accounts.get', ['never enabled'])).rejects.toThrow(
    'never enabled has not enabled the wallet',
  );
  await expect(send('solana' as never, 'x', [])).rejects.toThrow('no solana dev wallet runs in this sandbox');
  const notJson = await fetch(`${url}${DEV_WALLETS_PATH}/cosmos`, { method: 'POST', body: 'x' });
  expect(notJson.status).toBe(405);
  const garbage = await fetch(`${url}${DEV_WALLETS_PATH}/cosmos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{',
  });
  expect(await garbage.json()).toEqual({ error: { message: 'the request is not JSON' } });
  // Still answering.
  await expect(send('bitcoin', 'request', ['getInfo'])).resolves.toMatchObject({
    result: { version: expect.any(String) },
  });
});

test('behavior: in plain mode the server has no dev wallets (the path is left to the next handler)', async () => {
  const saved = config.mode;
  config.mode = 'plain';
  try {
    await expect(httpDevWalletTransport(url)('bitcoin', 'request', ['getInfo'])).rejects.toThrow('HTTP 404');
  } finally {
    config.mode = saved;
  }
});
