import { decodeBech32 } from '../../core/address/bech32';
import { fromBase64 } from '../../core/base64';
import type { Network } from '../../core/networks/network';
import { InvalidCosmosTransferError } from './cosmosErrors';
import { encodeProto } from './cosmosProto';

// A bank send as SIGN_MODE_DIRECT bytes: TxBody (one MsgSend and the memo) and AuthInfo (the signer's
// key and sequence, one fixed fee), the pieces the wallet signs in a SignDoc and the chain receives in
// a TxRaw. Field numbers are cosmos-sdk's (cosmos/tx/v1beta1/tx.proto, cosmos/bank/v1beta1/tx.proto).

/** Gas limit and fee of every send: one fixed fee (the sandbox simulator's minimum; no simulation). */
export const COSMOS_SEND_GAS_LIMIT = 200_000n;
export const COSMOS_SEND_FEE = 5_000n;
/** The chain's memo limit (cosmos-sdk's default MaxMemoCharacters). */
export const COSMOS_MAX_MEMO_LENGTH = 256;

const SIGN_MODE_DIRECT = 1;

/** The base denomination of a network's currency: `u` + the symbol for 6 decimals (uatom, uosmo). */
export function cosmosDenom(network: Network): string {
  return `u${network.nativeCurrency.symbol.toLowerCase()}`;
}

/** What a send needs. */
export interface CosmosTransferInput {
  from: string;
  to: string;
  amount: bigint;
  denom: string;
  memo: string;
  /** base64 compressed secp256k1 key of the sender, as its wallet reported it. */
  publicKey: string;
  sequence: bigint;
}

const coin = (denom: string, amount: bigint) =>
  [
    [1, denom],
    [2, String(amount)],
  ] as const;

/** Checks the inputs a caller chose; throws InvalidCosmosTransferError. */
export function checkCosmosTransfer(from: string, to: string, amount: bigint, memo: string): void {
  const sender = decodeBech32(from);
  const receiver = decodeBech32(to);
  if (!receiver || receiver.data.length < 20)
    throw new InvalidCosmosTransferError('to', 'not a bech32 address');
  if (sender && receiver.prefix !== sender.prefix)
    throw new InvalidCosmosTransferError('to', `expected the ${sender.prefix} prefix of this chain`);
  if (amount <= 0n) throw new InvalidCosmosTransferError('value', 'must be more than 0');
  if ([...memo].length > COSMOS_MAX_MEMO_LENGTH)
    throw new InvalidCosmosTransferError('memo', `longer than ${COSMOS_MAX_MEMO_LENGTH} characters`);
}

/** The TxBody and AuthInfo bytes of the send. */
export function buildCosmosTransfer(input: CosmosTransferInput): {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
} {
  const msgSend = encodeProto([
    [1, input.from],
    [2, input.to],
    [3, [...coin(input.denom, input.amount)]],
  ]);
  const bodyBytes = encodeProto([
    [
      1,
      [
        [1, '/cosmos.bank.v1beta1.MsgSend'],
        [2, msgSend],
      ],
    ],
    [2, input.memo],
  ]);
  const publicKey = encodeProto([[1, fromBase64(input.publicKey) ?? new Uint8Array()]]);
  const authInfoBytes = encodeProto([
    [
      1,
      [
        [
          1,
          [
            [1, '/cosmos.crypto.secp256k1.PubKey'],
            [2, publicKey],
          ],
        ],
        [2, [[1, [[1, SIGN_MODE_DIRECT]]]]],
        [3, input.sequence],
      ],
    ],
    [
      2,
      [
        [1, [...coin(input.denom, COSMOS_SEND_FEE)]],
        [2, COSMOS_SEND_GAS_LIMIT],
      ],
    ],
  ]);
  return { bodyBytes, authInfoBytes };
}

/** SignDoc bytes (what SIGN_MODE_DIRECT signs). */
export function cosmosSignDocBytes(doc: {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
}): Uint8Array {
  return encodeProto([
    [1, doc.bodyBytes],
    [2, doc.authInfoBytes],
    [3, doc.chainId],
    [4, doc.accountNumber],
  ]);
}

/** TxRaw bytes: body, auth info, the one signature. */
export function cosmosTxRawBytes(
  bodyBytes: Uint8Array,
  authInfoBytes: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  return encodeProto([
    [1, bodyBytes],
    [2, authInfoBytes],
    [3, signature],
  ]);
}
