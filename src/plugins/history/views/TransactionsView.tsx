import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatMonthHeading } from '../../../core/formatMonthHeading';
import { yearMonthSections } from '../../../core/groupByYearAndMonth';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { LoadMoreButton } from '../../../ui/primitives/LoadMoreButton';
import { SkeletonRows } from '../../../ui/primitives/SkeletonRows';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { fetchTransactions, loadMoreTransactions } from '../fetchTransactions';
import { hasActivity, selectActiveNetwork, selectHistory, selectHistoryTarget } from '../historySelectors';
import { historyWatchStarted, historyWatchStopped } from '../historySlice';
import { TransactionMonth } from './TransactionMonth';

/** How often the relative times ("5 min ago") are brought up to date while nothing else changes. */
const CLOCK_TICK_MS = 15_000;

/** The current time, updated every `intervalMs`: display only, the data has its own refresh. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * Activity: the account's transactions on the active network, grouped by month, newest first, with
 * infinite scroll. Shown as the `Transactions` view and inside the Account view's Activity tab. It only
 * selects and dispatches: mounting it starts the watch (fetch, then a periodic refresh, see
 * historyListeners), unmounting stops it.
 */
export function TransactionsView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const namespace = useKitSelector((s) => selectHistoryTarget(s).namespace);
  const account = useKitSelector((s) => selectHistoryTarget(s).account);
  const network = useKitSelector(selectActiveNetwork);
  const history = useKitSelector(selectHistory);
  const locale = useKitSelector((s) => s.options.locale);
  const now = useNow(CLOCK_TICK_MS);
  const byYear = history?.transactionsByYear;
  const sections = useMemo(() => (byYear ? yearMonthSections(byYear) : []), [byYear]);

  useEffect(() => {
    dispatch(historyWatchStarted());
    return () => {
      dispatch(historyWatchStopped());
    };
  }, [dispatch]);
  const loadMore = useCallback(() => void dispatch(loadMoreTransactions()), [dispatch]);
  const retry = useCallback(() => void dispatch(fetchTransactions()), [dispatch]);

  if (!hasActivity({ namespace })) {
    return <ViewMessage message={t('history.unsupported')} hint={t('history.unsupportedHint')} />;
  }
  if (!account) return <ViewMessage message={t('history.notConnected')} />;
  if (!history || history.transactions.length === 0) {
    if (history?.error && !history.loading) {
      return (
        <ViewMessage
          tone="error"
          message={t('history.failed')}
          action={{ label: t('history.retry'), onClick: retry }}
        />
      );
    }
    if (history?.empty && !history.loading) {
      return (
        <ViewMessage
          message={t('history.emptyTitle')}
          hint={t('history.emptyHint', { network: network?.name ?? '' })}
        />
      );
    }
    return <SkeletonRows label={t('history.loading')} rows={4} />;
  }

  const explorer = network?.blockExplorers?.default;
  return (
    <div className="portico-stack" aria-busy={history.loading}>
      {sections.map((section) => (
        <TransactionMonth
          key={`${section.year}-${section.month}`}
          section={section}
          heading={formatMonthHeading(section.year, section.month, { now, locale })}
          explorer={explorer}
          now={now}
        />
      ))}
      {history.loading ? <SkeletonRows label={t('history.loadingMore')} rows={2} /> : null}
      {history.next ? (
        <LoadMoreButton label={t('history.loadMore')} busy={history.loading} onLoadMore={loadMore} />
      ) : null}
    </div>
  );
}
