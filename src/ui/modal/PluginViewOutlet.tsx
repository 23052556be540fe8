import { type ComponentType, useCallback, useEffect } from 'react';
import { useKitSelector } from '../hooks/useKitSelector';
import { useT } from '../i18n/useT';
import { useBuiltInView } from '../pluginViews/useBuiltInView';
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
 * A component the plugin itself brings wins; the built-in plugins' views (which may not live in the
 * plugins, DESIGN §1) come from the UI's own lazy view chunks once the plugin's state has loaded.
 */
export function PluginViewOutlet({ plugin, view }: PluginViewOutletProps) {
  const kit = useKit('AppKitModal');
  const t = useT();
  const status = useKitSelector((s) => s.plugins[plugin]?.status);
  // Failures are recorded in the plugins slice by the runtime; the rejection itself carries nothing more.
  const load = useCallback(() => void kit.plugins.load(plugin).catch(() => undefined), [kit, plugin]);
  const own = status === 'loaded' ? (kit.plugins.getView(view) as ComponentType | undefined) : undefined;
  const builtIn = useBuiltInView(plugin, view, status === 'loaded' && !own);

  useEffect(() => {
    if (status === 'registered') load();
  }, [status, load]);

  const failed = (retry: () => void) => (
    <ViewMessage
      tone="error"
      message={t('modal.viewFailed')}
      action={{ label: t('modal.retry'), onClick: retry }}
    />
  );
  if (status === 'failed') return failed(load);
  const loading = <ViewMessage busy message={t('modal.loadingView')} />;
  if (status !== 'loaded') return loading;
  if (own) {
    const Own = own;
    return <Own />;
  }
  if (builtIn.state.status === 'failed') return failed(builtIn.retry);
  if (builtIn.state.status === 'loading') return loading;
  if (builtIn.state.status === 'ready') {
    const { View } = builtIn.state;
    return <View />;
  }
  return <ViewMessage tone="error" message={t('modal.unknownView', { view })} />;
}
