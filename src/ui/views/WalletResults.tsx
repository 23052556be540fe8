import type { ReactNode, UIEvent } from 'react';
import type { WalletEntry, WalletFilter } from '../../core/wallets/walletCatalog';
import { useT } from '../i18n/useT';
import type { KitApi } from '../kitApi/attachKitHooks';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { Text } from '../primitives/Text';
import { sameWallet, useWalletPages, type WalletPages } from '../wallets/useWalletPages';
import { useSlowSearch } from './useSlowSearch';

// Load the next page when the list is scrolled to within this many pixels of its end.
const SCROLL_THRESHOLD_PX = 80;

/** The list before the api has loaded: loading, nothing more to load. */
export const LOADING: WalletPages = {
  wallets: [],
  status: 'loading',
  hasMore: false,
  loadMore: () => undefined,
};

/** Props of `WalletResults`. */
export interface WalletResultsProps {
  /** The search ('' for none). */
  query: string;
  /** The wallets pinned on top (featured and recommended), empty when searching. */
  pinned: WalletEntry[];
  /** Draws one wallet's row, with a tag when given. */
  row: (wallet: WalletEntry, tagKey?: string) => ReactNode;
  featuredWalletIds: readonly string[];
}

/** The All wallets list from the kit api's `walletPage` pages (its generated hook). */
export function ApiWalletResults({
  api,
  filter,
  ...props
}: WalletResultsProps & { api: KitApi; filter: WalletFilter }) {
  const pages = useWalletPages(api, props.query, filter);
  return <WalletResults pages={pages} {...props} />;
}

/**
 * The scrolling list of the All wallets view: the pinned wallets, then the loaded ones (pinned left
 * out), a spinner while loading (for a search only once it is slow), "No wallet found", and "Load
 * more" (also on scrolling to the end).
 */
export function WalletResults({
  pages,
  query,
  pinned,
  row,
  featuredWalletIds,
}: WalletResultsProps & { pages: WalletPages }) {
  const t = useT();
  const slowSearch = useSlowSearch({ query, status: pages.status });
  const rest = pages.wallets.filter((w) => !pinned.some((p) => sameWallet(p, w)));
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - SCROLL_THRESHOLD_PX) pages.loadMore();
  };
  const showEmpty = pages.status === 'ready' && rest.length === 0 && pinned.length === 0;
  return (
    <>
      {/* A stack: the pinned list and the full one keep the rows' gap between them too. */}
      <div className="portico-scroll portico-stack" onScroll={onScroll}>
        {pinned.length > 0 ? (
          <ul className="portico-stack" aria-label={t('allWallets.recommendedLabel')}>
            {pinned.map((w) =>
              row(w, featuredWalletIds.includes(w.id) ? undefined : 'allWallets.tagRecommended'),
            )}
          </ul>
        ) : null}
        {pages.status === 'loading' && (!query || slowSearch) ? (
          <Spinner label={t('allWallets.loading')} />
        ) : null}
        {rest.length > 0 ? (
          <ul className="portico-stack" aria-label={t('allWallets.listLabel')}>
            {rest.map((w) => row(w))}
          </ul>
        ) : null}
        {showEmpty ? (
          <Text variant="muted" className="portico-center" role="status">
            {t('allWallets.empty')}
          </Text>
        ) : null}
        {pages.status === 'loadingMore' ? <Spinner label={t('allWallets.loadingMore')} size="small" /> : null}
      </div>
      {pages.hasMore ? (
        <Button variant="secondary" block onClick={pages.loadMore}>
          {t('allWallets.loadMore')}
        </Button>
      ) : null}
    </>
  );
}
