import { defineError } from '../../core/errors/defineError';
import type { CosmosAminoSignDoc, CosmosDirectSignDoc } from './cosmosWalletSigning';

// The checks the kit's signCosmosDirect / signCosmosAmino actions run on a caller's sign doc before a
// wallet is asked: its shape, and that it is for the chain the connected account is on (a wallet would
// otherwise sign for another chain, or prompt to add one). No SDK: the actions entry imports this.

/** A sign doc the kit refused before asking the wallet; nothing was signed. `field` names the part. */
export const InvalidCosmosSignDocError = /* @__PURE__ */ defineError({
  name: 'InvalidCosmosSignDocError',
  message: (field: string, problem: string) => `Invalid Cosmos sign doc ${field}: ${problem}`,
  fields: (field: string, problem: string) => ({ field, problem }),
});

/** A direct sign doc without its chain: the connected account's chain is added when it is signed. */
export type CosmosDirectSignDocInput = Omit<CosmosDirectSignDoc, 'chainId'> & { chainId?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A base-10 unsigned integer as a string, as amino docs carry numbers. */
const UINT_STRING = /^(0|[1-9][0-9]{0,19})$/;

/** Throws InvalidCosmosSignDocError unless `doc` is a direct sign doc for `chainId`. */
export function checkCosmosDirectSignDoc(
  doc: unknown,
  chainId: string,
): asserts doc is CosmosDirectSignDocInput {
  if (!isRecord(doc)) throw new InvalidCosmosSignDocError('signDoc', 'not an object');
  for (const field of ['bodyBytes', 'authInfoBytes'] as const)
    if (!(doc[field] instanceof Uint8Array)) throw new InvalidCosmosSignDocError(field, 'not a Uint8Array');
  if (typeof doc.accountNumber !== 'bigint' || doc.accountNumber < 0n)
    throw new InvalidCosmosSignDocError('accountNumber', 'not a non-negative bigint');
  if (doc.chainId !== undefined && doc.chainId !== chainId)
    throw new InvalidCosmosSignDocError(
      'chainId',
      `${String(doc.chainId)}, but the account is on ${chainId}`,
    );
}

/** Throws InvalidCosmosSignDocError unless `doc` is an amino StdSignDoc for `chainId`. */
export function checkCosmosAminoSignDoc(doc: unknown, chainId: string): asserts doc is CosmosAminoSignDoc {
  if (!isRecord(doc)) throw new InvalidCosmosSignDocError('signDoc', 'not an object');
  if (doc.chain_id !== chainId)
    throw new InvalidCosmosSignDocError(
      'chain_id',
      `${String(doc.chain_id)}, but the account is on ${chainId}`,
    );
  for (const field of ['account_number', 'sequence'] as const)
    if (typeof doc[field] !== 'string' || !UINT_STRING.test(doc[field]))
      throw new InvalidCosmosSignDocError(field, 'not an unsigned integer string');
  if (typeof doc.memo !== 'string') throw new InvalidCosmosSignDocError('memo', 'not a string');
  if (!Array.isArray(doc.msgs) || !doc.msgs.every((m) => isRecord(m) && typeof m.type === 'string'))
    throw new InvalidCosmosSignDocError('msgs', 'not a list of { type, value } messages');
  const fee = doc.fee;
  if (
    !isRecord(fee) ||
    typeof fee.gas !== 'string' ||
    !UINT_STRING.test(fee.gas) ||
    !Array.isArray(fee.amount)
  )
    throw new InvalidCosmosSignDocError('fee', 'not { amount: Coin[], gas }');
}
