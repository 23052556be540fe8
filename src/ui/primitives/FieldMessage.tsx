import type { HTMLAttributes, ReactNode } from 'react';

/** The tone of a field's message: its colour token and how it is announced. */
export type FieldTone = 'error' | 'warning' | 'success' | 'muted';

/** Props of `FieldMessage`. */
export interface FieldMessageProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'className'> {
  /** The id the field's `aria-describedby` points at. */
  id?: string;
  tone?: FieldTone;
  /** False for a line that only describes its field (a balance): no live region to re-announce it. */
  live?: boolean;
  children: ReactNode;
}

/**
 * The line under a field. An error or warning is an alert (read out when it appears, as the user is
 * still on the form); a success or muted note is a polite status.
 */
export function FieldMessage({ tone = 'muted', live = true, children, ...rest }: FieldMessageProps) {
  const urgent = tone === 'error' || tone === 'warning';
  const role = live ? (urgent ? 'alert' : 'status') : undefined;
  return (
    <p role={role} {...rest} className={`portico-field-message portico-tone--${tone}`}>
      {children}
    </p>
  );
}
