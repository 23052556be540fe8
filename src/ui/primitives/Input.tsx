import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldMessage, type FieldTone } from './FieldMessage';

/** Props of `Input`; `label` is always given, and shown unless `hideLabel`. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hideLabel?: boolean;
  /** A line directly under the field: an error (marks the field invalid), a warning, a note. */
  message?: ReactNode;
  messageTone?: FieldTone;
  /** A control inside the field's box, after the text (Max); it keeps its own accessible name. */
  end?: ReactNode;
  /** A decorative icon inside the field's box, before the text (the search magnifier); hidden from readers. */
  start?: ReactNode;
}

/**
 * A labelled text field (search, e-mail, amount). Its message sits under the field and describes it,
 * so the error a screen reader hears on the field is the one the eye sees beside it.
 */
export function Input({
  label,
  hideLabel = false,
  className,
  type = 'text',
  message,
  messageTone = 'error',
  end,
  start,
  ...rest
}: InputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const invalid = Boolean(message) && messageTone === 'error';
  const describedBy = [rest['aria-describedby'], message ? messageId : undefined].filter(Boolean).join(' ');
  const field = (
    <input
      {...rest}
      id={id}
      type={type}
      className={[
        'portico-input__field',
        start ? 'portico-input__field--start' : undefined,
        end ? 'portico-input__field--end' : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      aria-describedby={describedBy || undefined}
    />
  );
  return (
    <div className={['portico-input', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'portico-visually-hidden' : 'portico-input__label'}>
        {label}
      </label>
      {end || start ? (
        <div className="portico-input__control">
          {start ? (
            <span className="portico-input__start" aria-hidden="true">
              {start}
            </span>
          ) : null}
          {field}
          {end ? <span className="portico-input__end">{end}</span> : null}
        </div>
      ) : (
        field
      )}
      {message ? (
        <FieldMessage id={messageId} tone={messageTone}>
          {message}
        </FieldMessage>
      ) : null}
    </div>
  );
}
