import { makeSignDoc, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding';
import { StargateClient } from '@cosmjs/stargate';
import {
  pairAndApprove,
  registerFamilyWalletConnect,
  stateOf,
} from '../../../test/walletconnect/familyWalletConnect';
import { cosmosSandbox } from '../../core/networks/chains/cosmos';
import { classifyRpcError } from '../../core/rpcErrors';
import type { Eip1193Provider } from '../ChainAdapter';
import { COSMOS_SEND_FEE } from '../cosmos/buildCosmosTransfer';
import type { CosmosAdapter } from '../cosmos/CosmosAdapterContract';

// WalletConnect's cosmos namespace (issue 27 Deliver 3) on the sandbox's Cosmos SIMULATOR (real
// protobuf transactions and signature checks over CometBFT's RPC, an in-memory bank: docs/cosmos.md):
// a real wallet (@reown/walletkit) on the sandbox relay whose requests the Cosmos dev wallet answers
// with real secp256k1 keys (cosmjs's own signers). ADR-036 has no WalletConnect method: the kit sends
// the ADR-036 amino doc through cosmos_signAmino, as Keplr does inside signArbitrary.

jest.setTimeout(30_000);

const { chains, makeKit, makePeer, cosmosOffer } = registerFamilyWalletConnect(['cosmos']);

const account = (index: number) => chains().cosmos.accounts[index]!;
const uatom = async (address: string) => {
  const client = await StargateClient.connect(chains().cosmos.rpcUrl);
  try {
    return BigInt((await client.getBalance(address, 'uatom')).amount);
  } finally {
    client.disconnect();
  }
};
/** True when `signature` (base64 r||s) is `index`'s key over sha256 of the amino doc's bytes. */
const signs = (signature: string, doc: StdSignDoc, index: number) =>
  Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(serializeSignDoc(doc)),
    account(index).publicKey,
  );

/** A kit paired with a wallet on Cosmos sandbox account `index`. */
async function paired(name: string, index: number) {
  const { kit, service } = makeKit(name);
  await kit.ready;
  const { offer, wallet } = cosmosOffer(index);
  const peer = await makePeer({ cosmos: offer });
  await pairAndApprove(service, peer);
  const provider = kit.services.get<Eip1193Provider>('provider:cosmos')!;
  const adapter = (await kit.adapters.loadAdapter('cosmos')) as CosmosAdapter;
  return { kit, service, peer, wallet, provider, adapter };
}

test('behavior: signMessage is ADR-036 through cosmos_signAmino; cosmjs verifies it over the MsgSignData doc, and an amino doc is signed as asked', async () => {
  const { peer, provider, adapter, service } = await paired('sign', 0);
  const address = account(0).address;
  const signature = await adapter.signMessage({ provider, address, message: 'Portico over WalletConnect' });
  const data = toBase64(toUtf8('Portico over WalletConnect'));
  const adr036 = makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer: address, data } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  );
  expect(await signs(signature, adr036, 0)).toBe(true);
  expect(await signs(signature, { ...adr036, memo: 'x' }, 0)).toBe(false);
  expect(peer.requests.at(-1)).toEqual({
    method: 'cosmos_signAmino',
    chainId: cosmosSandbox.caipNetworkId,
    params: { signerAddress: address, signDoc: adr036 },
  });

  const doc = makeSignDoc(
    [
      {
        type: 'cosmos-sdk/MsgSend',
        value: { from_address: address, to_address: account(1).address, amount: [] },
      },
    ],
    { gas: '200000', amount: [{ denom: 'uatom', amount: '5000' }] },
    chains().cosmos.chainId,
    'amino through WalletConnect',
    7,
    3,
  );
  const amino = await adapter.signAmino({ provider, address, signDoc: doc });
  expect(amino.signed).toEqual(doc);
  expect(await signs(amino.signature.signature, doc, 0)).toBe(true);
  await service.disconnect();
});

test('behavior: a send is signed direct by the wallet through the session and lands on the simulator; both balances move by the amount and the fee', async () => {
  const { peer, provider, adapter, service } = await paired('send', 2);
  const [from, to] = [account(2).address, account(3).address];
  const before = [await uatom(from), await uatom(to)];
  const hash = await adapter.sendTransaction({
    provider,
    network: cosmosSandbox,
    request: { from, to, value: 1_500_000n },
  });
  expect(await adapter.waitForTransaction({ network: cosmosSandbox, hash })).toEqual({ status: 'success' });
  expect([await uatom(from), await uatom(to)]).toEqual([
    before[0]! - 1_500_000n - COSMOS_SEND_FEE,
    before[1]! + 1_500_000n,
  ]);
  expect(peer.requests.map((r) => [r.method, r.chainId])).toEqual([
    ['cosmos_getAccounts', cosmosSandbox.caipNetworkId],
    ['cosmos_signDirect', cosmosSandbox.caipNetworkId],
  ]);
  expect(peer.requests[1]!.params).toMatchObject({
    signerAddress: from,
    signDoc: {
      chainId: chains().cosmos.chainId,
      bodyBytes: expect.any(String),
      authInfoBytes: expect.any(String),
    },
  });
  await service.disconnect();
});

test('error: the wallet declining a send reaches the caller as a user rejection; nothing moves and the session stays', async () => {
  const { kit, peer, provider, adapter, service } = await paired('reject', 4);
  peer.behaviour.cosmos_signDirect = 'reject';
  const [from, to] = [account(4).address, account(1).address];
  const before = [await uatom(from), await uatom(to)];
  const broadcasts = () => chains().cosmos.requests.filter((r) => r.method.startsWith('broadcast_')).length;
  const sent = broadcasts();
  const error = await adapter
    .sendTransaction({ provider, network: cosmosSandbox, request: { from, to, value: 1000n } })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(classifyRpcError(error).kind).toBe('userRejected');
  expect([await uatom(from), await uatom(to)]).toEqual(before);
  expect(broadcasts()).toBe(sent);
  expect(stateOf(kit).connection.status.cosmos).toBe('connected');
  expect(stateOf(kit).chains.chains.cosmos?.accountState.address).toBe(from);
  await service.disconnect();
});

test('error: malformed answers are refused: a signature that does not verify, an account list that is none; nothing is stored', async () => {
  const { peer, provider, adapter, service } = await paired('garbage', 5);
  const address = account(5).address;
  const forged = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(account(5).publicKey) } };
  peer.behaviour.cosmos_signAmino = {
    answer: { signed: {}, signature: { ...forged, signature: toBase64(new Uint8Array(64).fill(1)) } },
  };
  await expect(adapter.signMessage({ provider, address, message: 'forged' })).rejects.toMatchObject({
    name: 'InvalidCosmosWalletAnswerError',
    data: { method: 'cosmos_signArbitrary' },
  });
  // A second kit whose wallet answers the account request with garbage connects no cosmos account.
  const second = makeKit('garbage-accounts');
  await second.kit.ready;
  const broken = await makePeer({ cosmos: cosmosOffer(6).offer });
  broken.behaviour.cosmos_getAccounts = {
    answer: [{ address: 'cosmos1nope', pubkey: 'x', algo: 'secp256k1' }],
  };
  await pairAndApprove(second.service, broken);
  expect(stateOf(second.kit).connection.status.cosmos ?? 'disconnected').toBe('disconnected');
  expect(stateOf(second.kit).chains.chains.cosmos?.accountState.address).toBeUndefined();
  expect(stateOf(second.kit).connection.status.eip155).toBe('connected');
  await Promise.all([service.disconnect(), second.service.disconnect()]);
});
