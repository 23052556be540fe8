/** The `code` of every error answer; the HTTP status says the class, the code says which case. */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'UNSUPPORTED_CHAIN'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAUTHORIZED'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'NO_LIQUIDITY'
  | 'WOULD_REVERT'
  | 'INTERNAL';

/** Thrown by routes and the router; answered as `{ error: { code, message } }` with `status`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly headers: Record<string, string>;

  constructor(status: number, code: ApiErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** 400 BAD_REQUEST. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, 'BAD_REQUEST', message);
}

/** 400 UNSUPPORTED_CHAIN: the chain is well formed but not one this API serves. */
export function unsupportedChain(message: string): ApiError {
  return new ApiError(400, 'UNSUPPORTED_CHAIN', message);
}

/** 404 NOT_FOUND. */
export function notFound(message: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

/** 429 TOO_MANY_REQUESTS with `Retry-After` (whole seconds until the limit lets the client in again). */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'TOO_MANY_REQUESTS', message, { 'retry-after': String(retryAfterSeconds) });
}
