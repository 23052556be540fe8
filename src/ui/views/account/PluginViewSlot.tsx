import { type ComponentType, useEffect } from 'react';
import { useKitSelector } from '../../hooks/useKitSelector';
import { useT } from '../../i18n/useT';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { useKit } from '../../react/KitContext';

/** Props of `PluginViewSlot`. */
export interface PluginViewSlotProps {
  plugin: string;
  view: string;
  /** Text shown when the plugin is not registered or does not serve the view. */
  placeholder: string;
}

/**
 * Renders a plugin's view inside a core view (the Account's Activity tab): loads the plugin's chunk on
 * first use with a spinner, offers Retry if the chunk fails, and shows a placeholder otherwise.
 */
export function PluginViewSlot({ plugin, view, placeholder }: PluginViewSlotProps) {
  const t = useT();
  const kit = useKit('PluginViewSlot');
  const status = useKitSelector((s) => s.plugins[plugin]?.status);
  const load = () => void kit.plugins.load(plugin).catch(() => undefined); // failure lands in the store

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per registration
  useEffect(() => {
    if (status === 'registered') load();
  }, [status]);

  if (status === undefined) return <Text variant="muted">{placeholder}</Text>;
  if (status === 'failed') {
    return (
      <div className="portico-center">
        <Text variant="error" role="alert">
          {t('account.pluginFailed')}
        </Text>
        <Button variant="secondary" onClick={load}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (status !== 'loaded') return <Spinner label={t('account.pluginLoading')} />;
  const Component = kit.plugins.getView(view) as ComponentType | undefined;
  return Component ? <Component /> : <Text variant="muted">{placeholder}</Text>;
}
