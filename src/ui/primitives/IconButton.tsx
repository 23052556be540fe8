import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of `IconButton`; `label` is required because the icon alone has no accessible name. */
export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon; its name comes from `label` (also the tooltip). */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={['portico-icon-button', className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
