import { isCaip2 } from '../../core/caip';
import {
  type FungibleInfo,
  type HistoryResponse,
  type NftInfo,
  OPERATION_TYPES,
  TRANSACTION_STATUSES,
  TRANSFER_DIRECTIONS,
  type Transaction,
  type TransactionMetadata,
  type TransactionStatus,
  type TransactionTransfer,
} from './historyTypes';

// The API is never trusted: an answer is rebuilt field by field from what the wire types allow, so
// the store holds exactly those types and a view never renders `undefined`. A transaction missing a
// required field is dropped whole (half a transaction would be a lie); an optional field that is
// wrong (an icon URL, a USD value) is left out and the transaction kept.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isText = (value: unknown): value is string => isString(value) && value.length > 0;
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  isString(value) && (list as readonly string[]).includes(value);

/** A non-negative decimal in whole units, as `quantity.numeric` carries it. */
const DECIMAL = /^\d+(\.\d+)?$/;

/** Images come only from the web or inline data: no `javascript:` or other schemes reach an `<img>`. */
function imageUrl(value: unknown): { url: string } | undefined {
  const url = isObject(value) ? value.url : undefined;
  if (!isText(url)) return undefined;
  return /^(https?:\/\/|data:image\/)/i.test(url) ? { url } : undefined;
}

/** A spam flag, or undefined when absent or not a boolean. */
function spamFlag(value: unknown): { is_spam: boolean } | undefined {
  return isObject(value) && typeof value.is_spam === 'boolean' ? { is_spam: value.is_spam } : undefined;
}

/** Returns null when the object is there but malformed (the transaction is then dropped). */
function parseFungible(value: Json): FungibleInfo | null {
  if (!isString(value.name) || !isString(value.symbol)) return null;
  const info: FungibleInfo = { name: value.name, symbol: value.symbol };
  const icon = imageUrl(value.icon);
  if (icon) info.icon = icon;
  const flags = spamFlag(value.flags);
  if (flags) info.flags = flags;
  return info;
}

function parseNft(value: Json): NftInfo | null {
  const flags = spamFlag(value.flags);
  if (!isString(value.name) || !flags) return null;
  const info: NftInfo = { name: value.name, flags };
  const preview = imageUrl(isObject(value.content) ? value.content.preview : undefined);
  if (preview) info.content = { preview };
  return info;
}

function parseTransfer(value: unknown): TransactionTransfer | null {
  if (!isObject(value) || !oneOf(TRANSFER_DIRECTIONS, value.direction)) return null;
  const numeric = isObject(value.quantity) ? value.quantity.numeric : undefined;
  if (!isString(numeric) || !DECIMAL.test(numeric)) return null;
  const transfer: TransactionTransfer = { direction: value.direction, quantity: { numeric } };
  if (isFiniteNumber(value.value)) transfer.value = value.value;
  if (isFiniteNumber(value.price)) transfer.price = value.price;
  if (isText(value.sender)) transfer.sender = value.sender;
  if (isText(value.recipient)) transfer.recipient = value.recipient;
  if (value.fungible_info !== undefined && value.fungible_info !== null) {
    const fungible = isObject(value.fungible_info) ? parseFungible(value.fungible_info) : null;
    if (!fungible) return null;
    transfer.fungible_info = fungible;
  }
  if (value.nft_info !== undefined && value.nft_info !== null) {
    const nft = isObject(value.nft_info) ? parseNft(value.nft_info) : null;
    if (!nft) return null;
    transfer.nft_info = nft;
  }
  return transfer;
}

/**
 * The statuses an `onramp=coinbase` page gives its purchases (AppKit's Blockchain API, the reference
 * API's Sandbox Pay orders), read as the chain statuses they stand for.
 */
const ONRAMP_STATUSES: Readonly<Record<string, TransactionStatus>> = {
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'confirmed',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
};

function parseStatus(value: unknown): TransactionStatus | undefined {
  if (oneOf(TRANSACTION_STATUSES, value)) return value;
  return isString(value) && Object.hasOwn(ONRAMP_STATUSES, value) ? ONRAMP_STATUSES[value] : undefined;
}

function parseMetadata(value: unknown): TransactionMetadata | null {
  if (!isObject(value)) return null;
  const { operationType, hash, minedAt, sentFrom, sentTo, nonce, chain } = value;
  const status = parseStatus(value.status);
  if (!oneOf(OPERATION_TYPES, operationType) || !status) return null;
  // A purchase not settled yet has no transaction: the one case of an empty hash (no explorer link).
  const hashOk = isText(hash) || (operationType === 'buy' && hash === '' && status !== 'confirmed');
  if (!hashOk || !isString(sentFrom) || !isString(sentTo) || !isCaip2(chain)) return null;
  if (!isText(minedAt) || Number.isNaN(Date.parse(minedAt))) return null;
  if (!Number.isSafeInteger(nonce) || (nonce as number) < 0) return null;
  return {
    operationType,
    hash: hash as string,
    minedAt,
    sentFrom,
    sentTo,
    status,
    nonce: nonce as number,
    chain: chain as string,
  };
}

/** One transaction rebuilt from the wire, or null when a required field is missing or malformed. */
export function parseTransaction(value: unknown): Transaction | null {
  if (!isObject(value) || !isText(value.id) || !Array.isArray(value.transfers)) return null;
  const metadata = parseMetadata(value.metadata);
  if (!metadata) return null;
  const transfers: TransactionTransfer[] = [];
  for (const raw of value.transfers) {
    const transfer = parseTransfer(raw);
    if (!transfer) return null;
    transfers.push(transfer);
  }
  return { id: value.id, metadata, transfers };
}

/**
 * Checks a history answer at the boundary: the page's well-formed transactions (first of each id) and
 * its cursor. Undefined when the answer is not a page at all (that is a failed fetch, not an empty one).
 */
export function parseHistoryResponse(value: unknown): HistoryResponse | undefined {
  if (!isObject(value) || !Array.isArray(value.data)) return undefined;
  const next = value.next ?? null;
  if (next !== null && !isText(next)) return undefined;
  const seen = new Set<string>();
  const data: Transaction[] = [];
  for (const raw of value.data) {
    const transaction = parseTransaction(raw);
    if (!transaction || seen.has(transaction.id)) continue;
    seen.add(transaction.id);
    data.push(transaction);
  }
  return { data, next };
}
