import { toBech32 } from '@cosmjs/encoding';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { decodeBech32, encodeBech32 } from '../../core/address/bech32';
import { toBase64 } from '../../core/base64';
import { cosmosSandbox } from '../../core/networks/chains/cosmos';
import {
  buildCosmosTransfer,
  COSMOS_SEND_FEE,
  COSMOS_SEND_GAS_LIMIT,
  checkCosmosTransfer,
  cosmosDenom,
  cosmosSignDocBytes,
  cosmosTxRawBytes,
} from './buildCosmosTransfer';
import { decodeProto } from './cosmosProto';

// The adapter's hand-written protobuf, read back with cosmjs-types (the generated cosmos-sdk types):
// what it writes is what the SDK decodes, field for field.

const FROM = toBech32('cosmos', new Uint8Array(20).fill(1));
const TO = toBech32('cosmos', new Uint8Array(20).fill(2));
const KEY = Uint8Array.from({ length: 33 }, (_, i) => (i === 0 ? 2 : i));

const build = (sequence: bigint, memo = 'invoice 42') =>
  buildCosmosTransfer({
    from: FROM,
    to: TO,
    amount: 1_500_000n,
    denom: 'uatom',
    memo,
    publicKey: toBase64(KEY),
    sequence,
  });

test('default: TxBody and AuthInfo decode with cosmjs-types to the send, memo, key, sequence and fee', () => {
  const { bodyBytes, authInfoBytes } = build(7n);
  const body = TxBody.decode(bodyBytes);
  expect(body.memo).toBe('invoice 42');
  expect(body.messages).toHaveLength(1);
  expect(body.messages[0]?.typeUrl).toBe('/cosmos.bank.v1beta1.MsgSend');
  expect(MsgSend.decode(body.messages[0]!.value)).toEqual({
    fromAddress: FROM,
    toAddress: TO,
    amount: [{ denom: 'uatom', amount: '1500000' }],
  });
  const auth = AuthInfo.decode(authInfoBytes);
  const [signer] = auth.signerInfos;
  expect(signer?.publicKey?.typeUrl).toBe('/cosmos.crypto.secp256k1.PubKey');
  expect(PubKey.decode(signer!.publicKey!.value).key).toEqual(KEY);
  expect(signer?.modeInfo?.single?.mode).toBe(1);
  expect(signer?.sequence).toBe(7n);
  expect(auth.fee?.amount).toEqual([{ denom: 'uatom', amount: String(COSMOS_SEND_FEE) }]);
  expect(auth.fee?.gasLimit).toBe(COSMOS_SEND_GAS_LIMIT);
});

test('behavior: sequence 0 and an empty memo are left out (proto3 defaults), as cosmjs-types writes them', () => {
  const { bodyBytes, authInfoBytes } = build(0n, '');
  expect(TxBody.decode(bodyBytes).memo).toBe('');
  expect(AuthInfo.decode(authInfoBytes).signerInfos[0]?.sequence).toBe(0n);
  expect(toBase64(bodyBytes)).toBe(toBase64(TxBody.encode(TxBody.decode(bodyBytes)).finish()));
  expect(toBase64(authInfoBytes)).toBe(toBase64(AuthInfo.encode(AuthInfo.decode(authInfoBytes)).finish()));
});

test('behavior: the SignDoc bytes are cosmjs makeSignBytes; TxRaw decodes to the parts and the signature', () => {
  const { bodyBytes, authInfoBytes } = build(3n);
  const doc = { bodyBytes, authInfoBytes, chainId: 'portico-sandbox-1', accountNumber: 12n };
  expect(toBase64(cosmosSignDocBytes(doc))).toBe(toBase64(makeSignBytes(doc)));
  const signature = new Uint8Array(64).fill(9);
  expect(TxRaw.decode(cosmosTxRawBytes(bodyBytes, authInfoBytes, signature))).toEqual({
    bodyBytes,
    authInfoBytes,
    signatures: [signature],
  });
});

test('behavior: bech32 agrees with cosmjs both ways; a changed character fails the checksum', () => {
  const data = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
  const address = toBech32('osmo', data);
  expect(encodeBech32('osmo', data)).toBe(address);
  expect(decodeBech32(address)).toEqual({ prefix: 'osmo', data });
  expect(decodeBech32(address.toUpperCase())?.prefix).toBe('osmo');
  const typo = `${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`;
  expect(decodeBech32(typo)).toBeNull();
  expect(decodeBech32('cosmos1Qqqq')).toBeNull();
  expect(decodeBech32('nope')).toBeNull();
});

test('error: checkCosmosTransfer refuses a bad receiver, another chain prefix, a zero amount, a long memo', () => {
  expect(() => checkCosmosTransfer(FROM, TO, 1n, '')).not.toThrow();
  const refusal = (to: string, amount: bigint, memo: string) => {
    try {
      checkCosmosTransfer(FROM, to, amount, memo);
    } catch (error) {
      return error;
    }
    return undefined;
  };
  expect(refusal('cosmos1abc', 1n, '')).toMatchObject({
    name: 'InvalidCosmosTransferError',
    data: { field: 'to' },
  });
  expect(refusal(toBech32('osmo', new Uint8Array(20)), 1n, '')).toMatchObject({
    data: { field: 'to', problem: 'expected the cosmos prefix of this chain' },
  });
  expect(refusal(TO, 0n, '')).toMatchObject({ data: { field: 'value' } });
  expect(refusal(TO, 1n, 'm'.repeat(257))).toMatchObject({ data: { field: 'memo' } });
});

test('default: the sandbox network pays in uatom; a truncated protobuf is refused', () => {
  expect(cosmosDenom(cosmosSandbox)).toBe('uatom');
  expect(() => decodeProto(Uint8Array.from([0x0a, 0x05, 0x01]))).toThrow(RangeError);
});
