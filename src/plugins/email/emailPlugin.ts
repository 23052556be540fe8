import { definePlugin, type PluginLoginViewOf, type PluginViewOf } from '../definePlugin';
import { EMAIL_LOGIN_VIEWS } from './emailLoginViews';

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
  loginViews: EMAIL_LOGIN_VIEWS,
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
