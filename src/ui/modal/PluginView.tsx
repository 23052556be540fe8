import { useCallback, useEffect } from 'react';
import { useKitSelector } from '../../store/react/kitHooks';
import { useT } from '../i18n/useT';
import { ViewMessage } from '../primitives/ViewMessage';
import { useKit } from '../react/KitContext';
import { usePluginViews } from './usePluginViews';

/** Props of `PluginView`. */
export interface PluginViewProps {
  plugin: string;
  view: string;
}

/**
 * Shows a view a plugin serves, wherever it is placed: as the router's current view, or inside a core
 * view (the Account's Activity tab). Loads the plugin's core chunk, then its React half; a spinner
 * while either is in flight, a message with Retry when one failed, and a clear message when the
 * plugin is switched off. Never a blank body, never "Unknown view".
 */
export function PluginView({ plugin, view }: PluginViewProps) {
  const kit = useKit('PluginView');
  const t = useT();
  const status = useKitSelector((s) => s.plugins[plugin]?.status);
  // Failures are recorded in the plugins slice by the runtime; the rejection itself carries nothing more.
  const load = useCallback(() => void kit.plugins.load(plugin).catch(() => undefined), [kit, plugin]);
  const views = usePluginViews(plugin, status === 'loaded');

  useEffect(() => {
    if (status === 'registered') load();
  }, [status, load]);

  if (status === undefined) {
    return <ViewMessage message={t('modal.featureOff')} hint={t('modal.featureOffHint')} />;
  }
  const failed = (retry: () => void) => (
    <ViewMessage
      tone="error"
      message={t('modal.viewFailed')}
      action={{ label: t('modal.retry'), onClick: retry }}
    />
  );
  if (status === 'failed') return failed(load);
  if (views.state.status === 'failed') return failed(views.retry);
  // A view renders only once its plugin's core half is in (its slice, endpoints and strings).
  const Component =
    status === 'loaded' && views.state.status === 'ready' ? views.state.views[view] : undefined;
  if (Component) return <Component />;
  if (status === 'loaded' && views.state.status !== 'loading') {
    // The plugin loaded but brings no component for this view: a plugin bug, said plainly.
    return <ViewMessage tone="error" message={t('modal.viewMissing')} hint={t('modal.featureOffHint')} />;
  }
  return <ViewMessage busy message={t('modal.loadingView')} />;
}
