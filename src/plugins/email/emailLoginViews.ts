/**
 * The e-mail login's steps: part of the kit's connect flow (the descriptor's `loginViews`) and the views
 * whose leaving ends the login (emailSlice). The address update (a signed-in user's) is not among them.
 */
export const EMAIL_LOGIN_VIEWS = ['EmailVerifyOtp', 'EmailVerifyDevice'] as const;
