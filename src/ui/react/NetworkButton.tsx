import type { RootState } from '../../store/createKitStore';
import { useKitSelector } from '../../store/react/kitHooks';
import { findNetwork } from '../hooks/useAppKitNetwork';
import { useTranslate } from '../i18n/useTranslate';
import { ThemeRoot } from '../theme/ThemeRoot';
import type { ButtonSize } from './ConnectButton';
import { useKit } from './KitContext';
import { openFromButton } from './openFromButton';
import { usePreloadModal } from './usePreloadModal';

/** Props of `NetworkButton`. */
export interface NetworkButtonProps {
  size?: ButtonSize;
  /** Greys the button out and ignores clicks (AppKit's `disabled`). */
  disabled?: boolean;
  className?: string;
}

const selectNetworkName = (s: RootState) => findNetwork(s, s.chains.activeCaipNetworkId)?.name;

/** Shows the active network's name and opens the Networks view; flags a network the app does not support. */
export function NetworkButton({ size = 'md', disabled = false, className }: NetworkButtonProps) {
  const kit = useKit('NetworkButton');
  const preload = usePreloadModal();
  const t = useTranslate();
  const name = useKitSelector(selectNetworkName);
  return (
    <ThemeRoot as="span" className="portico-kit-button-root">
      <button
        type="button"
        className={className ? `portico-kit-button ${className}` : 'portico-kit-button'}
        data-size={size}
        data-testid="portico-network-button"
        disabled={disabled}
        title={name ? t('button.network', { name }) : undefined}
        {...preload}
        onClick={() => openFromButton(kit, 'Networks')}
      >
        <span
          className="portico-kit-network-dot"
          data-supported={name ? 'true' : 'false'}
          aria-hidden="true"
        />
        {name ?? t('button.networkUnknown')}
      </button>
    </ThemeRoot>
  );
}
