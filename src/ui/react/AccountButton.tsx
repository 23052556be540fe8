import { lazy, Suspense, useEffect } from 'react';
// A direct file, not the core/format barrel: the button is on the start-up path, and esbuild's code
// splitting would otherwise load every formatter the lazy views use (parseAmount, ...) with it.
import { truncateMiddle } from '../../core/format/truncateMiddle';
import type { ChainNamespace } from '../../core/namespaces';
import { useKitSelector } from '../../store/react/kitHooks';
import { useTranslate } from '../i18n/useTranslate';
import { avatarGradient } from '../primitives/avatarGradient';
import { type ButtonSize, KitButtonShell } from './KitButtonShell';
import { useButtonAccount } from './useButtonAccount';

// The balance's formatters load only once an account is there (see AccountButtonBalance.tsx): fetched
// when the account appears, while its balance is still being read, so the figure never waits on them.
const loadBalance = () => import('./AccountButtonBalance');
const AccountButtonBalance = lazy(loadBalance);

/** Props of `AccountButton`. */
export interface AccountButtonProps {
  size?: ButtonSize;
  /** Show or hide the balance; shown by default when known. */
  balance?: 'show' | 'hide';
  namespace?: ChainNamespace;
  /** Greys the button out and ignores clicks (AppKit's `disabled`). */
  disabled?: boolean;
  className?: string;
}

/**
 * Shows the connected account (profile name or truncated address, avatar, balance floored to 3
 * decimals and grouped per the kit's locale, as the Account view's figure) and opens the Account view. While a returning visitor reconnects it shows their last
 * address, busy and disabled. Renders nothing while no account is connected.
 */
export function AccountButton({
  size = 'md',
  balance = 'show',
  namespace,
  disabled = false,
  className,
}: AccountButtonProps) {
  const t = useTranslate();
  const account = useButtonAccount(namespace);
  const locale = useKitSelector((state) => state.options.locale);
  const present = account.status !== 'disconnected' && Boolean(account.address);
  useEffect(() => {
    if (present) void loadBalance().catch(() => undefined);
  }, [present]);
  if (account.status === 'disconnected' || !account.address) return null;
  const busy = account.status === 'connecting';
  const name = account.profileName || truncateMiddle(account.address);
  const showBalance = balance === 'show' && account.balance !== undefined;
  return (
    <KitButtonShell
      component="AccountButton"
      view="Account"
      testId="portico-account-button"
      size={size}
      variant="account"
      busy={busy}
      disabled={disabled}
      title={t('button.account', { address: account.address })}
      className={className}
    >
      {showBalance && (
        <Suspense fallback={null}>
          <AccountButtonBalance
            balance={account.balance ?? '0'}
            symbol={account.balanceSymbol}
            locale={locale}
          />
        </Suspense>
      )}
      <span className="portico-kit-button__detail">
        {busy ? (
          <span className="portico-kit-spinner" aria-hidden="true" />
        ) : account.profileImage ? (
          <img className="portico-kit-avatar" src={account.profileImage} alt="" />
        ) : (
          // The Account view's address-derived gradient, so the header and the view show one avatar.
          <span
            className="portico-kit-avatar"
            aria-hidden="true"
            style={{ backgroundImage: avatarGradient(account.address) }}
          />
        )}
        <span>{name}</span>
      </span>
    </KitButtonShell>
  );
}
