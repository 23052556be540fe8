import type { AllWalletsMode } from '../../../store/slices/optionsSlice';

// The breakpoint at which the modal becomes a bottom sheet (modalCss): what the kit treats as a phone.
const PHONE_QUERY = '(max-width: 430px)';

/**
 * Whether the All Wallets entry shows under AppKit's `allWallets` option: always ('SHOW'), never
 * ('HIDE'), or on a phone-sized screen only ('ONLY_MOBILE'; never during server rendering).
 */
export function showAllWallets(
  mode: AllWalletsMode,
  view: Pick<Window, 'matchMedia'> | undefined = globalThis.window,
): boolean {
  if (mode === 'SHOW') return true;
  if (mode === 'HIDE') return false;
  return typeof view?.matchMedia === 'function' && view.matchMedia(PHONE_QUERY).matches;
}
