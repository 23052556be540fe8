import { type InputHTMLAttributes, useId } from 'react';

/** Props of `Input`; `label` is always given, and shown unless `hideLabel`. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hideLabel?: boolean;
}

/** A labelled text field (search, e-mail); the label stays in the accessibility tree when hidden. */
export function Input({ label, hideLabel = false, className, type = 'text', ...rest }: InputProps) {
  const id = useId();
  return (
    <div className={['portico-input', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'portico-visually-hidden' : 'portico-input__label'}>
        {label}
      </label>
      <input {...rest} id={id} type={type} className="portico-input__field" />
    </div>
  );
}
