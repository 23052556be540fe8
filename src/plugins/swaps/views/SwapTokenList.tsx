import { type KeyboardEvent, useRef, useState } from 'react';
import { formatCurrency } from '../../../core/format';
import { tokenImageUrl } from '../../../core/wallets/imageSources';
import { useKitSelector } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { Input } from '../../../ui/primitives/Input';
import { SearchIcon } from '../../../ui/primitives/SearchIcon';
import { SkeletonRows } from '../../../ui/primitives/SkeletonRows';
import { useText } from '../../../ui/primitives/TextContext';
import { WalletImage } from '../../../ui/primitives/WalletImage';
import type { SwapToken } from '../swapTypes';
import { filterSwapTokens, suggestedSwapTokens, swapTokenValue } from './filterSwapTokens';
import { formatSwapBalance } from './formatSwapAmount';

/** Props of `SwapTokenList`. */
export interface SwapTokenListProps {
  tokens: readonly SwapToken[];
  /** The token this side has now (marked current). */
  selectedId?: string | undefined;
  /** The token list is still loading. */
  loading?: boolean;
  onSelect(token: SwapToken): void;
}

const CHIPS = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
const LIST = { maxHeight: 360, overflowY: 'auto' } as const;

/** The list's row buttons, in order. */
function rowButtons(list: HTMLUListElement | null): HTMLButtonElement[] {
  return [...(list?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
}

/**
 * The swap token picker: a search over name, symbol and address, the suggested tokens as chips, then
 * one row per token (icon, name, symbol, balance and its USD value), held tokens first. From the search
 * field ArrowDown enters the list; arrows, Home and End move in it and ArrowUp from its top goes back
 * to the search; Enter or a click picks.
 */
export function SwapTokenList({ tokens, selectedId, loading = false, onSelect }: SwapTokenListProps) {
  const t = useText();
  const locale = useKitSelector((s) => s.options.locale);
  const tokenImages = useKitSelector((s) => s.options.tokenImages);
  const [query, setQuery] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const shown = filterSwapTokens(tokens, query);
  const suggested = query.trim() ? [] : suggestedSwapTokens(tokens);
  const icon = (token: SwapToken) =>
    tokenImageUrl({ symbol: token.symbol, iconUrl: token.logoUri }, { tokenImages });

  const onListKey = (event: KeyboardEvent) => {
    const buttons = rowButtons(list.current);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      buttons[Math.max(0, Math.min(buttons.length - 1, to))]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp' && at <= 0) {
      event.preventDefault();
      view.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    } else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(buttons.length - 1);
  };

  return (
    <div ref={view} className="portico-view">
      <Input
        label={t('swaps.searchLabel')}
        hideLabel
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swaps.searchPlaceholder')}
        start={<SearchIcon />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          rowButtons(list.current)[0]?.focus();
        }}
        data-testid="swap-token-search"
      />
      {suggested.length > 0 ? (
        <fieldset className="portico-fieldset portico-stack">
          <legend className="portico-input__label">{t('swaps.suggested')}</legend>
          <div style={CHIPS}>
            {suggested.map((token) => (
              <Button
                key={token.id}
                variant="secondary"
                size="small"
                data-testid="swap-token-chip"
                data-token={token.id}
                aria-current={token.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(token)}
              >
                <WalletImage
                  name={token.symbol}
                  src={icon(token)}
                  size="small"
                  decorative
                  lettermark={false}
                />
                {token.symbol}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {loading && tokens.length === 0 ? (
        <SkeletonRows label={t('swaps.tokensLoading')} rows={4} />
      ) : shown.length === 0 ? (
        <p role="status" className="portico-callout" data-testid="swap-token-empty">
          {query.trim() ? t('swaps.noResults', { query: query.trim() }) : t('swaps.noTokens')}
        </p>
      ) : (
        <ul
          ref={list}
          className="portico-stack"
          style={LIST}
          aria-label={t('swaps.listLabel')}
          onKeyDown={onListKey}
          data-testid="swap-token-list"
        >
          {shown.map((token) => {
            const value = swapTokenValue(token);
            const valueText = value !== undefined ? formatCurrency(value, locale ? { locale } : {}) : '';
            return (
              <li key={token.id}>
                <button
                  type="button"
                  className="portico-list-item portico-token-picker__option"
                  aria-current={token.id === selectedId ? 'true' : undefined}
                  data-token={token.id}
                  onClick={() => onSelect(token)}
                >
                  <WalletImage name={token.symbol} src={icon(token)} size="medium" decorative />
                  <span className="portico-list-item__text">
                    <span className="portico-list-item__name">{token.name || token.symbol}</span>
                    <span className="portico-list-item__description">{token.symbol}</span>
                  </span>
                  <span className="portico-token-picker__figures">
                    <span className="portico-token-picker__balance">{formatSwapBalance(token, locale)}</span>
                    {valueText ? <span className="portico-list-item__description">{valueText}</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
