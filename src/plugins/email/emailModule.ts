import type { PluginModule } from '../definePlugin';
import { emailSlice } from './emailSlice';

/** The lazy chunk of the email plugin. */
const emailModule: PluginModule = {
  slices: [emailSlice],
};

export default emailModule;
