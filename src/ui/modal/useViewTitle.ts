import type { RootState } from '../../store/createKitStore';
import { shallowEqual, useKitSelector } from '../../store/react/kitHooks';
import { pluginsSlice } from '../../store/slices/pluginsSlice';
import { useT } from '../i18n/useT';

// `WalletSend` -> `Wallet Send`: a readable last resort for plugin views that bring no title string.
function humanize(view: string): string {
  return view.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

const selectTitleSource = (s: RootState) => {
  const entry = s.modal.history.at(-1);
  const view = entry?.view ?? 'Connect';
  const title = entry?.data?.title;
  return {
    view,
    dataTitle: typeof title === 'string' && title.length > 0 ? title : undefined,
    plugin: pluginsSlice.selectors.selectPluginForView(s, view),
  };
};

/**
 * The header title of the current view: the view's `data.title` when it set one, else
 * `view.{View}.title`, else the serving plugin's `{plugin}.view.{View}.title`, else the view name
 * spelled out.
 */
export function useViewTitle(): string {
  const t = useT();
  const { view, dataTitle, plugin } = useKitSelector(selectTitleSource, shallowEqual);
  if (dataTitle) return dataTitle;
  if (t.has(`view.${view}.title`)) return t(`view.${view}.title`);
  if (plugin && t.has(`${plugin}.view.${view}.title`)) return t(`${plugin}.view.${view}.title`);
  return humanize(view);
}
