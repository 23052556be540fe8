import type { ComponentType, ReactNode } from 'react';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual, useKitSelector } from '../../store/react/kitHooks';
import { pluginsSlice } from '../../store/slices/pluginsSlice';
import { useT } from '../i18n/useT';
import { ViewMessage } from '../primitives/ViewMessage';
import { CORE_VIEW_COMPONENTS, LazyPluginView } from '../views/coreViewComponents';
import { ViewErrorBoundary } from './ViewErrorBoundary';

const selectRoute = (s: RootState) => {
  const view = s.modal.history.at(-1)?.view ?? 'Connect';
  return {
    view,
    depth: s.modal.history.length,
    direction: s.modal.direction,
    plugin: pluginsSlice.selectors.selectPluginForView(s, view),
  };
};

/**
 * The router outlet: the current view of the history, as a core view component, a plugin's view
 * (loaded on first use), or a clear message when the view's plugin is switched off. Each view change remounts the
 * wrapper so its enter animation runs in the history's direction (next / prev).
 */
export function ModalRouter() {
  const t = useT();
  const { view, depth, direction, plugin } = useKitSelector(selectRoute, shallowEqual);
  const Core = (CORE_VIEW_COMPONENTS as Partial<Record<string, ComponentType>>)[view];
  let body: ReactNode;
  if (Core) body = <Core />;
  else if (plugin) body = <LazyPluginView plugin={plugin} view={view} />;
  // A view no registered plugin serves: its plugin is switched off (typed code cannot name any other).
  else body = <ViewMessage message={t('modal.featureOff')} hint={t('modal.featureOffHint')} />;
  return (
    <div key={`${depth}:${view}`} className="portico-modal__view" data-direction={direction} data-view={view}>
      <ViewErrorBoundary
        fallback={(retry) => (
          <ViewMessage
            tone="error"
            message={t('modal.viewCrashed')}
            action={{ label: t('modal.retry'), onClick: retry }}
          />
        )}
      >
        {body}
      </ViewErrorBoundary>
    </div>
  );
}
