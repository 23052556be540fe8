import type UniversalProvider from '@walletconnect/universal-provider';

/** The envelope type the WalletConnect core's pairing controller ignores (`TYPE_1` in its sources). */
const IGNORED_ENVELOPE_TYPE = 1;

/** The one method of the client's crypto controller that the guard wraps. */
interface PayloadTyping {
  getPayloadType(encoded: string, encoding?: string): number;
}

/**
 * Anyone who saw the QR code can publish to its pairing topic. The WalletConnect core's pairing
 * controller reads the envelope type of every message on that topic outside its own try/catch, in an
 * async relay listener: a message that is not base64 throws there, and each one becomes an unhandled
 * rejection in the host page (2.25.0, `controllers/pairing.ts`). The sign client's engine reads the
 * same type inside a try and drops what it cannot decrypt.
 *
 * This makes that bare read total on this provider's own client, and nowhere else: a message whose type
 * cannot be read is given the type the pairing controller ignores, so it drops it, and the engine then
 * fails to decrypt it and drops it too. `report` hears of the first such message of the client
 * (later ones are dropped quietly, so garbage cannot flood the host's log either).
 */
export function guardRelayDecoding(provider: UniversalProvider, report: (message: string) => void): void {
  const crypto = provider.client?.core?.crypto as PayloadTyping | undefined;
  if (!crypto || typeof crypto.getPayloadType !== 'function') return;
  const read = crypto.getPayloadType.bind(crypto);
  let reported = false;
  crypto.getPayloadType = (encoded, encoding) => {
    // The calls that name an encoding (base64url, to spot link-mode envelopes) sit inside the library's
    // own try blocks, which expect the throw; only the pairing controller's bare call needs the guard.
    if (encoding !== undefined) return read(encoded, encoding);
    try {
      return read(encoded, encoding);
    } catch (error) {
      if (!reported) {
        reported = true;
        const reason = error instanceof Error ? error.message : String(error);
        report(`[portico] WalletConnect: dropped an undecodable relay message (${reason})`);
      }
      return IGNORED_ENVELOPE_TYPE;
    }
  };
}
