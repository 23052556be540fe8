import type { ReactNode } from 'react';
import type { OpenParameters } from '../../kit/openView';
import { ThemeRoot } from '../theme/ThemeRoot';
import { useKit } from './KitContext';
import { openFromButton } from './openFromButton';
import { usePreloadModal } from './usePreloadModal';

/** Sizes of the kit buttons. */
export type ButtonSize = 'sm' | 'md';

/** What the kit buttons (Connect, Network, Account, Wallet) have in common. */
export interface KitButtonShellProps {
  /** The public component's name, for the "no AppKitProvider" error. */
  component: string;
  /** The view a click opens (unless `onPress` says what a click does). */
  view: NonNullable<OpenParameters['view']>;
  /** What a click does instead of opening `view` (the wallet button connects its wallet). */
  onPress?: () => void;
  testId: string;
  size: ButtonSize;
  variant?: 'accent' | 'account';
  busy?: boolean;
  disabled: boolean;
  title?: string;
  className?: string;
  children: ReactNode;
}

/**
 * One shell for the kit buttons: the themed root, the shared class and data attributes, the modal
 * preload on hover or focus, and the click that opens a view (a failed open is logged, never thrown
 * into React). A busy button is disabled and says so with `aria-busy`.
 */
export function KitButtonShell({
  component,
  view,
  onPress,
  testId,
  size,
  variant,
  busy = false,
  disabled,
  title,
  className,
  children,
}: KitButtonShellProps) {
  const kit = useKit(component);
  const preload = usePreloadModal(view);
  return (
    <ThemeRoot as="span" className="portico-kit-button-root">
      <button
        type="button"
        className={className ? `portico-kit-button ${className}` : 'portico-kit-button'}
        data-size={size}
        data-variant={variant}
        data-testid={testId}
        aria-busy={busy || undefined}
        disabled={busy || disabled}
        title={title}
        {...preload}
        onClick={onPress ?? (() => openFromButton(kit, view))}
      >
        {children}
      </button>
    </ThemeRoot>
  );
}
