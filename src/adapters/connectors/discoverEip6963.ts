import type { Eip1193Provider } from '../ChainAdapter';

// EIP-6963 multi-wallet discovery. Listens first, then asks (the EIP's MUST), never removes the
// listener while the kit lives, so a wallet that announces late still appears.

/** `info` of an EIP-6963 announcement (extra keys are ignored). */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** One announced wallet. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The announcement's detail, or undefined when it is malformed (then it is ignored). */
export function readAnnouncement(event: Event): Eip6963ProviderDetail | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Partial<Eip6963ProviderDetail> | null | undefined;
  const info = detail?.info as Partial<Eip6963ProviderInfo> | undefined;
  const provider = detail?.provider;
  if (!info || !isString(info.uuid) || !isString(info.name) || !isString(info.rdns)) return undefined;
  if (typeof provider !== 'object' || provider === null || typeof provider.request !== 'function')
    return undefined;
  // The icon MUST be a data URI; anything else is dropped (the wallet still appears, without it).
  const icon = isString(info.icon) && info.icon.startsWith('data:image/') ? info.icon : '';
  return { info: { uuid: info.uuid, name: info.name, icon, rdns: info.rdns }, provider };
}

/**
 * Starts discovery on `target` (the window). `onAnnounce` runs once per uuid, in arrival order; a
 * repeated uuid is ignored. Returns the stop function (used when the kit is destroyed).
 */
export function discoverEip6963(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>,
  onAnnounce: (detail: Eip6963ProviderDetail) => void,
): () => void {
  const seen = new Set<string>();
  const listener = (event: Event) => {
    const detail = readAnnouncement(event);
    if (!detail || seen.has(detail.info.uuid)) return;
    seen.add(detail.info.uuid);
    onAnnounce(detail);
  };
  target.addEventListener(ANNOUNCE, listener);
  target.dispatchEvent(new Event(REQUEST));
  return () => target.removeEventListener(ANNOUNCE, listener);
}
