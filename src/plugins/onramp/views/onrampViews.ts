import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { onrampPlugin } from '../onrampPlugin';
import { BuyInProgressView } from './BuyInProgressView';
import { OnRampProvidersView } from './OnRampProvidersView';

/** The onramp plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof onrampPlugin>, PluginViewsModule['views'][string]> = {
  OnRampProviders: OnRampProvidersView,
  BuyInProgress: BuyInProgressView,
};
