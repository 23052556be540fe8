import { definePlugin, type PluginLoginViewOf, type PluginViewOf } from '../definePlugin';

/** E-mail login for the embedded wallet (VERIFY_DEVICE / VERIFY_OTP / CONNECT steps). */
export const emailPlugin = definePlugin({
  name: 'email',
  feature: 'email',
  views: [
    'EmailVerifyOtp',
    'EmailVerifyDevice',
    'UpdateEmailWallet',
    'UpdateEmailPrimaryOtp',
    'UpdateEmailSecondaryOtp',
  ],
  // The login's steps are part of the connect flow; the address update (a signed-in user's) is not.
  loginViews: ['EmailVerifyOtp', 'EmailVerifyDevice'],
  load: () => import('./emailModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    email: PluginViewOf<typeof emailPlugin>;
  }
  interface PluginLoginViewNames {
    email: PluginLoginViewOf<typeof emailPlugin>;
  }
}
