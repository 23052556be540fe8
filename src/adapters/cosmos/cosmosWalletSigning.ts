import { fromBase64, toBase64 } from '../../core/base64';
import type { AdapterCallContext } from '../ChainAdapter';
import { request } from '../evm/evmCommon';
import { cosmosSignDocBytes } from './buildCosmosTransfer';
import { COSMOS_METHODS as M } from './CosmosWalletProvider';
import { InvalidCosmosWalletAnswerError } from './cosmosErrors';
import { stdSignatureProblem } from './cosmosSignatures';

// The wallet's two signing modes, with their answers checked before anyone uses them: the signed doc
// is for the chain and account asked, and the signature is the signer's over exactly those bytes.

/** A SIGN_MODE_DIRECT sign doc. */
export interface CosmosDirectSignDoc {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
}

/** An amino (legacy JSON) sign doc: StdSignDoc. */
export interface CosmosAminoSignDoc {
  readonly chain_id: string;
  readonly account_number: string;
  readonly sequence: string;
  readonly fee: {
    readonly amount: readonly { denom: string; amount: string }[];
    readonly gas: string;
    readonly granter?: string;
    readonly payer?: string;
  };
  readonly msgs: readonly { type: string; value: unknown }[];
  readonly memo: string;
  readonly timeout_height?: string;
}

/** JSON with keys sorted at every level and <, >, & escaped: the bytes amino signing signs. */
export function serializeAminoSignDoc(doc: unknown): Uint8Array {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, sorted(record[key])]),
    );
  };
  const text = JSON.stringify(sorted(doc))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e');
  return new TextEncoder().encode(text);
}

type Answer = { signed?: Record<string, unknown>; signature?: { signature?: unknown } } | null;

/** The wallet signs direct; a wallet may change the fee (Keplr's picker): its signed bytes are returned. */
export async function walletSignDirect(
  context: AdapterCallContext,
  signer: string,
  doc: CosmosDirectSignDoc,
) {
  const answer = (await request(context, M.signDirect, {
    chainId: doc.chainId,
    signerAddress: signer,
    signDoc: {
      chainId: doc.chainId,
      accountNumber: String(doc.accountNumber),
      bodyBytes: toBase64(doc.bodyBytes),
      authInfoBytes: toBase64(doc.authInfoBytes),
    },
  })) as Answer;
  const bodyBytes = fromBase64(answer?.signed?.bodyBytes);
  const authInfoBytes = fromBase64(answer?.signed?.authInfoBytes);
  if (!answer?.signed || !bodyBytes || !authInfoBytes || answer.signed.chainId !== doc.chainId)
    throw new InvalidCosmosWalletAnswerError(M.signDirect, 'no signed sign doc for this chain');
  if (String(answer.signed.accountNumber) !== String(doc.accountNumber))
    throw new InvalidCosmosWalletAnswerError(M.signDirect, 'signed for another account number');
  const signBytes = cosmosSignDocBytes({ ...doc, bodyBytes, authInfoBytes });
  const problem = stdSignatureProblem(answer.signature, signer, signBytes);
  if (problem) throw new InvalidCosmosWalletAnswerError(M.signDirect, problem);
  return {
    bodyBytes,
    authInfoBytes,
    signature: fromBase64(answer.signature?.signature) ?? new Uint8Array(),
    stdSignature: answer.signature as { pub_key: { type: string; value: string }; signature: string },
  };
}

/** The wallet signs an amino doc; it may change the fee, not the chain, account or sequence. */
export async function walletSignAmino(context: AdapterCallContext, signer: string, doc: CosmosAminoSignDoc) {
  const answer = (await request(context, M.signAmino, {
    chainId: doc.chain_id,
    signerAddress: signer,
    signDoc: doc,
  })) as Answer;
  const signed = answer?.signed as CosmosAminoSignDoc | undefined;
  if (!signed || typeof signed !== 'object' || signed.chain_id !== doc.chain_id)
    throw new InvalidCosmosWalletAnswerError(M.signAmino, 'no signed sign doc for this chain');
  if (
    String(signed.account_number) !== String(doc.account_number) ||
    String(signed.sequence) !== String(doc.sequence)
  )
    throw new InvalidCosmosWalletAnswerError(M.signAmino, 'signed for another account number or sequence');
  const problem = stdSignatureProblem(answer?.signature, signer, serializeAminoSignDoc(signed));
  if (problem) throw new InvalidCosmosWalletAnswerError(M.signAmino, problem);
  return {
    signed,
    signature: answer?.signature as { pub_key: { type: string; value: string }; signature: string },
  };
}
