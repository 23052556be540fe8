/** Service id of the login methods the host switched on explicitly in `createAppKit({ features })`. */
export const LOGIN_REQUEST_SERVICE_ID = 'loginRequest';

/**
 * Which login entries the host asked for by name. E-mail and social entries are shown only when an
 * embedded wallet is registered (it is what serves them) or when the host asked for them here.
 */
export interface LoginRequest {
  email: boolean;
  socials: boolean;
}
