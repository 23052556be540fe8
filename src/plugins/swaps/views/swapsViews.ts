import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { swapsPlugin } from '../swapsPlugin';
import { SwapPreviewView } from './SwapPreviewView';
import { SwapSelectTokenView } from './SwapSelectTokenView';
import { SwapView } from './SwapView';

/** The swaps plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof swapsPlugin>, PluginViewsModule['views'][string]> = {
  Swap: SwapView,
  SwapSelectToken: SwapSelectTokenView,
  SwapPreview: SwapPreviewView,
};
