/**
 * The social and Farcaster login's views: the descriptor's `views` and `loginViews` (all of them are
 * part of the kit's connect flow), and the views whose leaving ends a running flow (socialsSlice).
 * Declared once, so a renamed view is a compile error in the slice, not a modal left open after login.
 */
export const SOCIALS_LOGIN_VIEWS = ['ConnectSocials', 'ConnectingSocial', 'ConnectingFarcaster'] as const;

/** One of the socials plugin's views. */
export type SocialsLoginView = (typeof SOCIALS_LOGIN_VIEWS)[number];
