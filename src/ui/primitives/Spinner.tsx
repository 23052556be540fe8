/** Props of `Spinner`. */
export interface SpinnerProps {
  /** What is loading, read out by screen readers ("Loading wallets"). */
  label: string;
  size?: 'small' | 'medium';
}

/** A loading indicator announced politely through `role="status"`. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  return (
    <div role="status" className={`portico-spinner portico-spinner--${size}`}>
      <span className="portico-spinner__ring" aria-hidden="true" />
      <span className="portico-visually-hidden">{label}</span>
    </div>
  );
}
