import {
  EMBEDDED_WALLET_SERVICE_ID,
  type EmbeddedWalletService,
} from '../../store/services/EmbeddedWalletService';
import { SomethingWentWrongError } from '../../core/errors/catalogue';
import { PorticoError } from '../../core/errors/defineError';
import { useKit } from '../../ui/react/KitContext';

/** The kit's embedded wallet, or undefined when none is registered (the views then say so). */
export function useEmbeddedWallet(): EmbeddedWalletService | undefined {
  const kit = useKit('useEmbeddedWallet');
  return kit.services.get<EmbeddedWalletService>(EMBEDDED_WALLET_SERVICE_ID);
}

/**
 * The text to show for a failed embedded-wallet call. The service rejects with catalogue errors whose
 * message is meant for the user (the frame's own message, 'Request was aborted', the throttle text);
 * anything else is unexpected and shown generically so no internal detail reaches the screen.
 */
export function errorText(error: unknown): string {
  if (error instanceof PorticoError && error.message) return error.message;
  return SomethingWentWrongError.message();
}

/** The seconds left in an `EmailThrottleError` ('Please try again after {n} seconds'), else undefined. */
export function throttleSeconds(error: unknown): number | undefined {
  if (!(error instanceof PorticoError) || error.name !== 'EmailThrottleError') return undefined;
  const match = /(\d+) seconds?/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}
