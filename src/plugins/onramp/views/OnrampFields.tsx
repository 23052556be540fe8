import { useId } from 'react';
import type { OnrampPurchaseCurrency } from '../../../core/constants/onramp';
import { Input } from '../../../ui/primitives/Input';
import { useText } from '../../../ui/primitives/TextContext';
import type { OnrampLimitProblem } from '../onrampTypes';

/** Props of `OnrampFields`: the form's values and what can be chosen, already selected. */
export interface OnrampFieldsProps {
  amount: string;
  onAmount(value: string): void;
  limit: OnrampLimitProblem | undefined;
  currencies: readonly string[];
  currency: string | undefined;
  onCurrency(id: string): void;
  tokens: readonly OnrampPurchaseCurrency[];
  token: string | undefined;
  onToken(id: string): void;
}

const ROW = { gap: 8, alignItems: 'flex-start', flexWrap: 'nowrap' } as const;
/** Currency and Token share the row equally, as wide as the Amount field above them. */
const HALF = { flex: '1 1 0', minWidth: 0 } as const;

/** A native select in the field's style, with its visible label. */
function Select(props: {
  label: string;
  value: string;
  choices: readonly { id: string; text: string }[];
  onChange(id: string): void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="portico-input" style={HALF}>
      <label className="portico-input__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="portico-input__field"
        value={props.value}
        data-testid={props.testId}
        disabled={props.choices.length === 0}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The Buy form's fields: the fiat Amount (its limit problem under it: "Minimum 10.00 USD"), the
 * Currency paid and the Token bought on the active network.
 */
export function OnrampFields(props: OnrampFieldsProps) {
  const t = useText();
  const { limit } = props;
  const message = limit
    ? t(limit.kind === 'min' ? 'onramp.minimum' : 'onramp.maximum', {
        amount: limit.limit,
        currency: limit.currency,
      })
    : undefined;
  return (
    <>
      <Input
        label={t('onramp.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        data-testid="onramp-amount"
        value={props.amount}
        onChange={(e) => props.onAmount(e.target.value)}
        message={message}
      />
      <div className="portico-row" style={ROW}>
        <Select
          label={t('onramp.currency')}
          value={props.currency ?? ''}
          choices={props.currencies.map((id) => ({ id, text: id }))}
          onChange={props.onCurrency}
          testId="onramp-currency"
        />
        <Select
          label={t('onramp.token')}
          value={props.token ?? ''}
          choices={props.tokens.map((token) => ({ id: token.id, text: token.symbol }))}
          onChange={props.onToken}
          testId="onramp-token"
        />
      </div>
    </>
  );
}
