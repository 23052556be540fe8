import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of `Button`: a native button with a visual variant. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Stretches the button to the width of its container. */
  block?: boolean;
  /** `small`: a compact button inside another control (Max in the amount field). */
  size?: 'medium' | 'small';
  children: ReactNode;
}

/** The kit's text button; `type="button"` unless told otherwise so it never submits a host form. */
export function Button({
  variant = 'primary',
  block = false,
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    'portico-button',
    `portico-button--${variant}`,
    block ? 'portico-button--block' : '',
    size === 'small' ? 'portico-button--small' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <button {...rest} type={type} className={classes} />;
}
