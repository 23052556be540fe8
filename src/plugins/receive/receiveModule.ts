import type { PluginModule } from '../definePlugin';
import { startReceiveListeners } from './receiveListeners';
import { receiveSlice } from './receiveSlice';
import { receiveStrings } from './receiveStrings';

/**
 * The lazy core chunk of the receive plugin (no React): its state, the listeners that clear the copy
 * confirmation and start over on an account change, and the strings of its view. Its React view
 * (views/receiveViews.ts) loads in a chunk of its own through `portico/react`.
 */
const receiveModule: PluginModule = {
  slices: [receiveSlice],
  listeners: startReceiveListeners,
  strings: { en: receiveStrings },
};

export default receiveModule;
