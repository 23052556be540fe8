import { formatBalance, formatCurrency, truncateMiddle } from '../../../core/format';
import type { Network } from '../../../core/networks/network';
import { kitEventRaised } from '../../../store/actions/kitEventRaised';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import type { AccountState } from '../../../store/slices/chainsSlice';
import { useT } from '../../i18n/useT';
import { Avatar } from '../../primitives/Avatar';
import { CopyIcon } from '../../primitives/CopyIcon';
import { IconButton } from '../../primitives/IconButton';
import { ListItem } from '../../primitives/ListItem';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { WalletImage } from '../../primitives/WalletImage';
import { useCopy } from '../viewHooks';

/** Props of `AccountHeader`. */
export interface AccountHeaderProps {
  account: AccountState & { address: string };
  network: Network | undefined;
  connecting: boolean;
  /** The portfolio's USD value (known token values summed); undefined hides it. */
  total?: number | undefined;
  locale?: string;
}

function explorerUrl(
  account: AccountHeaderProps['account'],
  network: Network | undefined,
): string | undefined {
  if (account.addressExplorerUrl) return account.addressExplorerUrl;
  const base = network?.blockExplorers?.default.url;
  return base ? `${base.replace(/\/+$/, '')}/address/${account.address}` : undefined;
}

/** Avatar, name or address (with copy), balance, portfolio value, explorer link and the network button. */
export function AccountHeader({ account, network, connecting, total, locale }: AccountHeaderProps) {
  const t = useT();
  const copy = useCopy();
  const { push } = useNavigation();
  const dispatch = useKitDispatch();
  const short = truncateMiddle(account.address);
  const explorer = explorerUrl(account, network);
  // Names are eip155 only (SPEC §9) and need the names plugin (feature `names`).
  const canChooseName =
    useKitSelector((s) => s.plugins.names !== undefined) && network?.caipNetworkId.startsWith('eip155:');
  // The wallet the active namespace is connected through (what `useWalletInfo` reads); unknown: no badge.
  const wallet = useKitSelector((s) =>
    s.chains.activeNamespace ? s.connection.wallets[s.chains.activeNamespace] : undefined,
  );

  return (
    <div className="portico-center portico-account-header">
      <span className="portico-account-avatar">
        <Avatar address={account.address} src={account.profileImage} />
        {wallet ? (
          // AppKit's cue for which wallet is connected: its icon with a green dot, on the avatar.
          <span
            className="portico-account-avatar__wallet"
            role="img"
            aria-label={t('account.connectedWith', { name: wallet.name })}
            title={t('account.connectedWith', { name: wallet.name })}
            data-testid="portico-connected-wallet"
          >
            <WalletImage name={wallet.name} src={wallet.icon} size="small" decorative />
            <span className="portico-account-avatar__dot" aria-hidden="true" />
          </span>
        ) : null}
      </span>
      <div className="portico-row">
        <Text variant="title" as="h2" title={account.address}>
          <bdi>{account.profileName || short}</bdi>
        </Text>
        <IconButton
          label={t('account.copyAddress')}
          icon={<CopyIcon />}
          onClick={() => copy(account.address, 'account.addressCopied')}
        />
      </div>
      {account.profileName ? (
        <Text variant="muted">
          <bdi>{short}</bdi>
        </Text>
      ) : null}
      {!account.profileName && canChooseName ? (
        <button type="button" className="portico-link" onClick={() => push('RegisterAccountName')}>
          {t('account.chooseName')}
        </button>
      ) : null}
      {account.balance !== undefined ? (
        // The balance is the view's hero figure, large as AppKit's; the symbol beside it smaller.
        // <bdi>: the figure and its symbol stay in this order in a right-to-left modal (issue 28).
        <p className="portico-hero__value portico-account-balance" data-testid="portico-account-balance">
          <bdi>
            {/* Grouped per the kit's locale (10,000 in en, 10.000 in de), digits exact. */}
            {formatBalance(account.balance, undefined, { grouping: true, ...(locale ? { locale } : {}) })}
            {account.balanceSymbol ? (
              <span className="portico-hero__unit"> {account.balanceSymbol}</span>
            ) : null}
          </bdi>
        </p>
      ) : account.balanceUnavailable ? (
        <Text variant="muted" data-testid="portico-account-balance">
          {t('account.balanceUnavailable')}
        </Text>
      ) : connecting ? (
        <Spinner label={t('account.balanceLoading')} size="small" />
      ) : null}
      {total !== undefined ? (
        <Text variant="muted" data-testid="portico-portfolio-total">
          {t('account.portfolioTotal', { value: formatCurrency(total, locale ? { locale } : {}) })}
        </Text>
      ) : null}
      {explorer ? (
        <a className="portico-link" href={explorer} target="_blank" rel="noreferrer">
          {t('account.explorer')}
        </a>
      ) : null}
      <ListItem
        name={network ? network.name : t('account.unsupportedNetwork')}
        imageSrc={network?.assets?.imageUrl}
        description={t('account.networkLabel')}
        onClick={() => {
          dispatch(kitEventRaised('CLICK_NETWORKS'));
          push('Networks');
        }}
      />
    </div>
  );
}
