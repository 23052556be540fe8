// Base64 for wallet wire formats (Solana transactions travel as base64). btoa/atob exist in browsers
// and Node >= 16, so no dependency is needed.

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Bytes to base64. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64 to bytes, or null when the value is not non-empty base64 text. */
export function fromBase64(value: unknown): Uint8Array | null {
  if (typeof value !== 'string' || value.length === 0 || !BASE64.test(value)) return null;
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
}
