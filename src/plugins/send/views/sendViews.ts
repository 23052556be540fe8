import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { sendPlugin } from '../sendPlugin';
import { WalletSendPreviewView } from './WalletSendPreviewView';
import { WalletSendView } from './WalletSendView';

/** The send plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof sendPlugin>, PluginViewsModule['views'][string]> = {
  WalletSend: WalletSendView,
  WalletSendPreview: WalletSendPreviewView,
};
