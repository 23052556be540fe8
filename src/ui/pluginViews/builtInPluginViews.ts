import type { ComponentType } from 'react';

/** A chunk of built-in plugin views: view name -> component. */
export type PluginViewChunk = Record<string, ComponentType>;

/** Where the UI finds the React view of a built-in plugin: the plugin and its view chunk. */
export interface BuiltInPluginView {
  plugin: string;
  load(): Promise<PluginViewChunk>;
}

// Plugins may not import React or src/ui (DESIGN §1), so the built-in plugins' views live in the UI
// layer and are found here. Each plugin's views are one lazy chunk, fetched after its state chunk.
const email = () => import('./email/emailViews').then((m) => m.emailViews);
const socials = () => import('./socials/socialsViews').then((m) => m.socialsViews);

/** The views of the built-in plugins, by view name. */
export const BUILT_IN_PLUGIN_VIEWS: Readonly<Record<string, BuiltInPluginView>> = {
  EmailVerifyOtp: { plugin: 'email', load: email },
  EmailVerifyDevice: { plugin: 'email', load: email },
  UpdateEmailWallet: { plugin: 'email', load: email },
  UpdateEmailPrimaryOtp: { plugin: 'email', load: email },
  UpdateEmailSecondaryOtp: { plugin: 'email', load: email },
  ConnectSocials: { plugin: 'socials', load: socials },
  ConnectingSocial: { plugin: 'socials', load: socials },
  ConnectingFarcaster: { plugin: 'socials', load: socials },
};
