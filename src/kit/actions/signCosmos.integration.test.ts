/** @jest-environment ./test/plugins/jsdomWithEncodingEnvironment.ts */
import { encodeSecp256k1Pubkey, makeSignDoc, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64 } from '@cosmjs/encoding';
import { encodePubkey, makeAuthInfoBytes, makeSignBytes, Registry } from '@cosmjs/proto-signing';
import { defaultRegistryTypes } from '@cosmjs/stargate';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { CosmosDevWallet } from '../../../sandbox/cosmos/devWallet/createCosmosDevWallet';
import { cosmosKit } from '../../../test/adapters/cosmosKit';
import type { AppKit } from '../createAppKit';
import { signCosmosAmino } from './signCosmosAmino';
import { signCosmosDirect } from './signCosmosDirect';

// signCosmosDirect / signCosmosAmino (issue 27 Deliver 3) through a real kit: the Cosmos dev wallet (a
// real secp256k1 key) injected as Keplr and connected, docs built with cosmjs, each signature verified
// with cosmjs over the bytes cosmjs makes for the doc, and the direct one accepted by the sandbox's
// CometBFT RPC simulator. Bad docs are refused before the wallet is asked.

const sandbox = cosmosKit();

/** A kit with the Cosmos adapter; with `index`, the dev wallet of that account is injected as Keplr and connected. */
async function kitWith(index?: number): Promise<{ kit: AppKit; wallet?: CosmosDevWallet }> {
  return index === undefined ? { kit: await sandbox.startKit() } : sandbox.connectedKit(index);
}

const verifies = (signature: string, bytes: Uint8Array, publicKey: Uint8Array) =>
  Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(bytes),
    publicKey,
  );

/** A bank send of `amount` uatom from account `from` to account `to`, as cosmjs encodes it. */
async function bankSendDoc(from: number, to: number, amount: string) {
  const sender = sandbox.chain().accounts[from]!;
  const { accountNumber, sequence } = (await sandbox.stargate().getAccount(sender.address))!;
  const bodyBytes = new Registry(defaultRegistryTypes).encodeTxBody({
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: sender.address,
          toAddress: sandbox.chain().accounts[to]!.address,
          amount: [{ denom: 'uatom', amount }],
        },
      },
    ],
    memo: 'signed through the kit',
  });
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(sender.publicKey)), sequence }],
    [{ denom: 'uatom', amount: '5000' }],
    200_000,
    undefined,
    undefined,
  );
  return { bodyBytes, authInfoBytes, accountNumber: BigInt(accountNumber) };
}

test('default: signCosmosDirect signs a cosmjs-built send; cosmjs verifies it over makeSignBytes and the chain takes it', async () => {
  const { kit } = await kitWith(4);
  const doc = await bankSendDoc(4, 5, '321');
  const signed = await signCosmosDirect(kit, { signDoc: doc });
  expect(signed.bodyBytes).toEqual(doc.bodyBytes);
  const bytes = makeSignBytes({
    ...signed,
    chainId: sandbox.chain().chainId,
    accountNumber: doc.accountNumber,
  });
  expect(await verifies(signed.signature.signature, bytes, sandbox.chain().accounts[4]!.publicKey)).toBe(
    true,
  );
  expect(fromBase64(signed.signature.pub_key.value)).toEqual(sandbox.chain().accounts[4]!.publicKey);
  const receiver = sandbox.chain().accounts[5]!.address;
  const before = BigInt((await sandbox.stargate().getBalance(receiver, 'uatom')).amount);
  const raw = TxRaw.encode({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signed.signature.signature)],
  }).finish();
  const result = await sandbox.stargate().broadcastTx(raw, 10_000, 50);
  expect(result.code).toBe(0);
  expect(BigInt((await sandbox.stargate().getBalance(receiver, 'uatom')).amount)).toBe(before + 321n);
});

test('default: signCosmosAmino signs a makeSignDoc doc; cosmjs verifies it over serializeSignDoc', async () => {
  const { kit } = await kitWith(6);
  const address = sandbox.chain().accounts[6]!.address;
  const doc = makeSignDoc(
    [
      {
        type: 'cosmos-sdk/MsgSend',
        value: { from_address: address, to_address: address, amount: [{ denom: 'uatom', amount: '7' }] },
      },
    ],
    { amount: [{ denom: 'uatom', amount: '5000' }], gas: '200000' },
    sandbox.chain().chainId,
    'amino <memo> & more',
    6,
    0,
  );
  const { signed, signature } = await signCosmosAmino(kit, { signDoc: doc });
  expect(signed).toEqual(doc);
  expect(
    await verifies(
      signature.signature,
      serializeSignDoc(signed as StdSignDoc),
      sandbox.chain().accounts[6]!.publicKey,
    ),
  ).toBe(true);
  expect(
    await verifies(
      signature.signature,
      serializeSignDoc({ ...doc, memo: 'other' }),
      sandbox.chain().accounts[6]!.publicKey,
    ),
  ).toBe(false);
});

test('error: docs for another chain or malformed are refused before the wallet is asked', async () => {
  const { kit, wallet } = await kitWith(7);
  const calls = wallet!.calls.length;
  const direct = await bankSendDoc(7, 0, '1');
  await expect(
    signCosmosDirect(kit, { signDoc: { ...direct, chainId: 'cosmoshub-4' } }),
  ).rejects.toMatchObject({
    name: 'InvalidCosmosSignDocError',
    data: { field: 'chainId', problem: `cosmoshub-4, but the account is on ${sandbox.chain().chainId}` },
  });
  await expect(
    signCosmosDirect(kit, { signDoc: { ...direct, accountNumber: 7 as never } }),
  ).rejects.toMatchObject({
    data: { field: 'accountNumber' },
  });
  await expect(
    signCosmosDirect(kit, { signDoc: { ...direct, bodyBytes: 'CgQ=' as never } }),
  ).rejects.toMatchObject({ data: { field: 'bodyBytes' } });
  const amino = makeSignDoc([], { amount: [], gas: '200000' }, 'cosmoshub-4', '', 7, 0);
  await expect(signCosmosAmino(kit, { signDoc: amino })).rejects.toMatchObject({
    name: 'InvalidCosmosSignDocError',
    data: { field: 'chain_id' },
  });
  await expect(
    signCosmosAmino(kit, { signDoc: { ...amino, chain_id: sandbox.chain().chainId, sequence: '-1' } }),
  ).rejects.toMatchObject({ data: { field: 'sequence' } });
  expect(wallet!.calls.length).toBe(calls);
});

test('error: a declined signature rejects with 4001; without a Cosmos account, NoActiveCaipAddressError', async () => {
  const { kit, wallet } = await kitWith(8);
  wallet!.behaviour.signDirect = 'reject';
  await expect(signCosmosDirect(kit, { signDoc: await bankSendDoc(8, 0, '1') })).rejects.toMatchObject({
    code: 4001,
  });
  const { kit: empty } = await kitWith();
  await expect(
    signCosmosAmino(empty, {
      signDoc: makeSignDoc([], { amount: [], gas: '1' }, sandbox.chain().chainId, '', 0, 0),
    }),
  ).rejects.toMatchObject({
    name: 'NoActiveCaipAddressError',
  });
});
