import { formatQuantity } from '../../../core/format';
import type { Transaction, TransactionTransfer } from '../historyTypes';
import { transferSign } from './transferSign';

/** What a row shows of a transaction's transfers. */
export interface TransactionSummary {
  /** `-1.234 ETH`, or `-0.5 ETH → +1,200 USDC` for a swap; '' for a call that moved nothing. */
  amounts: string;
  /** How many more transfers the amounts leave out. */
  more: number;
  /** The token icon or NFT preview of the first transfer shown. */
  imageUrl?: string;
  /** The token symbol or NFT name of that transfer (the placeholder's letters). */
  imageName?: string;
}

/** Transfers shown in one row; the rest are counted ("+2 more"). */
const SHOWN_TRANSFERS = 2;

const DIRECTION_ORDER = { out: 0, self: 1, in: 2 } as const;

const isSpam = (t: TransactionTransfer) =>
  t.fungible_info?.flags?.is_spam === true || t.nft_info?.flags.is_spam === true;

const unitOf = (t: TransactionTransfer) => t.fungible_info?.symbol ?? t.nft_info?.name;

/** The amounts, image and overflow count of a transaction row; spam transfers of a kept transaction are left out. */
export function describeTransaction(transaction: Transaction): TransactionSummary {
  const { operationType } = transaction.metadata;
  const transfers = transaction.transfers
    .filter((t) => !isSpam(t))
    .sort((a, b) => DIRECTION_ORDER[a.direction] - DIRECTION_ORDER[b.direction]);
  const shown = transfers.slice(0, SHOWN_TRANSFERS);
  const texts = shown.map(
    (t) => `${transferSign(t.direction, operationType)}${formatQuantity(t.quantity.numeric, unitOf(t))}`,
  );
  const swap = shown.some((t) => t.direction === 'out') && shown.some((t) => t.direction === 'in');
  const first = shown[0];
  const imageUrl = first?.nft_info?.content?.preview?.url ?? first?.fungible_info?.icon?.url;
  const imageName = first ? unitOf(first) : undefined;
  return {
    amounts: texts.join(swap ? ' → ' : ', '),
    more: transfers.length - shown.length,
    ...(imageUrl ? { imageUrl } : {}),
    ...(imageName ? { imageName } : {}),
  };
}
