import type { CSSProperties } from 'react';

// Styled inline from the theme's custom properties (see ListRow), and still: no motion to turn off for
// prefers-reduced-motion, and nothing that draws the eye away from the content arriving.
const LIST: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8 };
const ROW: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 56,
  padding: '8px 12px',
  background: 'var(--portico-color-surface)',
  borderRadius: 'var(--portico-radius-md)',
};
const SHAPE: CSSProperties = { display: 'block', background: 'var(--portico-color-surface-raised)' };
const CIRCLE: CSSProperties = { ...SHAPE, width: 24, height: 24, flex: 'none', borderRadius: '50%' };
const LINES: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 6, flex: 1 };
const LINE: CSSProperties = {
  ...SHAPE,
  height: 10,
  width: '60%',
  borderRadius: 'var(--portico-radius-full)',
};
const SHORT_LINE: CSSProperties = { ...LINE, width: '35%' };

/** Props of `SkeletonRows`. */
export interface SkeletonRowsProps {
  /** What is loading, read out by screen readers ("Loading activity"). */
  label: string;
  /** How many placeholder rows to draw. */
  rows?: number;
}

/**
 * Placeholder rows shaped like a list's rows, shown while it loads so the layout does not jump when
 * the data arrives. Announced once, politely, by its label; the shapes are hidden from assistive tech.
 */
export function SkeletonRows({ label, rows = 3 }: SkeletonRowsProps) {
  const keys = Array.from({ length: Math.max(0, rows) }, (_, n) => `row-${n}`);
  return (
    <div role="status" className="portico-skeleton-rows" style={LIST}>
      <span className="portico-visually-hidden">{label}</span>
      {keys.map((key) => (
        <div key={key} style={ROW} aria-hidden="true" data-testid="portico-skeleton-row">
          <span style={CIRCLE} />
          <span style={LINES}>
            <span style={LINE} />
            <span style={SHORT_LINE} />
          </span>
        </div>
      ))}
    </div>
  );
}
