/** EIP-6963 provider info: a page-unique uuid plus the wallet's name, icon and reverse-DNS id. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/**
 * Announces an EIP-1193 provider through EIP-6963: once now, and again whenever a dapp asks with
 * `eip6963:requestProvider` (a dapp that loads after us would otherwise never hear of it).
 * Returns a function that stops answering requests.
 */
export function announceProvider(
  info: Omit<Eip6963ProviderInfo, 'uuid'>,
  provider: unknown,
  target: Window = window,
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ uuid: randomUuid(), ...info }), provider });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}

// crypto.randomUUID exists only in secure contexts; the demo may be opened over a LAN address.
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
