import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { cosmosAddressOf } from './cosmosSandboxAccounts';

// CheckTx of the simulator, the checks the Cosmos SDK's ante handlers make before a transaction enters
// a block: it decodes, has one secp256k1 signer whose key matches the sender, signs SIGN_MODE_DIRECT,
// and the signature verifies over the SignDoc rebuilt from the transaction's own bytes with this
// chain's id and the signer's account number. Codes and codespace are the SDK's (types/errors).

export const SECP256K1_PUBKEY_TYPE = '/cosmos.crypto.secp256k1.PubKey';
export const MSG_SEND_TYPE = '/cosmos.bank.v1beta1.MsgSend';

/** An SDK error: its ABCI code in the `sdk` codespace and the log line a node writes. */
export class CosmosTxError extends Error {
  constructor(
    readonly code: number,
    readonly log: string,
  ) {
    super(log);
  }
}

/** SDK codes the simulator answers with. */
export const SDK_CODES = {
  txDecode: 2,
  unauthorized: 4,
  insufficientFunds: 5,
  unknownRequest: 6,
  invalidAddress: 7,
  invalidPubKey: 8,
  unknownAddress: 9,
  invalidCoins: 10,
  insufficientFee: 13,
  invalidRequest: 18,
  wrongSequence: 32,
} as const;

/** A decoded transaction the checks accepted the shape of. */
export interface DecodedCosmosTx {
  body: TxBody;
  authInfo: AuthInfo;
  raw: TxRaw;
  signer: string;
  publicKey: Uint8Array;
  sequence: bigint;
  sends: MsgSend[];
}

const fail = (code: number, log: string): never => {
  throw new CosmosTxError(code, log);
};

/** Decodes a TxRaw into its parts; refuses what the simulator cannot run. */
export function decodeCosmosTx(bytes: Uint8Array): DecodedCosmosTx {
  let raw: TxRaw;
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    raw = TxRaw.decode(bytes);
    body = TxBody.decode(raw.bodyBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch (error) {
    return fail(SDK_CODES.txDecode, `tx parse error: ${String(error)}`);
  }
  if (body.messages.length === 0) fail(SDK_CODES.invalidRequest, 'must contain at least one message');
  const sends = body.messages.map((message) => {
    if (message.typeUrl !== MSG_SEND_TYPE)
      fail(SDK_CODES.unknownRequest, `unrecognized message type: ${message.typeUrl}`);
    return MsgSend.decode(message.value);
  });
  const [info, ...others] = authInfo.signerInfos;
  if (!info || others.length > 0 || raw.signatures.length !== 1)
    fail(SDK_CODES.unauthorized, 'the simulator takes exactly one signer and one signature');
  if (info!.publicKey?.typeUrl !== SECP256K1_PUBKEY_TYPE)
    fail(SDK_CODES.invalidPubKey, 'only secp256k1 public keys are supported');
  if (info!.modeInfo?.single?.mode !== SignMode.SIGN_MODE_DIRECT)
    fail(SDK_CODES.invalidRequest, 'the simulator verifies SIGN_MODE_DIRECT only');
  const publicKey = PubKey.decode(info!.publicKey!.value).key;
  const signer = cosmosAddressOf(publicKey);
  for (const send of sends) {
    if (send.fromAddress !== signer)
      fail(SDK_CODES.invalidPubKey, `pubKey does not match signer address ${send.fromAddress}`);
  }
  return { body, authInfo, raw, signer, publicKey, sequence: info!.sequence, sends };
}

/** True when the transaction's one signature is the signer's over its SIGN_MODE_DIRECT SignDoc. */
export async function verifyDirectSignature(
  tx: DecodedCosmosTx,
  chainId: string,
  accountNumber: bigint,
): Promise<boolean> {
  const signDoc = SignDoc.encode({
    bodyBytes: tx.raw.bodyBytes,
    authInfoBytes: tx.raw.authInfoBytes,
    chainId,
    accountNumber,
  }).finish();
  const bytes = tx.raw.signatures[0]!;
  if (bytes.length !== 64) return false;
  try {
    return await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(bytes),
      sha256(signDoc),
      tx.publicKey,
    );
  } catch {
    return false;
  }
}
