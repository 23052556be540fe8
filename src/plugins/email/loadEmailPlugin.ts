import { emailPlugin } from './emailPlugin';

/** What `loadEmailPlugin` needs of a kit (an `AppKit` has it). */
export interface EmailPluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the email plugin into `kit` (its slice and strings) and returns its thunks and selectors, for a
 * host that runs the e-mail login or update without the modal (docs/plugins/email.md). The thunks stay
 * in the plugin's lazy chunk: nothing of them is in the page until this is called.
 */
export async function loadEmailPlugin(kit: EmailPluginKit) {
  await kit.plugins.load(emailPlugin.name);
  const [login, update, slice] = await Promise.all([
    import('./emailLogin'),
    import('./emailUpdate'),
    import('./emailSlice'),
  ]);
  return {
    connectEmail: login.connectEmail,
    resendEmailCode: login.resendEmailCode,
    connectEmailDevice: login.connectEmailDevice,
    connectEmailSession: login.connectEmailSession,
    verifyEmailOtp: login.verifyEmailOtp,
    updateEmail: update.updateEmail,
    verifyUpdateEmailPrimaryOtp: update.verifyUpdateEmailPrimaryOtp,
    verifyUpdateEmailSecondaryOtp: update.verifyUpdateEmailSecondaryOtp,
    emailFlowCancelled: slice.emailFlowCancelled,
    selectEmail: slice.selectEmail,
  };
}

/** The thunks and selectors `loadEmailPlugin` resolves with. */
export type EmailPluginApi = Awaited<ReturnType<typeof loadEmailPlugin>>;
