// English strings of the socials plugin's views, prefixed with `socials.` when the plugin loads.
// Provider names (`social.google`) and "Continue with {name}" come from the core view strings.

/** Every visible (or screen-reader) string of the social login views, in English. */
export const socialsStrings: Record<string, string> = {
  'view.ConnectingSocial.title': 'Social Login',
  'view.ConnectingFarcaster.title': 'Farcaster',
  'view.ConnectSocials.title': 'All Socials',

  continueIn: 'Continue in {name}',
  popupHint: 'Sign in with {name} in the window that opened. This window continues by itself.',
  opening: 'Opening {name}',
  waiting: 'Waiting for {name}',
  connecting: 'Signing in with {name}',
  blockedTitle: 'The {name} window was blocked',
  blockedDescription: 'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  closedTitle: 'The {name} window was closed',
  closedDescription: 'Sign-in was not completed. Try again when you are ready.',
  failedTitle: 'Sign-in with {name} failed',
  unknownProvider: 'This social login is not supported.',
  unknownProviderHint: 'Go back and choose another way to connect.',
  unavailable: 'Social login is not available in this app.',
  unavailableHint: 'Go back and choose another way to connect.',
  farcasterTitle: 'Scan with your phone',
  farcasterDescription: 'Scan this QR code with your phone, or open the link, to sign in with Farcaster.',
  farcasterQrLabel: 'Farcaster sign-in QR code',
  farcasterLoading: 'Preparing the QR code',
  farcasterOpen: 'Open link',
  farcasterCopy: 'Copy link',
  farcasterCopied: 'Link copied',
  farcasterWaiting: 'Waiting for Farcaster',
  farcasterConnecting: 'Signing in with Farcaster',
  farcasterFailedTitle: 'Sign-in with Farcaster failed',
  listLabel: 'Social logins',
  empty: 'No social logins are configured.',
};
