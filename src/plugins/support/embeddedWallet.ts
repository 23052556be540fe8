import { PorticoError, type SerializedError } from '../../core/errors/defineError';
import { SomethingWentWrongError } from '../../core/errors/embeddedWalletErrors';
import type { RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import {
  AUTH_CONNECTOR_ID,
  EMBEDDED_WALLET_SERVICE_ID,
  type EmbeddedWalletService,
} from '../../store/services/EmbeddedWalletService';
import { EmbeddedWalletMissingError } from './flowErrors';

// What the email and socials flows share about the embedded wallet: finding it, knowing (in the store)
// whether it is there, and the error text a user may see. No React: the flows run headless.

/** The kit's embedded wallet; throws `EmbeddedWalletMissingError` when none is registered. */
export function requireEmbeddedWallet(services: ServiceRegistry): EmbeddedWalletService {
  const wallet = services.get<EmbeddedWalletService>(EMBEDDED_WALLET_SERVICE_ID);
  if (!wallet) throw new EmbeddedWalletMissingError();
  return wallet;
}

/**
 * Whether the kit has an embedded wallet: `registerEmbeddedWallet` adds the AUTH connector to the
 * store, so views can tell from state alone (and say "not available" before dispatching anything).
 */
export function selectHasEmbeddedWallet(state: RootState): boolean {
  return state.connectors.connectors.some((connector) => connector.id === AUTH_CONNECTOR_ID);
}

/**
 * The serialised error a flow records and a view shows. The wallet rejects with catalogue errors whose
 * message is meant for the user (the frame's own text, 'Request was aborted', the throttle text, with
 * its `data`); anything else is unexpected and becomes 'Something went wrong', so no internal detail
 * (a stack, a file name) ever reaches the state or the screen.
 */
export function shownError(error: unknown): SerializedError {
  if (error instanceof PorticoError && error.message) return error.toJSON();
  return new SomethingWentWrongError().toJSON();
}
