import type { CaipNetworkId } from '../namespaces';

// Kit identity and defaults of SPEC §3 and §9.

/** SDK type sent with API calls, analytics and the frame's dapp data. */
export const SDK_TYPE = 'portico';

/** Protocol major version (SPEC §9 "Default SDK version 4"), independent of the npm package version. */
export const DEFAULT_SDK_VERSION = 4;

// It tracks the protocol version, not the npm package version, so the API and frame see a stable value.
/** The SDK version string sent as `sv` / `sdkVersion`: `<sdkType>-<major>.<minor>.<patch>`. */
export const SDK_VERSION = `${SDK_TYPE}-${DEFAULT_SDK_VERSION}.0.0` as const;

/** Log levels, most verbose first; 'silent' turns logging off. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Log level used when the app sets none. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error';

/** Network used when the app sets none (CAIP-2). */
export const DEFAULT_CHAIN = 'eip155:1' satisfies CaipNetworkId;

/** Prefix of every persisted key (SPEC §3), kept for compatibility with stored data. */
export const STORAGE_PREFIX = '@appkit/';

/** Origin of the embedded wallet's secure frame when neither the app nor the environment sets one. */
export const FALLBACK_SECURE_SITE_ORIGIN = 'https://secure.portico.local';

/** The environment variable that overrides the secure-site origin (e.g. the sandbox frame server). */
export const SECURE_SITE_ORIGIN_ENV = 'PORTICO_SECURE_SITE_ORIGIN';

type EnvLike = Record<string, string | undefined>;

function readProcessEnv(): EnvLike | undefined {
  try {
    // `process` does not exist in browsers; a bundler may also shim it with a throwing getter.
    return (globalThis as { process?: { env?: EnvLike } }).process?.env;
  } catch {
    return undefined;
  }
}

// Only an http(s) URL is accepted and only its origin is kept, so a stray path or a typo cannot point
// the frame elsewhere.
/** The secure-site origin from `env` (process.env by default), or the fallback. */
export function resolveSecureSiteOrigin(env: EnvLike | undefined = readProcessEnv()): string {
  const raw = env?.[SECURE_SITE_ORIGIN_ENV]?.trim();
  if (!raw) return FALLBACK_SECURE_SITE_ORIGIN;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : FALLBACK_SECURE_SITE_ORIGIN;
  } catch {
    return FALLBACK_SECURE_SITE_ORIGIN;
  }
}

/** Secure-site origin resolved once at load: `PORTICO_SECURE_SITE_ORIGIN` if valid, else the fallback. */
export const DEFAULT_SECURE_SITE_ORIGIN = resolveSecureSiteOrigin();
