import { formatRelativeTime, truncateMiddle } from '../../../core/format';
import { isTransactionHash } from '../../../core/validate';
import { ListRow } from '../../../ui/primitives/ListRow';
import { useText } from '../../../ui/primitives/TextContext';
import { WalletImage } from '../../../ui/primitives/WalletImage';
import type { Transaction } from '../historyTypes';
import { describeTransaction } from './describeTransaction';
import { transactionCounterparty } from './transactionCounterparty';

/** A network's block explorer, as `Network.blockExplorers.default` gives it. */
export interface Explorer {
  name: string;
  url: string;
}

/** Props of `TransactionRow`. */
export interface TransactionRowProps {
  transaction: Transaction;
  /** Where the hash links to; no link without one. */
  explorer?: Explorer | undefined;
  /** Epoch ms the relative time counts from. */
  now: number;
}

/** The explorer page of a transaction: `{explorer}/tx/{hash}`. */
export function explorerTransactionUrl(explorer: Explorer, hash: string): string {
  return `${explorer.url.replace(/\/+$/, '')}/tx/${hash}`;
}

/**
 * One transaction of the Activity list: what it did (SPEC §4 label), its status when not confirmed,
 * the amounts signed by direction, who it went to or came from, the token or NFT image (letters when it is missing or broken), how long
 * ago it was mined, and its hash linking to the block explorer in a new tab.
 */
export function TransactionRow({ transaction, explorer, now }: TransactionRowProps) {
  const t = useText();
  const { operationType, status, hash, minedAt } = transaction.metadata;
  const title = t(`history.operation.${operationType}`);
  const summary = describeTransaction(transaction);
  const amounts =
    summary.more > 0
      ? `${summary.amounts} ${t('history.moreTransfers', { count: summary.more })}`
      : summary.amounts;
  const party = transactionCounterparty(transaction);
  const counterparty = party
    ? t(`history.counterparty.${party.side}`, { address: truncateMiddle(party.address) })
    : '';
  const description = [amounts, counterparty].filter(Boolean).join(' ');
  const short = truncateMiddle(hash);
  const link =
    explorer && isTransactionHash(hash) ? (
      <a
        className="portico-link"
        href={explorerTransactionUrl(explorer, hash)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('history.explorerLink', { hash: short, explorer: explorer.name })}
      >
        {short}
      </a>
    ) : null;
  return (
    <ListRow
      image={<WalletImage name={summary.imageName ?? title} src={summary.imageUrl} decorative size="small" />}
      title={title}
      tag={
        status === 'confirmed'
          ? undefined
          : { label: t(`history.status.${status}`), tone: status === 'failed' ? 'error' : 'neutral' }
      }
      description={description || undefined}
      meta={<time dateTime={minedAt}>{t('history.ago', { time: formatRelativeTime(minedAt, now) })}</time>}
      action={link}
      data-status={status}
    />
  );
}
