import { definePlugin, type PluginViewOf } from '../definePlugin';

/** Account names: reverse lookup of an account's names, suggestions, and registering a name. */
export const namesPlugin = definePlugin({
  name: 'names',
  feature: 'names',
  views: ['RegisterAccountName', 'RegisterAccountNameSuccess'],
  load: () => import('./namesModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    names: PluginViewOf<typeof namesPlugin>;
  }
}
