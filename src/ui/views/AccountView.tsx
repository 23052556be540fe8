import type { ChainNamespace } from '../../core/namespaces';
import { useKitSelector } from '../../store/react/kitHooks';
import { useNavigation } from '../../store/react/navigationHooks';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { ViewName } from '../../store/viewNames';
import { accountEventRaised } from '../hooks/events/accountEventRaised';
import { useT } from '../i18n/useT';
import { PluginView } from '../modal/PluginView';
import { Button } from '../primitives/Button';
import { Tabs } from '../primitives/Tabs';
import { Text } from '../primitives/Text';
import { useKit } from '../react/KitContext';
import { AccountHeader } from './account/AccountHeader';
import { ConnectedAccounts } from './account/ConnectedAccounts';
import { EmbeddedAccountRow } from './account/EmbeddedAccountRow';
import { NftsPanel } from './account/NftsPanel';
import { portfolioTotal } from './account/portfolioTotal';
import { TokensPanel } from './account/TokensPanel';
import { WalletFeatures } from './account/WalletFeatures';
import { withNativeBalance } from './account/withNativeBalance';
import { useDisconnectAll } from './useDisconnectAll';

/** The Account tabs; `accountState.currentTab` is an index into this list. */
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const;
/** The history plugin's view, shown embedded in the Activity tab. */
export const ACTIVITY_VIEW = 'Transactions' satisfies ViewName;

/**
 * The connected account: identity, balance, portfolio value, explorer link, network button, with
 * several namespaces connected the list of their accounts (the active one first), wallet feature
 * buttons, tabs Tokens / NFTs / Activity (a slot for the history plugin) and Disconnect.
 */
export function AccountView() {
  const t = useT();
  const { store } = useKit('AccountView');
  const { reset } = useNavigation();
  const namespace = useKitSelector((s) => s.chains.activeNamespace);
  // Disconnect ends the account shown: with one wallet per namespace, the other namespace stays.
  const disconnect = useDisconnectAll(namespace);
  const chain = useKitSelector((s) => (namespace ? s.chains.chains[namespace] : undefined));
  const activeId = useKitSelector((s) => s.chains.activeCaipNetworkId);
  const connecting = useKitSelector((s) =>
    namespace ? s.connection.status[namespace] === 'connecting' : false,
  );
  const historyRegistered = useKitSelector((s) => s.plugins.history !== undefined);
  const locale = useKitSelector((s) => s.options.locale);
  const account = chain?.accountState;

  if (!namespace || !account?.address) {
    return (
      <div className="portico-view portico-center">
        <Text variant="muted">{t('account.notConnected')}</Text>
        <Button onClick={() => reset('Connect')}>{t('account.connect')}</Button>
      </div>
    );
  }
  const address = account.address;
  const network = chain?.caipNetworks.find((n) => n.caipNetworkId === activeId);
  const tabs = ACCOUNT_TABS.filter((tab) => tab !== 'activity' || historyRegistered);
  const current = tabs[account.currentTab] ?? 'tokens';
  const tokens = withNativeBalance(
    // SPEC §3 tokenBalance: every token read that lands for this account and network (RTK Query's
    // getTokenBalances, polled while this view shows: src/kit/listeners/followAccountView.ts).
    account.tokenBalance,
    { balance: account.balance, symbol: account.balanceSymbol, caipNetworkId: activeId },
  );
  const selectTab = (id: string) => {
    if (id === 'activity' && current !== 'activity') store.dispatch(accountEventRaised('CLICK_TRANSACTIONS'));
    store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: namespace as ChainNamespace,
        currentTab: Math.max(0, tabs.indexOf(id as (typeof ACCOUNT_TABS)[number])),
      }),
    );
  };

  return (
    <div className="portico-view">
      <AccountHeader
        account={{ ...account, address }}
        network={network}
        connecting={connecting}
        total={portfolioTotal(tokens)}
        locale={locale}
      />
      {/* With several namespaces connected, each one's account and balance; nothing with one. */}
      <ConnectedAccounts />
      <EmbeddedAccountRow namespace={namespace} />
      <WalletFeatures />
      <Tabs
        label={t('account.tabsLabel')}
        tabs={tabs.map((id) => ({ id, label: t(`account.tab.${id}`) }))}
        selected={current}
        onSelect={selectTab}
      >
        {current === 'tokens' ? (
          <TokensPanel
            tokens={tokens}
            loading={connecting}
            locale={locale}
            listKey={`${activeId}:${address}`}
          />
        ) : null}
        {current === 'nfts' ? <NftsPanel address={address} chainId={network?.caipNetworkId} /> : null}
        {current === 'activity' ? <PluginView plugin="history" view={ACTIVITY_VIEW} /> : null}
      </Tabs>
      <Button variant="danger" block onClick={() => void disconnect()}>
        {t('common.disconnect')}
      </Button>
    </div>
  );
}
