import { formatRelativeTime, truncateMiddle } from '../../../core/format';
import { isSolanaSignature, isTransactionHash } from '../../../core/validate';
import { useKitSelector } from '../../../store/react/kitHooks';
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

// Explorers (Solscan, explorer.solana.com) serve Solana's devnet and testnet on the mainnet host, told
// apart by `?cluster=`; the networks name the host only (src/core/networks/chains/solana.ts).
const SOLANA_CLUSTERS: Readonly<Record<string, string>> = {
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
};

/**
 * The explorer page of a transaction of `chain` (CAIP-2): `{explorer}/tx/{hash}`, plus `?cluster=` on
 * Solana's devnet and testnet. Undefined when the hash is not one of its namespace (an EVM `0x` hash,
 * a Solana base58 signature), so a malformed entry never becomes a link.
 */
export function explorerTransactionUrl(
  explorer: Explorer,
  hash: string,
  chain = 'eip155',
): string | undefined {
  const solana = chain.startsWith('solana');
  if (!(solana ? isSolanaSignature(hash) : isTransactionHash(hash))) return undefined;
  const cluster = SOLANA_CLUSTERS[chain];
  return `${explorer.url.replace(/\/+$/, '')}/tx/${hash}${cluster ? `?cluster=${cluster}` : ''}`;
}

/**
 * One transaction of the Activity list: what it did (SPEC §4 label), its status when not confirmed,
 * the amounts signed by direction, who it went to or came from, the token or NFT image (letters when it is missing or broken), how long
 * ago it was mined, and its hash linking to the block explorer in a new tab.
 */
export function TransactionRow({ transaction, explorer, now }: TransactionRowProps) {
  const locale = useKitSelector((s) => s.options.locale);
  const t = useText();
  const { operationType, status, hash, minedAt, chain } = transaction.metadata;
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
  // No explorer (a local chain) or no valid hash: no link, on EVM and Solana alike.
  const href = explorer ? explorerTransactionUrl(explorer, hash, chain) : undefined;
  const link =
    explorer && href ? (
      <a
        className="portico-link"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('history.explorerLink', { hash: short, explorer: explorer.name })}
      >
        <bdi>{short}</bdi>
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
      meta={
        <time dateTime={minedAt}>{t('history.ago', { time: formatRelativeTime(minedAt, now, locale) })}</time>
      }
      action={link}
      data-status={status}
    />
  );
}
