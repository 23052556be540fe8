import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { FieldMessage } from '../../../ui/primitives/FieldMessage';
import { Input } from '../../../ui/primitives/Input';
import { useText } from '../../../ui/primitives/TextContext';
import { selectSend } from '../sendSelectors';
import { sendCustomFeeRateChanged, sendFeeRateChosen } from '../sendSlice';
import type { SendFeeRateChoice } from '../sendTypes';

const PRESETS = ['slow', 'normal', 'fast'] as const;

/** Props of `SendFeeRateField`. */
export interface SendFeeRateFieldProps {
  /** The field's error (a custom rate out of bounds). */
  message: string | undefined;
}

/**
 * Bitcoin's fee rate: Slow / Normal / Fast with the node's rates (6, 3 and 1 blocks), or a custom rate
 * in sat/vB; the fallback rate is said to be one. Changing it estimates the fee again and fills Max
 * again (sendListeners.ts). Selects and dispatches only.
 */
export function SendFeeRateField({ message }: SendFeeRateFieldProps) {
  const t = useText();
  const dispatch = useKitDispatch();
  const send = useKitSelector(selectSend);
  const rates = send?.feeRates;
  const choice = send?.feeRateChoice ?? 'normal';
  const choose = (next: SendFeeRateChoice) => dispatch(sendFeeRateChosen(next));
  return (
    <fieldset className="portico-input portico-fieldset" data-testid="send-fee-rate">
      <legend className="portico-input__label">{t('send.feeRate')}</legend>
      <div className="portico-row">
        {[...PRESETS, 'custom' as const].map((preset) => (
          <label key={preset} className="portico-row">
            <input
              type="radio"
              name="portico-send-fee-rate"
              value={preset}
              checked={choice === preset}
              onChange={() => choose(preset)}
            />
            <span>
              {t(`send.feeRate.${preset}`)}
              {preset !== 'custom' && rates
                ? ` · ${t('send.feeRate.value', { rate: String(rates[preset]) })}`
                : ''}
            </span>
          </label>
        ))}
      </div>
      {choice === 'custom' ? (
        <Input
          label={t('send.feeRate.customLabel')}
          inputMode="decimal"
          autoComplete="off"
          value={send?.customFeeRate ?? ''}
          onChange={(e) => dispatch(sendCustomFeeRateChanged(e.target.value))}
          message={message}
        />
      ) : message ? (
        <FieldMessage tone="error">{message}</FieldMessage>
      ) : null}
      {rates?.source === 'fallback' && choice !== 'custom' ? (
        <FieldMessage live={false} data-testid="send-fee-rate-fallback">
          {t('send.feeRate.fallback', { rate: String(rates[choice]) })}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}
