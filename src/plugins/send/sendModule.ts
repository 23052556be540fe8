import type { PluginModule } from '../definePlugin';
import { withSendEndpoints } from './sendEndpoints';
import { startSendListeners } from './sendListeners';
import { sendSlice } from './sendSlice';
import { sendStrings } from './sendStrings';

/**
 * The lazy core chunk of the send plugin (no React): its state, the name endpoint, the listener that
 * clears the form on a network switch, and the strings of its views (views/sendViews.ts load apart).
 */
const sendModule: PluginModule = {
  slices: [sendSlice],
  injectEndpoints: (api) => void withSendEndpoints(api),
  listeners: (startListening, context) => startSendListeners(startListening, context),
  strings: { en: sendStrings },
};

export default sendModule;
