import type { PluginModule } from '../definePlugin';
import { socialsSlice } from './socialsSlice';

/** The lazy chunk of the socials plugin. */
const socialsModule: PluginModule = {
  slices: [socialsSlice],
};

export default socialsModule;
