import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { WalletImage } from './WalletImage';

/** Props of `ListItem`: a full-width button row with an image, a name and an optional tag. */
export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string;
  imageSrc?: string | undefined;
  /** Short label at the end of the row ("Installed", "Recent", "QR code", a count). */
  tag?: string | undefined;
  /** Replaces the wallet image (e.g. an icon for "All Wallets"). */
  icon?: ReactNode;
  /** Second line under the name. */
  description?: string | undefined;
}

/** A selectable row of a list; the accessible name is the visible text (name, description, tag). */
export function ListItem({
  name,
  imageSrc,
  tag,
  icon,
  description,
  className,
  type = 'button',
  ...rest
}: ListItemProps) {
  return (
    <button {...rest} type={type} className={['portico-list-item', className].filter(Boolean).join(' ')}>
      <span className="portico-list-item__image">
        {icon ? (
          <span aria-hidden="true">{icon}</span>
        ) : (
          <WalletImage name={name} src={imageSrc} decorative />
        )}
      </span>
      <span className="portico-list-item__text">
        {/* A long name ellipsizes; the tooltip keeps it whole. */}
        <span className="portico-list-item__name" title={name}>
          {name}
        </span>
        {description ? (
          <span className="portico-list-item__description" title={description}>
            {description}
          </span>
        ) : null}
      </span>
      {tag ? <span className="portico-list-item__tag">{tag}</span> : null}
    </button>
  );
}
