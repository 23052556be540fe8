import type { PluginModule } from '../definePlugin';
import { onrampSlice } from './onrampSlice';

/** The lazy chunk of the onramp plugin. */
const onrampModule: PluginModule = {
  slices: [onrampSlice],
};

export default onrampModule;
