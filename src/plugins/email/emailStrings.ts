// English strings of the email plugin's views. The runtime prefixes them with `email.` when the
// plugin loads, so they reach the views (and the header's `email.view.{View}.title`) through useT.

/** Every visible (or screen-reader) string of the e-mail views, in English. */
export const emailStrings: Record<string, string> = {
  'view.EmailVerifyOtp.title': 'Confirm E-mail',
  'view.EmailVerifyDevice.title': 'Register Device',
  'view.UpdateEmailWallet.title': 'Edit E-mail',
  'view.UpdateEmailPrimaryOtp.title': 'Confirm Current E-mail',
  'view.UpdateEmailSecondaryOtp.title': 'Confirm New E-mail',

  sending: 'Sending a code to {email}',
  codeSentTo: 'Enter the code we sent to {email}',
  codeLabel: 'One-time code',
  codeIncomplete: 'Enter all 6 digits of the code.',
  verify: 'Verify',
  verifying: 'Checking the code',
  connecting: 'Signing in',
  resend: 'Resend code',
  resent: 'A new code is on its way.',
  noEmail: 'No e-mail address was given.',
  noEmailHint: 'Go back and enter your e-mail address.',
  unavailable: 'E-mail login is not available in this app.',
  unavailableHint: 'Go back and choose another way to connect.',
  deviceTitle: 'Approve this device',
  deviceDescription:
    'We sent a link to {email}. Open it to approve this browser; this window continues by itself.',
  deviceWaiting: 'Waiting for the device approval',
  updateLabel: 'New e-mail address',
  updateDescription: 'Enter the e-mail address you want to use from now on.',
  updateSubmit: 'Continue',
  updateInvalid: 'Enter a valid e-mail address.',
  updateSame: 'This is already your e-mail address.',
  updateSending: 'Requesting the confirmation codes',
  primaryDescription: 'Enter the code we sent to your current e-mail address.',
  secondaryDescription: 'Enter the code we sent to {email}.',
  updated: 'E-mail updated to {email}',
};
