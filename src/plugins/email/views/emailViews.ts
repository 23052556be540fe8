import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { emailPlugin } from '../emailPlugin';
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView';
import { EmailVerifyOtpView } from './EmailVerifyOtpView';
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpViews';
import { UpdateEmailWalletView } from './UpdateEmailWalletView';

/** The email plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof emailPlugin>, PluginViewsModule['views'][string]> = {
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
};
