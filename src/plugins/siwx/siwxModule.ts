import type { PluginModule } from '../definePlugin';
import { startSiwxListeners } from './siwxListeners';
import { siwxSlice } from './siwxSlice';
import { siwxStrings } from './siwxStrings';

/**
 * The lazy core chunk of the SIWX plugin (no React): its state, whose sessions are persisted under
 * the kit's `@appkit/…/siwx` key, the listener that checks the session after connect, and its strings.
 */
const siwxModule: PluginModule = {
  slices: [{ slice: siwxSlice, persist: { version: 1, whitelist: ['sessions'] } }],
  listeners: (startListening) => startSiwxListeners(startListening),
  strings: { en: siwxStrings },
};

export default siwxModule;
