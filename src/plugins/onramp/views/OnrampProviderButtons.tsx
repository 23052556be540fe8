import { ONRAMP_FEE_RANGE, ONRAMP_PROVIDERS, type OnrampProvider } from '../../../core/constants/onramp';
import { Button } from '../../../ui/primitives/Button';
import { useText } from '../../../ui/primitives/TextContext';
import { providerName } from './onrampViewText';

/** Props of `OnrampProviderButtons`. */
export interface OnrampProviderButtonsProps {
  /** The restricted region's time zone when the visitor is in one: the providers are replaced by a text. */
  restricted: string | undefined;
  disabled: boolean;
  onPick(provider: OnrampProvider): void;
}

/**
 * The providers, one button each with SPEC §3's fee range ("Coinbase", "Fee 1-2%"). In a restricted
 * region the buttons are not hidden silently: a status says buying is not available there.
 */
export function OnrampProviderButtons({ restricted, disabled, onPick }: OnrampProviderButtonsProps) {
  const t = useText();
  if (restricted) {
    return (
      <p role="status" className="portico-callout portico-tone--warning" data-testid="onramp-restricted">
        {t('onramp.restricted')}
      </p>
    );
  }
  const fee = t('onramp.feeRange', { min: ONRAMP_FEE_RANGE.minPercent, max: ONRAMP_FEE_RANGE.maxPercent });
  return (
    <fieldset className="portico-stack portico-fieldset" data-testid="onramp-providers">
      <legend className="portico-input__label">{t('onramp.providers')}</legend>
      {ONRAMP_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          block
          disabled={disabled}
          data-provider={provider}
          onClick={() => onPick(provider)}
        >
          <span>{providerName(provider)}</span>
          <span className="portico-tone--muted"> {fee}</span>
        </Button>
      ))}
    </fieldset>
  );
}
