import { type CSSProperties, type LiHTMLAttributes, type ReactNode, useId } from 'react';

// Styled inline, from the theme's custom properties only: a primitive stays a file of its own, with no
// stylesheet for the shell to register, and inline rules are not undone by the kit root's reset.
const ROW: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 56,
  padding: '8px 12px',
  margin: 0,
  listStyle: 'none',
  background: 'var(--portico-color-surface)',
  borderRadius: 'var(--portico-radius-md)',
};
const IMAGE: CSSProperties = { display: 'inline-flex', flex: 'none' };
const TEXT: CSSProperties = { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: 2 };
const HEADING: CSSProperties = { display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 };
// A long title gives way to its tag (ellipsis, the whole title in its tooltip); the tag never shrinks.
const TITLE: CSSProperties = {
  fontWeight: 600,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const TAG: CSSProperties = { flex: 'none', whiteSpace: 'nowrap' };
const ERROR: CSSProperties = { color: 'var(--portico-color-error)' };
const SMALL: CSSProperties = {
  fontSize: 'var(--portico-font-size-xs)',
  color: 'var(--portico-color-fg-muted)',
};
const DESCRIPTION: CSSProperties = {
  ...SMALL,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const END: CSSProperties = {
  ...SMALL,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: 2,
  flex: 'none',
};

/** A short status label beside a row's title ("Failed", "Pending"). */
export interface ListRowTag {
  label: string;
  tone?: 'neutral' | 'error';
}

/** Props of `ListRow`: an `<li>` with an image, a title and optional tag, description, meta and action. */
export interface ListRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  /** Decorative: the row's name comes from its text. */
  image: ReactNode;
  title: string;
  tag?: ListRowTag | undefined;
  /** Second line under the title (amounts, a note). */
  description?: ReactNode;
  /** Small text at the end of the row (a time). */
  meta?: ReactNode;
  /** A control at the end of the row (a link); it keeps its own accessible name. */
  action?: ReactNode;
}

/**
 * A read-only row of a list (unlike `ListItem`, not a button). The item is named by its title, tag,
 * description and meta, so a screen reader's list navigation reads the whole row in one go.
 */
export function ListRow({
  image,
  title,
  tag,
  description,
  meta,
  action,
  className,
  style,
  ...rest
}: ListRowProps) {
  const id = useId();
  const part = (name: string, present: unknown) => (present ? [`${id}-${name}`] : []);
  const labelledBy = [
    ...part('title', true),
    ...part('tag', tag),
    ...part('description', description),
    ...part('meta', meta),
  ].join(' ');
  const tone = tag?.tone ?? 'neutral';
  return (
    <li
      {...rest}
      className={['portico-list-row', className].filter(Boolean).join(' ')}
      style={{ ...ROW, ...style }}
      aria-labelledby={labelledBy}
    >
      <span style={IMAGE} aria-hidden="true">
        {image}
      </span>
      <span style={TEXT}>
        <span style={HEADING}>
          <span id={`${id}-title`} style={TITLE} title={title}>
            {title}
          </span>
          {tag ? (
            <span
              id={`${id}-tag`}
              className={`portico-list-item__tag portico-list-row__tag--${tone}`}
              style={tone === 'error' ? { ...TAG, ...ERROR } : TAG}
            >
              {tag.label}
            </span>
          ) : null}
        </span>
        {description ? (
          <span
            id={`${id}-description`}
            style={DESCRIPTION}
            title={typeof description === 'string' ? description : undefined}
          >
            {description}
          </span>
        ) : null}
      </span>
      {meta || action ? (
        <span className="portico-list-row__end" style={END}>
          {meta ? <span id={`${id}-meta`}>{meta}</span> : null}
          {action}
        </span>
      ) : null}
    </li>
  );
}
