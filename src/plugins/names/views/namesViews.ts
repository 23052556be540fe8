import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { namesPlugin } from '../namesPlugin';
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView';
import { RegisterAccountNameView } from './RegisterAccountNameView';

/** The names plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof namesPlugin>, PluginViewsModule['views'][string]> = {
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
};
