import type { RootState } from '../../store/createKitStore';
import { useKitSelector } from '../../store/react/kitHooks';
import { findNetwork } from '../hooks/useAppKitNetwork';
import { useTranslate } from '../i18n/useTranslate';
import { type ButtonSize, KitButtonShell } from './KitButtonShell';
import { withPageKit } from './withPageKit';

/** Props of `NetworkButton`. */
export interface NetworkButtonProps {
  size?: ButtonSize;
  /** Greys the button out and ignores clicks (AppKit's `disabled`). */
  disabled?: boolean;
  className?: string;
}

const selectNetworkName = (s: RootState) => findNetwork(s, s.chains.activeCaipNetworkId)?.name;

/**
 * Shows the active network's name and opens the Networks view; flags a network the app does not
 * support. Needs no provider.
 */
export const NetworkButton = /* @__PURE__ */ withPageKit(NetworkButtonView, 'NetworkButton');

function NetworkButtonView({ size = 'md', disabled = false, className }: NetworkButtonProps) {
  const t = useTranslate();
  const name = useKitSelector(selectNetworkName);
  return (
    <KitButtonShell
      component="NetworkButton"
      view="Networks"
      testId="portico-network-button"
      size={size}
      disabled={disabled}
      title={name ? t('button.network', { name }) : undefined}
      className={className}
    >
      <span className="portico-kit-network-dot" data-supported={name ? 'true' : 'false'} aria-hidden="true" />
      {name ?? t('button.networkUnknown')}
    </KitButtonShell>
  );
}
