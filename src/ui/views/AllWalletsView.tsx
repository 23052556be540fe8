import { useEffect, useMemo, useState } from 'react';
import { walletImageUrl } from '../../core/wallets/imageSources';
import { BUNDLED_WALLETS, type WalletEntry, walletViewData } from '../../core/wallets/walletCatalog';
import { kitEventRaised } from '../../store/actions/kitEventRaised';
import { useKitDispatch, useKitSelector } from '../../store/react/kitHooks';
import { useNavigation } from '../../store/react/navigationHooks';
import { useT } from '../i18n/useT';
import { useKitApi } from '../kitApi/useKitApi';
import { Input } from '../primitives/Input';
import { ListItem } from '../primitives/ListItem';
import { SearchIcon } from '../primitives/SearchIcon';
import { ViewMessage } from '../primitives/ViewMessage';
import { pinnedWallets } from '../wallets/orderWallets';
import { ApiWalletResults, LOADING, WalletResults } from './WalletResults';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Every wallet of the registry: search (debounced) by name, pages of 40 (search pages of 100) loaded
 * with a button or by scrolling, the featured and recommended wallets pinned on top when not searching.
 * The pages are the kit api's `walletPage` endpoint, read through its generated hook once the api has
 * loaded (the list shows its loading state until then).
 */
export function AllWalletsView() {
  const t = useT();
  const dispatch = useKitDispatch();
  const { push } = useNavigation();
  const options = useKitSelector((s) => s.options);
  const connectors = useKitSelector((s) => s.connectors.connectors);
  const { api, failed, retry } = useKitApi('AllWalletsView');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  // AppKit's SEARCH_WALLET, once per search that runs (after the pause), not per key.
  useEffect(() => {
    if (query) dispatch(kitEventRaised('SEARCH_WALLET', { search: query }));
  }, [query, dispatch]);

  const pinned = useMemo(() => (query ? [] : pinnedWallets(BUNDLED_WALLETS, options)), [query, options]);
  const select = (wallet: WalletEntry) => {
    const connector = wallet.rdns
      ? connectors.find((c) => c.info?.rdns === wallet.rdns && c.type !== 'WALLET_CONNECT')
      : undefined;
    // The view opened is about the chosen wallet, so it carries the wallet's name as its title rather
    // than the generic "Connecting" / "WalletConnect".
    const title = wallet.name;
    const platform = connector ? 'browser' : 'qrcode';
    dispatch(kitEventRaised('SELECT_WALLET', { name: wallet.name, platform, view: 'AllWallets' }));
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

  const results = { query, pinned, row, featuredWalletIds: options.featuredWalletIds };
  return (
    <div className="portico-view">
      <Input
        label={t('allWallets.searchLabel')}
        hideLabel
        type="search"
        placeholder={t('allWallets.searchPlaceholder')}
        start={<SearchIcon />}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      {api ? (
        <ApiWalletResults api={api} filter={options} {...results} />
      ) : failed ? (
        <ViewMessage
          tone="error"
          message={t('allWallets.failed')}
          action={{ label: t('common.retry'), onClick: retry }}
        />
      ) : (
        <WalletResults pages={LOADING} {...results} />
      )}
    </div>
  );
}
