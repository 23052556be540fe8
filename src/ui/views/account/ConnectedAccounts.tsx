import { type CSSProperties, useMemo } from 'react';
import { truncateMiddle } from '../../../core/format';
import { useKitSelector } from '../../../store/react/kitHooks';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import type { Translate } from '../../i18n/createTranslator';
import { useT } from '../../i18n/useT';
import { CopyIcon } from '../../primitives/CopyIcon';
import { IconButton } from '../../primitives/IconButton';
import { WalletImage } from '../../primitives/WalletImage';
import { useKit } from '../../react/KitContext';
import { useCopy } from '../viewHooks';
import { type ConnectedAccount, listConnectedAccounts } from './listConnectedAccounts';
import { nativeBalanceText } from './nativeBalanceText';

// Styled inline from the theme's custom properties, as ListRow is: the row is the list item's button
// (the kit's `.portico-list-item`) and, beside it, the copy button (a button cannot hold another).
const ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };
const END: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: 2,
  flex: 'none',
  fontVariantNumeric: 'tabular-nums',
};
const FIGURE: CSSProperties = { fontWeight: 600, whiteSpace: 'nowrap' };
const MUTED: CSSProperties = {
  fontSize: 'var(--portico-font-size-xs)',
  color: 'var(--portico-color-fg-muted)',
  whiteSpace: 'nowrap',
};

function balanceOf(row: ConnectedAccount, t: Translate, locale: string | undefined) {
  const figure = nativeBalanceText(row.account, row.network, locale);
  if (figure.kind === 'amount')
    return (
      <span style={FIGURE} data-testid="portico-connected-account-balance">
        {figure.text}
      </span>
    );
  return (
    <span style={MUTED} data-testid="portico-connected-account-balance">
      {t(figure.kind === 'unavailable' ? 'account.balanceUnavailable' : 'account.balanceNotRead')}
    </span>
  );
}

/**
 * Every connected namespace's account together (issue 27: BTC, DOT, ATOM and EVM balances in one
 * view): the network, the address truncated with a copy button, and the native balance, the active
 * one first and marked. Pressing a row makes its namespace active through the action the Networks view
 * and Disconnect use (`activeNetworkSet` with the namespace's own network: no wallet is asked, and the
 * kit reads that balance if it has none). Nothing with fewer than two, so one account looks as before.
 */
export function ConnectedAccounts() {
  const t = useT();
  const { store } = useKit('ConnectedAccounts');
  const copy = useCopy();
  const chains = useKitSelector((s) => s.chains);
  const status = useKitSelector((s) => s.connection.status);
  const locale = useKitSelector((s) => s.options.locale);
  const rows = useMemo(() => listConnectedAccounts(chains, status), [chains, status]);
  if (rows.length < 2) return null;

  const select = (row: ConnectedAccount) => {
    if (row.active || !row.target) return;
    store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: row.target }));
  };

  return (
    <ul className="portico-stack" aria-label={t('account.connectedAccountsLabel')}>
      {rows.map((row) => {
        const family = t(`namespace.${row.namespace}`);
        const name = row.network?.name ?? family;
        return (
          <li key={row.namespace} style={ROW} data-testid="portico-connected-account">
            <button
              type="button"
              className="portico-list-item"
              aria-current={row.active ? 'true' : undefined}
              onClick={() => select(row)}
            >
              <span className="portico-list-item__image">
                <WalletImage name={name} src={row.network?.assets?.imageUrl} decorative />
              </span>
              <span className="portico-list-item__text">
                <span className="portico-list-item__name" title={name}>
                  {name}
                </span>
                <span className="portico-list-item__description" title={row.address}>
                  <bdi>{truncateMiddle(row.address)}</bdi>
                </span>
              </span>
              <span style={END}>
                {balanceOf(row, t, locale)}
                {row.active ? <span className="portico-list-item__tag">{t('networks.active')}</span> : null}
              </span>
            </button>
            <IconButton
              label={t('account.copyAddressOf', { namespace: family })}
              icon={<CopyIcon />}
              onClick={() => copy(row.address, 'account.addressCopied')}
            />
          </li>
        );
      })}
    </ul>
  );
}
