import { lazy, Suspense, useEffect } from 'react';
import { ADDRESS_TRUNCATION } from '../../core/constants/display';
// A direct file, not the core/format barrel: the button is on the start-up path, and esbuild's code
// splitting would otherwise load every formatter the lazy views use (parseAmount, ...) with it.
import { truncateMiddle } from '../../core/format/truncateMiddle';
import type { ChainNamespace } from '../../core/namespaces';
import { useKitSelector } from '../../store/react/kitHooks';
import { useTranslate } from '../i18n/useTranslate';
import { avatarGradient } from '../primitives/avatarGradient';
import { type ButtonSize, KitButtonShell } from './KitButtonShell';
import { useButtonAccount } from './useButtonAccount';
import { withPageKit } from './withPageKit';

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
  /** Characters of the address kept before the "..." (AppKit's `charsStart`, 4 by default; 0 keeps only the end). */
  charsStart?: number;
  /** Characters of the address kept after the "..." (AppKit's `charsEnd`, 6 by default; 0 keeps only the start). */
  charsEnd?: number;
  /** Greys the button out and ignores clicks (AppKit's `disabled`). */
  disabled?: boolean;
  className?: string;
}

/** `value` when it is a count of characters, else the default (the console says why, see below). */
const charsOr = (value: number | undefined, fallback: number) =>
  value === undefined || (Number.isInteger(value) && value >= 0) ? (value ?? fallback) : fallback;

/** Reports `chars*` props that are not counts (the button uses the defaults); the report is its own chunk. */
function useCharsCheck(charsStart: number | undefined, charsEnd: number | undefined): void {
  useEffect(() => {
    if (charsOr(charsStart, 0) !== (charsStart ?? 0) || charsOr(charsEnd, 0) !== (charsEnd ?? 0))
      import('./reportBadChars').then(
        ({ reportBadChars }) => reportBadChars({ charsStart, charsEnd }),
        console.error,
      );
  }, [charsStart, charsEnd]);
}

/**
 * Shows the connected account (profile name or truncated address, avatar, balance floored to 3
 * decimals and grouped per the kit's locale, as the Account view's figure) and opens the Account view. While a returning visitor reconnects it shows their last
 * address, busy and disabled. Renders nothing while no account is connected. Needs no provider.
 */
export const AccountButton = /* @__PURE__ */ withPageKit(AccountButtonView, 'AccountButton');

function AccountButtonView({
  size = 'md',
  balance = 'show',
  namespace,
  charsStart,
  charsEnd,
  disabled = false,
  className,
}: AccountButtonProps) {
  useCharsCheck(charsStart, charsEnd);
  const t = useTranslate();
  const account = useButtonAccount(namespace);
  const locale = useKitSelector((state) => state.options.locale);
  const present = account.status !== 'disconnected' && Boolean(account.address);
  useEffect(() => {
    if (present) void loadBalance().catch(() => undefined);
  }, [present]);
  if (account.status === 'disconnected' || !account.address) return null;
  const busy = account.status === 'connecting';
  const name =
    account.profileName ||
    truncateMiddle(account.address, {
      leading: charsOr(charsStart, ADDRESS_TRUNCATION.leading),
      trailing: charsOr(charsEnd, ADDRESS_TRUNCATION.trailing),
    });
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
        {/* Kept left-to-right inside a right-to-left page (issue 28): `0x12…abcd` never scrambles. */}
        <bdi>{name}</bdi>
      </span>
    </KitButtonShell>
  );
}
