import type { HTMLAttributes, ReactNode } from 'react';

/** Props of `Text`. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: 'title' | 'body' | 'small' | 'muted' | 'error';
  as?: 'p' | 'span' | 'h2' | 'h3' | 'div';
  children: ReactNode;
}

/** Themed text; the element (`as`) carries the meaning, the variant only the look. */
export function Text({ variant = 'body', as: Element = 'p', className, ...rest }: TextProps) {
  return (
    <Element
      {...rest}
      className={['portico-text', `portico-text--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
