import { tokenImageUrl } from '../../../core/wallets/imageSources';
import { useKitSelector } from '../../../store/react/kitHooks';
import { useText } from '../../../ui/primitives/TextContext';
import { WalletImage } from '../../../ui/primitives/WalletImage';
import type { SwapToken } from '../swapTypes';

/** Which row of the Swap form: the token paid or the token received. */
export type SwapSide = 'from' | 'to';

/** Props of `SwapTokenButton`. */
export interface SwapTokenButtonProps {
  side: SwapSide;
  token: SwapToken | undefined;
  onClick(): void;
}

// A minimum width so the amount beside it does not move with most symbols; "Select token" stays on
// one line.
const WIDTH = { flex: 'none', width: 'auto', minWidth: 148 } as const;
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/**
 * A row's token button: the chosen token's icon and symbol (or "Select token"), opening the picker.
 * Its name says which side it is ("Token to pay: USDC"), since both rows show a bare symbol.
 */
export function SwapTokenButton({ side, token, onClick }: SwapTokenButtonProps) {
  const t = useText();
  const tokenImages = useKitSelector((s) => s.options.tokenImages);
  const label = token
    ? t(`swaps.tokenButton.${side}`, { symbol: token.symbol })
    : t(`swaps.tokenButtonNone.${side}`);
  return (
    <button
      type="button"
      className="portico-input__field portico-token-picker__trigger"
      style={WIDTH}
      aria-label={label}
      data-testid={`swap-${side}-token`}
      data-token={token?.id}
      onClick={onClick}
    >
      {token ? (
        <WalletImage
          name={token.symbol}
          src={tokenImageUrl({ symbol: token.symbol, iconUrl: token.logoUri }, { tokenImages })}
          size="small"
          decorative
          lettermark={false}
        />
      ) : null}
      <span className="portico-token-picker__value" style={ONE_LINE}>
        {token ? token.symbol : t('swaps.tokenChoose')}
      </span>
      <span aria-hidden="true" className="portico-token-picker__chevron" />
    </button>
  );
}
