import type { TokenBalance } from '../../../api/apiTypes';
import { RPC_TIMEOUT_MS } from '../../../core/constants/time';
import { formatBalance, formatCurrency, formatTokenBalance } from '../../../core/format';
import { tokenImageUrl } from '../../../core/wallets/imageSources';
import { useKitSelector } from '../../../store/react/kitHooks';
import { useT } from '../../i18n/useT';
import { SkeletonRows } from '../../primitives/SkeletonRows';
import { Text } from '../../primitives/Text';
import { WalletImage } from '../../primitives/WalletImage';
import { hasPrice } from './portfolioTotal';
import { useWaitOver } from './useWaitOver';

/** Props of `TokensPanel`. */
export interface TokensPanelProps {
  /** The list for the active network and account; undefined while it has not been read yet. */
  tokens: readonly TokenBalance[] | undefined;
  loading: boolean;
  locale: string;
  /** The network and account the list is for: a switch starts a new wait for its tokens. */
  listKey?: string;
}

/**
 * A token's quantity as shown in the list. The native token (no address, SPEC §3) is the account's
 * balance and follows the balance rule (floor to 3), so one view never shows two figures for it; other
 * tokens use the token-balance rule (2 decimals). SPEC §9; docs/views.md.
 */
function tokenQuantity(token: TokenBalance, locale: string): string {
  const numeric = token.quantity?.numeric ?? '0';
  // Grouped per locale like the header's figure, so the native row reads exactly as the header.
  const options = { grouping: true, locale };
  return token.address
    ? formatTokenBalance(numeric, token.symbol, options)
    : formatBalance(numeric, token.symbol, options);
}

/** The Tokens tab: each token's name, balance and USD value (when priced); empty and loading states. */
export function TokensPanel({ tokens, loading, locale, listKey = '' }: TokensPanelProps) {
  const t = useT();
  // Host overrides by symbol (createAppKit `tokenImages`) win over the API's icons.
  const tokenImages = useKitSelector((s) => s.options.tokenImages);
  // No list yet (a network switch drops the old one) is not an empty list: the skeleton shows until
  // the new network's tokens arrive, or until a read would have timed out (a failure is toasted).
  const gaveUp = useWaitOver(listKey, tokens === undefined, RPC_TIMEOUT_MS);
  if (loading || (tokens === undefined && !gaveUp))
    return <SkeletonRows label={t('account.tokensLoading')} rows={3} />;
  if (!tokens || tokens.length === 0) return <Text variant="muted">{t('account.tokensEmpty')}</Text>;
  return (
    <ul className="portico-stack" aria-label={t('account.tokensLabel')}>
      {tokens.map((token) => {
        // No known price, no figure: never "$NaN", and never "$0.00" for a token nobody priced.
        const value = hasPrice(token) ? formatCurrency(token.value, { locale }) : '';
        return (
          <li key={`${token.chainId}:${token.address ?? token.symbol}`} className="portico-row">
            <WalletImage
              name={token.symbol || token.name}
              src={tokenImageUrl(token, { tokenImages })}
              size="small"
              decorative
            />
            <span className="portico-list-item__text">
              <span className="portico-list-item__name">{token.name || token.symbol}</span>
              <span className="portico-list-item__description">
                <bdi>{tokenQuantity(token, locale)}</bdi>
              </span>
            </span>
            {value ? <span data-testid="portico-token-value">{value}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
