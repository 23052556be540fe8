import type { PluginViewChunk } from '../builtInPluginViews';
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView';
import { EmailVerifyOtpView } from './EmailVerifyOtpView';
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpViews';
import { UpdateEmailWalletView } from './UpdateEmailWalletView';

/** The email plugin's views (one lazy chunk), by the view names its descriptor declares. */
export const emailViews: PluginViewChunk = {
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
};
