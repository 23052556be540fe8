import { signatureVerify } from '@polkadot/util-crypto';
import {
  pairAndApprove,
  registerFamilyWalletConnect,
  stateOf,
} from '../../../test/walletconnect/familyWalletConnect';
import { polkadotLocal } from '../../core/networks/chains/polkadot';
import { classifyRpcError } from '../../core/rpcErrors';
import type { Eip1193Provider } from '../ChainAdapter';
import type { PolkadotAdapter } from '../polkadot/PolkadotAdapterContract';

// WalletConnect's polkadot namespace (issue 27 Deliver 2) on the sandbox's Polkadot SIMULATOR (real
// metadata and signature checks, an in-memory balances ledger, no fees: docs/polkadot.md): a real
// wallet (@reown/walletkit) on the sandbox relay whose requests the Polkadot dev wallet answers with
// real sr25519 keys. The kit's Polkadot adapter is the injected wallets' one; only the wrapper differs.

jest.setTimeout(30_000);

const DOT = 10n ** 10n;
const { chains, makeKit, makePeer, polkadotOffer } = registerFamilyWalletConnect(['polkadot']);

beforeAll(() => {
  // @polkadot/api logs each refused submission on console.error; the refusals are asserted below.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const account = (index: number) => chains().polkadot.accounts[index]!;
/** Extrinsics submitted to the simulator so far. */
const submissions = () =>
  chains().polkadot.requests.filter((r) => r.method.startsWith('author_submit')).length;
const free = (index: number) =>
  chains().polkadot.ledger.account(`0x${Buffer.from(account(index).publicKey).toString('hex')}`)?.free;

/** A kit paired with a wallet holding Polkadot sandbox account `index`. */
async function paired(name: string, index: number) {
  const { kit, service } = makeKit(name);
  await kit.ready;
  const { offer, wallet } = polkadotOffer(index);
  const peer = await makePeer({ polkadot: offer });
  await pairAndApprove(service, peer);
  const provider = kit.services.get<Eip1193Provider>('provider:polkadot')!;
  const adapter = (await kit.adapters.loadAdapter('polkadot')) as PolkadotAdapter;
  return { kit, service, peer, wallet, provider, adapter };
}

test('behavior: a message is signed through the session by the account key; signatureVerify accepts it for that message only', async () => {
  const { peer, wallet, provider, adapter, service } = await paired('sign', 0);
  const address = account(0).address;
  const signature = await adapter.signMessage({ provider, address, message: 'Portico over WalletConnect' });
  expect(signatureVerify('Portico over WalletConnect', signature, address).isValid).toBe(true);
  expect(signatureVerify('Portico over WalletConnect!', signature, address).isValid).toBe(false);
  expect(peer.requests).toEqual([
    {
      method: 'polkadot_signMessage',
      chainId: polkadotLocal.caipNetworkId,
      params: { address, message: 'Portico over WalletConnect' },
    },
  ]);
  // The wallet signed raw bytes (what its popup shows), never an extrinsic.
  expect(wallet.requests.map((r) => r.kind)).toEqual(['enable', 'signRaw']);
  await service.disconnect();
});

test('behavior: a transfer is signed by the wallet as polkadot_signTransaction and lands on the simulator; exact balances (no fees)', async () => {
  const { peer, provider, adapter, service } = await paired('send', 2);
  const before = [free(2)!, free(1)!] as const;
  const submitted = submissions();
  const value = 12n * DOT + 34n;
  const hash = await adapter.sendTransaction({
    provider,
    network: polkadotLocal,
    request: { from: account(2).address, to: account(1).address, value },
  });
  expect(await adapter.waitForTransaction({ network: polkadotLocal, hash })).toEqual({ status: 'success' });
  expect([free(2), free(1)]).toEqual([before[0] - value, before[1] + value]);
  expect(submissions()).toBe(submitted + 1);
  expect(peer.requests).toEqual([
    {
      method: 'polkadot_signTransaction',
      chainId: polkadotLocal.caipNetworkId,
      params: {
        address: account(2).address,
        transactionPayload: expect.objectContaining({
          address: account(2).address,
          genesisHash: expect.stringMatching(new RegExp(`^0x${polkadotLocal.id}`)),
        }),
      },
    },
  ]);
  await service.disconnect();
});

test('error: the wallet declining a transfer reaches the caller as a user rejection; nothing moves and the session stays', async () => {
  const { kit, peer, provider, adapter, service } = await paired('reject', 3);
  peer.behaviour.polkadot_signTransaction = 'reject';
  const before = [free(3), free(1)];
  const submitted = submissions();
  const error = await adapter
    .sendTransaction({
      provider,
      network: polkadotLocal,
      request: { from: account(3).address, to: account(1).address, value: DOT },
    })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(classifyRpcError(error).kind).toBe('userRejected');
  expect([free(3), free(1)]).toEqual(before);
  expect(submissions()).toBe(submitted);
  expect(stateOf(kit).connection.status.polkadot).toBe('connected');
  expect(stateOf(kit).chains.chains.polkadot?.accountState.address).toBe(account(3).address);
  await service.disconnect();
});

test('error: malformed answers are refused: a signature that is not hex, and a well-formed one by no key (checked before submitting); nothing moves', async () => {
  const { peer, provider, adapter, service } = await paired('garbage', 4);
  const address = account(4).address;
  peer.behaviour.polkadot_signMessage = { answer: { signature: 'signed!' } };
  await expect(adapter.signMessage({ provider, address, message: 'x' })).rejects.toMatchObject({
    name: 'InvalidPolkadotWalletAnswerError',
    data: { method: 'polkadot_signMessage' },
  });
  peer.behaviour.polkadot_signTransaction = { answer: { signature: `0x01${'00'.repeat(64)}` } };
  const before = [free(4), free(1)];
  const submitted = submissions();
  await expect(
    adapter.sendTransaction({
      provider,
      network: polkadotLocal,
      request: { from: address, to: account(1).address, value: DOT },
    }),
  ).rejects.toMatchObject({
    name: 'InvalidPolkadotWalletAnswerError',
    data: { method: 'polkadot_signTransaction', problem: 'the signature does not verify' },
  });
  expect([free(4), free(1)]).toEqual(before);
  expect(submissions()).toBe(submitted);
  await service.disconnect();
});
