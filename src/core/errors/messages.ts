// Alert texts of SPEC §8, verbatim (its toast texts: toasts.ts, apart because only lazy code shows or
// raises a toast, while createAppKit raises an alert). Shown, not thrown, so they are plain strings;
// the UI looks up the translated text by these keys and falls back to the English here.

/** Alert ids and their texts. Each alert is shown at most once per kit. */
export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    id: 'INVALID_APP_CONFIGURATION',
    message: 'Invalid App Configuration: this origin is not allowed for the project.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    id: 'PROJECT_ID_NOT_CONFIGURED',
    message: 'Project ID Not Configured: pass `projectId` to createAppKit().',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    id: 'SWITCH_NETWORK_NOT_FOUND',
    message: 'Switch Network Not Found: the wallet did not find the requested network.',
  },
  IFRAME_LOAD_FAILED: {
    id: 'IFRAME_LOAD_FAILED',
    message: 'Embedded Wallet Failed to Load: the secure frame did not answer in time.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    id: 'IFRAME_REQUEST_TIMEOUT',
    message: 'Embedded Wallet Request Timed Out: please try again.',
  },
  UNVERIFIED_DOMAIN: {
    id: 'UNVERIFIED_DOMAIN',
    message: 'Unverified Domain: this domain is not verified for the project.',
  },
  SESSION_EXPIRED: { id: 'SESSION_EXPIRED', message: 'Session Expired: please connect again.' },
} as const;

export type AlertId = keyof typeof ALERTS;
