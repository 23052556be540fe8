import { type UIEvent, useEffect, useMemo, useRef, useState } from 'react';
import { WALLETS_PAGE_SIZE, WALLETS_SEARCH_PAGE_SIZE } from '../../core/constants/limits';
import { walletImageUrl } from '../../core/wallets/imageSources';
import { BUNDLED_WALLETS, type WalletEntry, walletViewData } from '../../core/wallets/walletCatalog';
import { useKitSelector } from '../../store/react/kitHooks';
import { useNavigation } from '../../store/react/navigationHooks';
import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { Input } from '../primitives/Input';
import { ListItem } from '../primitives/ListItem';
import { Spinner } from '../primitives/Spinner';
import { Text } from '../primitives/Text';
import { useKit } from '../react/KitContext';
import { loadWalletPage } from '../wallets/loadWalletPage';
import { pinnedWallets } from '../wallets/orderWallets';
import { useSlowSearch } from './useSlowSearch';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
// Load the next page when the list is scrolled to within this many pixels of its end.
const SCROLL_THRESHOLD_PX = 80;

interface ListState {
  query: string;
  wallets: WalletEntry[];
  count: number;
  page: number;
  status: 'loading' | 'ready' | 'loadingMore';
}

const sameWallet = (a: WalletEntry, b: WalletEntry) =>
  a.id === b.id || a.name.toLowerCase() === b.name.toLowerCase();

/**
 * Every wallet of the registry: search (debounced) by name, pages of 40 (search pages of 100) loaded
 * with a button or by scrolling, the featured and recommended wallets pinned on top when not searching.
 */
export function AllWalletsView() {
  const t = useT();
  const kit = useKit('AllWalletsView');
  const { push } = useNavigation();
  const options = useKitSelector((s) => s.options);
  const connectors = useKitSelector((s) => s.connectors.connectors);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [list, setList] = useState<ListState>({
    query: '',
    wallets: [],
    count: 0,
    page: 0,
    status: 'loading',
  });
  const latest = useRef(list);
  latest.current = list;
  // The last search the registry answered with nothing: a query containing it cannot match either.
  const emptySearch = useRef<string | undefined>(undefined);
  const slowSearch = useSlowSearch(list);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const load = (search: string, page: number) => {
    const entries = search ? WALLETS_SEARCH_PAGE_SIZE : WALLETS_PAGE_SIZE;
    const known = emptySearch.current;
    if (page === 1 && search && known && search.toLowerCase().includes(known.toLowerCase())) {
      setList({ query: search, wallets: [], count: 0, page: 1, status: 'ready' });
      return;
    }
    setList((l) =>
      page === 1
        ? { query: search, wallets: [], count: 0, page: 0, status: 'loading' }
        : { ...l, status: 'loadingMore' },
    );
    void loadWalletPage(kit.services, {
      apiUrl: options.apiUrl,
      projectId: options.projectId,
      sdkType: options.sdkType,
      sdkVersion: options.sdkVersion,
      includeWalletIds: options.includeWalletIds,
      excludeWalletIds: options.excludeWalletIds,
      page,
      entries,
      ...(search ? { search } : {}),
    }).then((result) => {
      // A newer query or page superseded this answer.
      if (latest.current.query !== search || latest.current.page !== page - 1) return;
      if (search && page === 1 && result.wallets.length === 0) emptySearch.current = search;
      setList((l) => ({
        query: search,
        wallets: [...l.wallets, ...result.wallets.filter((w) => !l.wallets.some((o) => sameWallet(o, w)))],
        count: result.count,
        page,
        status: 'ready',
      }));
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query restarts from its first page
  useEffect(() => load(query, 1), [query]);

  const pinned = useMemo(() => (query ? [] : pinnedWallets(BUNDLED_WALLETS, options)), [query, options]);
  const rest = list.wallets.filter((w) => !pinned.some((p) => sameWallet(p, w)));
  const hasMore =
    list.status === 'ready' &&
    list.page * (query ? WALLETS_SEARCH_PAGE_SIZE : WALLETS_PAGE_SIZE) < list.count;
  const loadMore = () => hasMore && load(list.query, list.page + 1);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - SCROLL_THRESHOLD_PX) loadMore();
  };

  const select = (wallet: WalletEntry) => {
    const connector = wallet.rdns
      ? connectors.find((c) => c.info?.rdns === wallet.rdns && c.type !== 'WALLET_CONNECT')
      : undefined;
    // The view opened is about the chosen wallet, so it carries the wallet's name as its title rather
    // than the generic "Connecting" / "WalletConnect".
    const title = wallet.name;
    if (connector) push('ConnectingExternal', { connectorId: connector.id, title });
    else
      push(options.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect', {
        ...walletViewData(wallet),
        title,
      });
  };
  const row = (wallet: WalletEntry, tagKey?: string) => {
    const installed = !!wallet.rdns && connectors.some((c) => c.info?.rdns === wallet.rdns);
    const tag = installed ? t('connect.tagInstalled') : tagKey ? t(tagKey) : undefined;
    return (
      <li key={wallet.id}>
        <ListItem
          name={wallet.name}
          imageSrc={walletImageUrl(wallet, options)}
          tag={tag}
          onClick={() => select(wallet)}
        />
      </li>
    );
  };

  const showEmpty = list.status === 'ready' && rest.length === 0 && pinned.length === 0;
  return (
    <div className="portico-view">
      <Input
        label={t('allWallets.searchLabel')}
        hideLabel
        type="search"
        placeholder={t('allWallets.searchPlaceholder')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      {/* A stack: the pinned list and the full one keep the rows' gap between them too. */}
      <div className="portico-scroll portico-stack" onScroll={onScroll}>
        {pinned.length > 0 ? (
          <ul className="portico-stack" aria-label={t('allWallets.recommendedLabel')}>
            {pinned.map((w) =>
              row(w, options.featuredWalletIds.includes(w.id) ? undefined : 'allWallets.tagRecommended'),
            )}
          </ul>
        ) : null}
        {list.status === 'loading' && (!list.query || slowSearch) ? (
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
        {list.status === 'loadingMore' ? <Spinner label={t('allWallets.loadingMore')} size="small" /> : null}
      </div>
      {hasMore ? (
        <Button variant="secondary" block onClick={loadMore}>
          {t('allWallets.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
