import { Keyring } from '@polkadot/keyring';
import { stringToHex } from '@polkadot/util';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { createPolkadotDevWallet } from './createPolkadotDevWallet';
import { installPolkadotDevWallet } from './installPolkadotDevWallet';

// The dev wallet seen by the dapp library of the polkadot-js ecosystem, @polkadot/extension-dapp
// 0.63.1: found, enabled, its accounts listed in the dapp's SS58 format, its signer signing. The page
// is a minimal window (an EventTarget with `injectedWeb3`) and document in Node's realm: under jsdom,
// Node's TextEncoder hands util-crypto Uint8Arrays of another realm and its hashes come out wrong.

const page = Object.assign(new EventTarget(), { injectedWeb3: {} });
const doc = { readyState: 'loading' };
beforeAll(() => Object.assign(globalThis, { window: page, document: doc }));
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
});

test('default: extension-dapp waits for the page to load, enables the dev wallet, lists its account for Polkadot (prefix 0) and signs raw data', async () => {
  await cryptoWaitReady();
  const pair = new Keyring({ type: 'sr25519' }).addFromUri('//Alice');
  const wallet = createPolkadotDevWallet({ accounts: [{ pair, name: 'Alice' }] });
  installPolkadotDevWallet(page, wallet);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const dapp = await import('@polkadot/extension-dapp');
  const enabling = dapp.web3Enable('Portico test');
  await Promise.resolve();
  expect(wallet.requests).toEqual([]);
  doc.readyState = 'complete';
  page.dispatchEvent(new Event('load'));
  const extensions = await enabling;
  expect(extensions.map((e) => [e.name, e.version])).toEqual([['portico-dev-polkadot', '0.63.1']]);
  expect(wallet.requests).toEqual([{ kind: 'enable', origin: 'Portico test' }]);
  const accounts = await dapp.web3Accounts({ ss58Format: 0 });
  expect(accounts).toEqual([
    {
      address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      meta: { genesisHash: null, name: 'Alice', source: 'portico-dev-polkadot' },
      type: 'sr25519',
    },
  ]);
  const { signer } = await dapp.web3FromSource('portico-dev-polkadot');
  const address = accounts[0]!.address;
  const result = await signer.signRaw!({ address, data: stringToHex('portico'), type: 'bytes' });
  expect(signatureVerify('portico', result.signature, address).isValid).toBe(true);
  expect(signatureVerify('portico!', result.signature, address).isValid).toBe(false);
});
