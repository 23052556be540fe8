import { useCallback, useEffect, useRef, useState } from 'react';
import { PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_REFRESH_MS } from '../../core/constants/time';
import { WALLETCONNECT_TIMING } from '../../core/constants/walletConnect';
import { useKitSelector } from '../../store/react/kitHooks';
import { getWalletConnectService } from '../../store/services/kitServices';
import { connectionSlice, isPairingExpired } from '../../store/slices/connectionSlice';
import { useKit } from '../react/KitContext';

/** What the WalletConnect views show: a URI, a pairing being made, or why there is none. */
export type PairingState =
  | { status: 'loading' }
  | { status: 'ready'; uri: string }
  | { status: 'error'; reason: 'unavailable' | 'failed' };

/**
 * Keeps a fresh WalletConnect pairing URI while a view shows it: reuses the stored one while it is
 * valid, creates one through the `walletconnect` service otherwise, and replaces it every
 * PAIRING_REFRESH_MS (and at the latest when 10 s or less are left, SPEC §9). The old URI stays on
 * screen while its replacement is made; an expired one never shows.
 */
export function useWalletConnectPairing(): { state: PairingState; retry: () => void } {
  const kit = useKit('useWalletConnectPairing');
  const walletConnect = useKitSelector((s) => s.connection.walletConnect);
  const [failure, setFailure] = useState<'unavailable' | 'failed' | null>(null);
  const pending = useRef(false);
  const valid = walletConnect.uri !== undefined && !isPairingExpired(walletConnect, Date.now());

  const createPairing = useCallback(() => {
    if (pending.current) return;
    const service = getWalletConnectService(kit.services);
    if (!service) {
      setFailure('unavailable');
      return;
    }
    pending.current = true;
    setFailure(null);
    service
      .createPairing()
      .then(({ uri }) => {
        // A pairing without a URI cannot be shown as a QR code: the same Retry as a failed one.
        if (typeof uri !== 'string' || uri.length === 0) return setFailure('failed');
        kit.store.dispatch(connectionSlice.actions.walletConnectUriSet({ uri, now: Date.now() }));
      })
      .catch(() => setFailure('failed'))
      .finally(() => {
        pending.current = false;
      });
  }, [kit]);

  // No valid pairing (none yet, or it expired): make one, unless the last attempt failed (then Retry).
  useEffect(() => {
    if (!valid && !failure) createPairing();
  }, [valid, failure, createPairing]);

  // Replace the URI in use before it expires.
  useEffect(() => {
    const expiry = walletConnect.pairingExpiry;
    if (!valid || expiry === undefined) return;
    const setAt = expiry - WALLETCONNECT_TIMING.proposalTtlMs;
    const due = Math.min(setAt + PAIRING_REFRESH_MS, expiry - PAIRING_EXPIRY_THRESHOLD_MS);
    const timer = setTimeout(createPairing, Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [valid, walletConnect.pairingExpiry, createPairing]);

  const retry = () => {
    setFailure(null);
    createPairing();
  };
  if (failure) return { state: { status: 'error', reason: failure }, retry };
  if (valid && walletConnect.uri) return { state: { status: 'ready', uri: walletConnect.uri }, retry };
  return { state: { status: 'loading' }, retry };
}
