import { definePlugin, type PluginViewOf } from '../definePlugin';

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
  load: () => import('./emailModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    email: PluginViewOf<typeof emailPlugin>;
  }
}
