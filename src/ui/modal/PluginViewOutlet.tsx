import { type ComponentType, useCallback, useEffect } from 'react';
import { useKitSelector } from '../hooks/useKitSelector';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';
import { ViewMessage } from './ViewMessage';

/** Props of `PluginViewOutlet`. */
export interface PluginViewOutletProps {
  plugin: string;
  view: string;
}

/**
 * Renders a view a plugin serves: asks the runtime to load the plugin if nobody has yet, shows a
 * spinner while its chunk is in flight and an error with Retry when it failed; never a blank body.
 */
export function PluginViewOutlet({ plugin, view }: PluginViewOutletProps) {
  const kit = useKit('AppKitModal');
  const t = useT();
  const status = useKitSelector((s) => s.plugins[plugin]?.status);
  // Failures are recorded in the plugins slice by the runtime; the rejection itself carries nothing more.
  const load = useCallback(() => void kit.plugins.load(plugin).catch(() => undefined), [kit, plugin]);

  useEffect(() => {
    if (status === 'registered') load();
  }, [status, load]);

  if (status === 'failed') {
    return (
      <ViewMessage
        tone="error"
        message={t('modal.viewFailed')}
        action={{ label: t('modal.retry'), onClick: load }}
      />
    );
  }
  if (status !== 'loaded') return <ViewMessage busy message={t('modal.loadingView')} />;
  const View = kit.plugins.getView(view) as ComponentType | undefined;
  if (!View) return <ViewMessage tone="error" message={t('modal.unknownView', { view })} />;
  return <View />;
}
