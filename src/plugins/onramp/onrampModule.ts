import type { PluginModule } from '../definePlugin';
import { withOnrampEndpoints } from './onrampEndpoints';
import { startOnrampListeners } from './onrampListeners';
import { onrampSlice } from './onrampSlice';
import { onrampStrings } from './onrampStrings';

/**
 * The lazy core chunk of the onramp plugin (no React): its state, the on-ramp endpoints, the
 * listeners that quote while typing and reset on a new network or account, and the strings of its
 * views (views/ load apart).
 */
const onrampModule: PluginModule = {
  slices: [onrampSlice],
  injectEndpoints: (api) => void withOnrampEndpoints(api),
  listeners: (startListening, context) => startOnrampListeners(startListening, context),
  strings: { en: onrampStrings },
};

export default onrampModule;
