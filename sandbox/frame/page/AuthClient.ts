// The frame page's view of the auth service (same origin in the browser; a base URL in Node tests).

/** The signed-in user without secrets. */
export interface AuthUser {
  email: string | null;
  userName: string | null;
  evmAddress: string;
  solanaAddress: string;
}

/** Secret keys, held only in the frame page's memory. */
export interface AuthKeys {
  evmPrivateKey: `0x${string}`;
  solanaSeed: string;
}

/** Calls of the auth JSON API; `token` is the session token, kept by the frame in its own storage. */
export interface AuthClient {
  startEmail(email: string, deviceId: string): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>;
  deviceApproved(email: string, deviceId: string): Promise<{ approved: boolean }>;
  verifyEmail(email: string, deviceId: string, otp: string): Promise<{ token: string }>;
  session(token: string): Promise<{ user: AuthUser } | undefined>;
  keys(token: string): Promise<AuthKeys>;
  signOut(token: string): Promise<void>;
  startSocial(provider: string, redirectUri: string): Promise<{ uri: string }>;
  finishSocial(uri: string, deviceId: string): Promise<{ token: string }>;
  startFarcaster(): Promise<{ id: string; url: string }>;
  finishFarcaster(id: string, deviceId: string): Promise<{ token?: string; userName?: string }>;
  startEmailUpdate(
    token: string,
    email: string,
  ): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>;
  verifyEmailUpdatePrimary(token: string, otp: string): Promise<void>;
  verifyEmailUpdateSecondary(token: string, otp: string): Promise<{ newEmail: string }>;
}

/** The embedding a frame page serves: its sessions belong to this pair only (issue 12 item 1). */
export interface AuthBinding {
  parentOrigin: string;
  projectId: string;
}

/**
 * An AuthClient over HTTP for one embedding (sent as x-portico-parent-origin / x-portico-project-id);
 * an answer other than 2xx rejects with the service's message.
 */
export function createHttpAuthClient(
  baseUrl: string,
  binding: AuthBinding,
  fetchImpl: typeof fetch = fetch,
): AuthClient {
  const bindingHeaders = {
    'x-portico-parent-origin': binding.parentOrigin,
    'x-portico-project-id': binding.projectId,
  };
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...bindingHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => ({}))) as { error?: string };
    if (!response.ok) throw new Error(json.error ?? `The auth service answered ${response.status}`);
    return json as T;
  };
  return {
    startEmail: (email, deviceId) => call('POST', '/auth/email/start', { email, deviceId }),
    deviceApproved: (email, deviceId) => call('POST', '/auth/device/status', { email, deviceId }),
    verifyEmail: (email, deviceId, otp) => call('POST', '/auth/email/verify', { email, deviceId, otp }),
    session: async (token) => {
      const response = await fetchImpl(`${baseUrl}/auth/session`, {
        headers: { authorization: `Bearer ${token}`, ...bindingHeaders },
      });
      if (response.status === 401) return undefined;
      if (!response.ok) throw new Error(`The auth service answered ${response.status}`);
      return (await response.json()) as { user: AuthUser };
    },
    keys: (token) => call('GET', '/auth/keys', undefined, token),
    signOut: async (token) => {
      await call('POST', '/auth/sign-out', {}, token);
    },
    startSocial: (provider, redirectUri) => call('POST', '/auth/social/start', { provider, redirectUri }),
    finishSocial: (uri, deviceId) => call('POST', '/auth/social/finish', { uri, deviceId }),
    startFarcaster: () => call('POST', '/auth/farcaster/start', {}),
    finishFarcaster: (id, deviceId) => call('POST', '/auth/farcaster/finish', { id, deviceId }),
    startEmailUpdate: (token, email) => call('POST', '/auth/email/update', { email }, token),
    verifyEmailUpdatePrimary: async (token, otp) => {
      await call('POST', '/auth/email/update/primary', { otp }, token);
    },
    verifyEmailUpdateSecondary: (token, otp) => call('POST', '/auth/email/update/secondary', { otp }, token),
  };
}
