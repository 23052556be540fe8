import { ApiPromise, WsProvider } from '@polkadot/api';
import type {} from '@polkadot/api-augment';
import { stringToHex, u8aWrapBytes } from '@polkadot/util';
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { type StartPolkadotChainReturnType, startPolkadotChain } from '../startPolkadotChain';
import { createPolkadotDevWallet, type PolkadotDevWalletOptions } from './createPolkadotDevWallet';
import { type InjectedWeb3Host, installPolkadotDevWallet } from './installPolkadotDevWallet';

// The dev wallet with the real client: @polkadot/api signs through its injected signer (signPayload)
// against the Polkadot simulator, which checks the sr25519 signature; signRaw is checked with
// signatureVerify, as a verifier of the extension's signatures would.

jest.setTimeout(30_000);

let chain: StartPolkadotChainReturnType;
let api: ApiPromise;
beforeAll(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  chain = await startPolkadotChain();
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true });
});
afterAll(async () => {
  await api?.disconnect();
  await chain?.stop();
});

const walletWith = (options: Partial<PolkadotDevWalletOptions> = {}) =>
  createPolkadotDevWallet({
    accounts: chain.accounts.slice(0, 2).map(({ pair, name }) => ({ pair, name })),
    ...options,
  });

test('default: installed under window.injectedWeb3 by name; enable prompts once per origin and lists the accounts in format 42', async () => {
  const wallet = walletWith();
  const host: InjectedWeb3Host = {};
  const remove = installPolkadotDevWallet(host, wallet);
  expect(Object.keys(host.injectedWeb3 ?? {})).toEqual(['portico-dev-polkadot']);
  const injected = await wallet.injected.enable('Portico test');
  await wallet.injected.enable('Portico test');
  expect(wallet.requests).toEqual([{ kind: 'enable', origin: 'Portico test' }]);
  expect(await injected.accounts.get()).toEqual([
    {
      address: encodeAddress(chain.accounts[0]!.publicKey, 42),
      name: 'Alice',
      type: 'sr25519',
      genesisHash: null,
    },
    {
      address: encodeAddress(chain.accounts[1]!.publicKey, 42),
      name: 'Bob',
      type: 'sr25519',
      genesisHash: null,
    },
  ]);
  remove();
  expect(host.injectedWeb3).toEqual({});
});

test('behavior: signRaw signs the <Bytes>-wrapped data with the real key; signatureVerify accepts it and refuses a changed message', async () => {
  const injected = await walletWith().injected.enable('Portico test');
  const address = chain.accounts[0]!.address;
  const { signature } = await injected.signer.signRaw({
    address,
    data: stringToHex('hello portico'),
    type: 'bytes',
  });
  expect(signatureVerify(u8aWrapBytes('hello portico'), signature, address).isValid).toBe(true);
  expect(signatureVerify('hello portico', signature, address)).toMatchObject({
    isValid: true,
    crypto: 'sr25519',
  });
  expect(signatureVerify('hello portico!', signature, address).isValid).toBe(false);
});

test('behavior: @polkadot/api sends a transfer signed through signPayload; the simulator verifies and applies it', async () => {
  const wallet = walletWith();
  const injected = await wallet.injected.enable('Portico test');
  const [alice, bob] = [chain.accounts[0]!, chain.accounts[1]!];
  const before = (await api.query.system.account(bob.address)).data.free.toBigInt();
  await new Promise<void>((resolve, reject) => {
    api.tx.balances
      .transferKeepAlive(bob.address, 3n * 10n ** 10n)
      .signAndSend(alice.address, { signer: injected.signer }, (result) => {
        if (result.status.isFinalized) resolve();
      })
      .catch(reject);
  });
  expect(wallet.requests.at(-1)).toMatchObject({ kind: 'signPayload', payload: { address: alice.address } });
  expect((await api.query.system.account(bob.address)).data.free.toBigInt()).toBe(before + 3n * 10n ** 10n);
});

test('error: a refused prompt rejects with "Cancelled"; an unknown account is refused before any prompt', async () => {
  const wallet = walletWith({ approve: (request) => request.kind === 'enable' });
  const injected = await wallet.injected.enable('Portico test');
  const address = chain.accounts[0]!.address;
  await expect(injected.signer.signRaw({ address, data: '0x00', type: 'bytes' })).rejects.toThrow(
    'Cancelled',
  );
  const stranger = chain.accounts[4]!.address;
  await expect(injected.signer.signRaw({ address: stranger, data: '0x00', type: 'bytes' })).rejects.toThrow(
    'Unable to find account',
  );
  expect(wallet.requests.map((request) => request.kind)).toEqual(['enable', 'signRaw']);
  const refusing = walletWith({ approve: () => false });
  await expect(refusing.injected.enable('Portico test')).rejects.toThrow('Cancelled');
});

test('behavior: accounts.subscribe hears the current list, then every change', async () => {
  const wallet = walletWith();
  const injected = await wallet.injected.enable('Portico test');
  const heard: string[][] = [];
  const off = injected.accounts.subscribe((accounts) => heard.push(accounts.map((a) => a.name ?? '')));
  await Promise.resolve();
  wallet.setAccounts([{ pair: chain.accounts[2]!.pair, name: 'Charlie' }]);
  off();
  wallet.setAccounts([]);
  expect(heard).toEqual([['Alice', 'Bob'], ['Charlie']]);
});
